import { ApiProperty, ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';

export class RunScrapingDto {
  @ApiPropertyOptional({ description: 'Run only this source (otherwise every active source)' })
  @IsOptional()
  @IsUUID('all', { message: 'sourceId must be a scraping source id' })
  sourceId?: string;
}

/** What a run (or one source in it) found, added and updated. */
export class RunCountsDto {
  @ApiProperty({ description: 'Upcoming US events found (in its sources, for a run)' })
  eventsFound: number;

  @ApiProperty({ description: 'New events added to the directory' })
  eventsSaved: number;

  @ApiProperty({ description: 'Existing events updated because they changed at the source' })
  eventsUpdated: number;
}

/** What reading a source said besides its events: why it failed, why it found nothing, what it missed. */
export class ReadingNotesDto {
  @ApiProperty({ nullable: true, type: String, description: 'Why the source could not be read' })
  error: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    description: "Why nothing was found, when the events' dates are why",
    example: 'The feed has 12 events, all before today.',
  })
  notice: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Set when only part of what the source lists could be read, saying what was missed and why',
    example: "Only 24 of the 123 events the site's event listing holds were read: page 2 of 6 could not be read (the site answered 500).",
  })
  partial: string | null;
}

export class RunResultDto extends RunCountsDto {
  @ApiProperty({ description: 'True when every source was read without error' })
  success: boolean;

  @ApiProperty({ type: [String], description: "One line per failed source: '<source name>: <reason>'" })
  errors: string[];

  @ApiProperty({
    type: [String],
    description: "One line per source that found nothing because of its events' dates: '<source name>: <why>'",
    example: ['Temple calendar: The feed has 12 events, all before today.'],
  })
  notices: string[];

  @ApiProperty()
  runId: string;
}

export class ScheduledJobDto {
  @ApiProperty({ example: 'scraping' })
  name: string;

  @ApiProperty({ nullable: true, type: String, format: 'date-time' })
  nextRun: string | null;

  @ApiProperty({ description: 'A scheduled run of this job is in progress (on any instance)' })
  running: boolean;
}

export class RunProgressDto {
  @ApiProperty()
  sourcesDone: number;

  @ApiProperty()
  sourcesTotal: number;
}

export class SourceRunResultDto extends RunCountsDto {
  @ApiProperty()
  sourceId: string;

  @ApiProperty()
  name: string;

  @ApiPropertyOptional({ description: 'Events left out, by reason', type: 'object', additionalProperties: { type: 'number' } })
  skipped?: Record<string, number>;

  @ApiPropertyOptional({ type: [String], description: "How events were read: 'json-ld', 'h-event', 'ical feed …'" })
  via?: string[];

  @ApiPropertyOptional({
    description: "What was filled in for events, by note (e.g. a location that named no place: venue 'See event page')",
    type: 'object',
    additionalProperties: { type: 'number' },
  })
  notes?: Record<string, number>;

  @ApiPropertyOptional({
    description: "Why the source found nothing, when its events' dates are why",
    example: 'The feed has 12 events, all before today.',
  })
  notice?: string;

  @ApiPropertyOptional({ description: 'Set when only part of what the source lists could be read, saying what was missed and why' })
  partial?: string;

  @ApiProperty({ nullable: true, type: String })
  error: string | null;
}

export class RunSummaryDto extends IntersectionType(
  RunProgressDto,
  PickType(RunResultDto, ['eventsFound', 'eventsSaved', 'errors', 'notices'] as const),
) {
  @ApiProperty()
  id: string;

  @ApiProperty({ format: 'date-time' })
  startedAt: Date;

  @ApiProperty({ nullable: true, type: String, format: 'date-time' })
  finishedAt: Date | null;

  @ApiProperty({ enum: ['running', 'succeeded', 'failed'] })
  status: string;

  @ApiProperty({ enum: ['manual', 'scheduled'] })
  trigger: string;

  @ApiProperty({ nullable: true, type: String, description: 'Set when the run was for one source' })
  sourceId: string | null;

  @ApiProperty({ type: [SourceRunResultDto] })
  results: SourceRunResultDto[];
}

export class ScrapingStatusDto {
  @ApiProperty()
  isRunning: boolean;

  @ApiProperty({ type: [ScheduledJobDto] })
  scheduledJobs: ScheduledJobDto[];

  @ApiProperty({ type: RunProgressDto, nullable: true })
  progress: RunProgressDto | null;

  @ApiProperty({ nullable: true, type: String })
  currentRunId: string | null;

  @ApiProperty({ type: RunSummaryDto, nullable: true, description: 'The most recent finished run' })
  lastRun: RunSummaryDto | null;
}

export class ListRunsQuery {
  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be between 1 and 100' })
  @Max(100, { message: 'limit must be between 1 and 100' })
  limit?: number;
}

export class RunEventsQuery {
  @ApiPropertyOptional({ description: "One source's events only", format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'sourceId must be a scraping source id' })
  sourceId?: string;
}
