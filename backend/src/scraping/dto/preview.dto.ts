import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsUUID, ValidateIf } from 'class-validator';
import { SOURCE_TYPES, SourceType } from '../scraping-source.entity';
import { ImportOutcomeDto } from './organization-imports.dto';
import { ReadingNotesDto } from './run.dto';
import { CreateSourceDto, IsSourceUrl, TYPE_MESSAGE } from './source.dto';

/** A dry run: a listed source (`sourceId`), or a source being added or edited (`type`, `url`, `organizationId` as on create). */
export class PreviewSourceDto extends PickType(CreateSourceDto, ['organizationId'] as const) {
  @ApiPropertyOptional({ description: 'A listed source; otherwise give type and url', format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'sourceId must be a scraping source id' })
  sourceId?: string;

  @ApiPropertyOptional({ enum: SOURCE_TYPES })
  @ValidateIf((o: PreviewSourceDto) => !o.sourceId)
  @IsIn(SOURCE_TYPES as unknown as string[], { message: TYPE_MESSAGE })
  type?: SourceType;

  @ApiPropertyOptional({ example: 'https://www.example-temple.org/events' })
  @ValidateIf((o: PreviewSourceDto) => !o.sourceId)
  @IsNotEmpty({ message: 'URL is required' })
  @IsSourceUrl()
  url?: string;
}

export class PreviewEventDto extends PickType(ImportOutcomeDto, ['title', 'date'] as const) {
  @ApiProperty({ nullable: true, type: String, example: '6:00 PM' }) startTime: string | null;
  @ApiProperty({ nullable: true, type: String }) venue: string | null;
  @ApiProperty({ nullable: true, type: String }) city: string | null;
  @ApiProperty({ nullable: true, type: String }) state: string | null;
  @ApiProperty({
    enum: ['new', 'held', 'update', 'unchanged', 'skipped'],
    description: 'new: published at once; held: saved, waiting for an admin; update: a listed event changes; skipped: not saved',
  })
  outcome: 'new' | 'held' | 'update' | 'unchanged' | 'skipped';
  @ApiProperty({ nullable: true, type: String, description: 'Why it is held or skipped' }) reason: string | null;
  @ApiProperty({ type: [String], description: 'What was filled in (a location that named no place, an ongoing event)' }) notes: string[];
}

export class PreviewResultDto extends ReadingNotesDto {
  @ApiProperty({ type: [String], description: "How the events were read ('json-ld', 'ical feed …')" }) via: string[];
  @ApiProperty({ type: [PreviewEventDto] }) events: PreviewEventDto[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'number' },
    description: 'Events by what a run would do with them',
    example: { new: 3, held: 1, update: 0, unchanged: 0, skipped: 2 },
  })
  counts: Record<string, number>;
  @ApiProperty({ description: 'Events found, counted as a run counts them (new, held, update, unchanged, and skipped as listed already)' })
  eventsFound: number;
  @ApiProperty({
    description: 'Events a run would leave out, by reason, as a run records them',
    type: 'object',
    additionalProperties: { type: 'number' },
    example: { 'already over': 2 },
  })
  skipped: Record<string, number>;
}

/** One event's outcome in a run, as an organization's import outcomes give it, with its source. */
export class RunEventOutcomeDto extends ImportOutcomeDto {
  @ApiProperty({ format: 'uuid' }) sourceId: string;
}
