import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, IntersectionType, PartialType, PickType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsUUID, ValidateBy } from 'class-validator';
import { browserAddress, RequiredText, Trim } from '../../common/dto-rules';
import { SOURCE_TYPES, SourceType } from '../scraping-source.entity';
import { ReadingNotesDto, RunCountsDto } from './run.dto';

export const TYPE_MESSAGE = `Type must be one of ${SOURCE_TYPES.join(', ')}`;
const URL_MESSAGE = 'URL must be a web address starting with http://, https:// or webcal://';

/** http(s)/webcal URL check shared by create and update (webcal is fetched over https). */
export function isSourceUrl(v: unknown): boolean {
  return browserAddress(v, ['http', 'https', 'webcal', 'webcals']) !== null;
}

export const IsSourceUrl = () =>
  applyDecorators(Trim(), ValidateBy({ name: 'isSourceUrl', validator: { validate: isSourceUrl, defaultMessage: () => URL_MESSAGE } }));

export class CreateSourceDto {
  @ApiProperty({ example: 'DFW Hindu Temple calendar', maxLength: 200 })
  @RequiredText('Name', 200)
  name: string;

  @ApiProperty({ enum: SOURCE_TYPES })
  @IsIn(SOURCE_TYPES as unknown as string[], { message: TYPE_MESSAGE })
  type: SourceType;

  @ApiProperty({ example: 'https://calendar.google.com/calendar/ical/abc%40group.calendar.google.com/public/basic.ics' })
  @IsNotEmpty({ message: 'URL is required' })
  @IsSourceUrl()
  url: string;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;

  @ApiPropertyOptional({ description: 'Organization the events are attributed to', nullable: true, type: String, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'organizationId must be an organization id' })
  organizationId?: string | null;
}

/** `active` in an update: as on create, without create's default (an update leaves it as it is). */
class SourceActivePatch {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

/** Any of a source's fields, each checked as on create (in create's order, so the first message is the same). */
export class UpdateSourceDto extends IntersectionType(
  PartialType(PickType(CreateSourceDto, ['name', 'type', 'url'] as const)),
  SourceActivePatch,
  PartialType(PickType(CreateSourceDto, ['organizationId'] as const)),
) {}

export class SourceLastRunDto extends IntersectionType(RunCountsDto, ReadingNotesDto) {
  @ApiProperty({ description: 'Runs in a row that failed or found nothing (0 after a run that found events)' })
  failingRuns: number;
}

export class SourceResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ enum: SOURCE_TYPES })
  type: SourceType;

  @ApiProperty()
  url: string;

  @ApiProperty()
  active: boolean;

  @ApiProperty({ nullable: true, type: String, format: 'date-time' })
  lastScraped: Date | null;

  @ApiProperty({ nullable: true, type: String })
  organizationId: string | null;

  @ApiProperty({ nullable: true, type: String })
  organizationName: string | null;

  @ApiProperty({
    enum: ['manual', 'organization'],
    description: "'organization' = made from an approved organization's events page or event sources",
  })
  origin: 'manual' | 'organization';

  @ApiProperty({ nullable: true, type: Number, description: "Last run's events found (null before the first run)" })
  eventsFound: number | null;

  @ApiProperty({ nullable: true, type: Number, description: "Last run's new events" })
  eventsSaved: number | null;

  @ApiProperty({ nullable: true, type: Number, description: "Last run's updated events" })
  eventsUpdated: number | null;

  @ApiProperty({ nullable: true, type: String, description: "Last run's error for this source" })
  error: string | null;

  @ApiProperty({ nullable: true, type: String, description: "Last run's notice for this source (why it found nothing)" })
  notice: string | null;

  @ApiProperty({ type: SourceLastRunDto, nullable: true, description: 'The same counts grouped (null before the first run)' })
  lastRun: SourceLastRunDto | null;
}
