import { ApiProperty, ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { EVENT_CATEGORIES, EventCategory } from '@sangam/shared';
import { IMPORT_RULE_LIMITS } from '../import-rules';
import { ReadingNotesDto } from './run.dto';
import { IsSourceUrl, SourceResponseDto } from './source.dto';

const OUTCOMES = ['saved', 'held', 'updated', 'unchanged', 'removed', 'skipped'] as const;
const CATEGORY_MESSAGE = `Category must be one of ${EVENT_CATEGORIES.join(', ')}`;

/** What an organization sets for its imports (all of it, each time: a PUT replaces the rules). */
export class ImportRulesDto {
  @ApiProperty({
    type: [String],
    maxItems: IMPORT_RULE_LIMITS.skipTitles,
    description: 'Words or phrases: an event whose title holds one (whole words, any case) is not imported',
    example: ['Board meeting', 'Closed'],
  })
  @IsArray({ message: 'skipTitles must be a list of words or phrases' })
  @ArrayMaxSize(IMPORT_RULE_LIMITS.skipTitles, { message: `At most ${IMPORT_RULE_LIMITS.skipTitles} words or phrases to skip` })
  @IsString({ each: true, message: 'Each word or phrase to skip must be text' })
  @MaxLength(IMPORT_RULE_LIMITS.phraseChars, {
    each: true,
    message: `Each word or phrase to skip must be at most ${IMPORT_RULE_LIMITS.phraseChars} characters`,
  })
  skipTitles: string[];

  @ApiProperty({ type: [String], enum: EVENT_CATEGORIES, description: 'Categories not imported' })
  @IsArray({ message: 'skipCategories must be a list of categories' })
  @ArrayMaxSize(EVENT_CATEGORIES.length, { message: CATEGORY_MESSAGE })
  @IsIn(EVENT_CATEGORIES as unknown as string[], { each: true, message: CATEGORY_MESSAGE })
  skipCategories: EventCategory[];

  @ApiProperty({ nullable: true, enum: EVENT_CATEGORIES, description: 'The category of an event whose words name none' })
  @IsOptional()
  @IsIn(EVENT_CATEGORIES as unknown as string[], { message: CATEGORY_MESSAGE })
  defaultCategory: EventCategory | null;

  @ApiProperty({
    nullable: true,
    type: String,
    maxLength: IMPORT_RULE_LIMITS.venueChars,
    description: 'The venue of an event whose source names no place',
  })
  @IsOptional()
  @IsString({ message: 'defaultVenue must be text' })
  @MaxLength(IMPORT_RULE_LIMITS.venueChars, { message: `The default venue must be at most ${IMPORT_RULE_LIMITS.venueChars} characters` })
  defaultVenue: string | null;
}

/** A preview of what a run would import from one source now, with changes not saved yet. */
export class ImportPreviewDto {
  @ApiPropertyOptional({
    description: 'A new address for the page, previewed before it is saved',
    example: 'https://www.example-temple.org/events/',
  })
  @IsOptional()
  @IsSourceUrl()
  url?: string;

  @ApiPropertyOptional({ type: ImportRulesDto, description: 'Rules previewed before they are saved (otherwise the saved rules apply)' })
  @IsOptional()
  @ValidateNested()
  @Type(() => ImportRulesDto)
  rules?: ImportRulesDto;
}

export class ChangeImportSourceDto {
  @ApiProperty({ description: "The page's new address", example: 'https://www.example-temple.org/events/' })
  @IsSourceUrl()
  url: string;
}

export class ImportRunDto extends ReadingNotesDto {
  @ApiProperty({ format: 'uuid' }) runId: string;
  @ApiProperty({ type: String, format: 'date-time' }) at: Date;
  @ApiProperty({ description: 'Events found' }) found: number;
  @ApiProperty({ description: 'New events added' }) new: number;
  @ApiProperty({ description: 'Events updated because they changed at the source' }) updated: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'number' },
    description: 'Events left out, by reason in plain words',
    example: { 'already over': 2, 'skipped by your rule: titles with "Board meeting"': 1 },
  })
  skipped: Record<string, number>;
}

export class ImportSourceDto extends PickType(SourceResponseDto, ['id', 'name', 'type', 'url', 'active', 'origin'] as const) {
  @ApiProperty({ type: ImportRunDto, nullable: true, description: 'The last run that read it (null before its first)' })
  lastRun: ImportRunDto | null;
  @ApiProperty({ description: 'Runs in a row that failed or found nothing' }) failingRuns: number;
  @ApiProperty({ description: 'It used to find events and has found none for several runs (the organization was emailed)' })
  stoppedWorking: boolean;
}

export class OrganizationImportsDto {
  @ApiProperty({ type: ImportRulesDto }) rules: ImportRulesDto;
  @ApiProperty({ type: [ImportSourceDto] }) sources: ImportSourceDto[];
}

export class ImportOutcomesQuery {
  @ApiPropertyOptional({ description: 'Words of the title or the reason (any case)', example: 'Diwali' })
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(100, { message: 'Search at most 100 characters' })
  q?: string;
}

/** What a run did with one event a source stated (as runs keep it, ScrapeRunEventsRepository). */
export class ImportOutcomeDto {
  @ApiProperty() title: string;
  /** The event's date as mapped (null when it was left out before a date was read). */
  @ApiProperty({ nullable: true, type: String, example: '2026-11-08' }) date: string | null;
  /** saved (published), held (saved, waiting in the approval queue), updated, unchanged, removed (cancelled by its source), skipped. */
  @ApiProperty({ enum: OUTCOMES }) outcome: (typeof OUTCOMES)[number];
  @ApiProperty({ nullable: true, type: String, description: 'Why it was skipped or held, in plain words' }) reason: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: 'The event, when it is in the directory' }) eventId:
    string | null;
}

/** A source whose last runs failed or found nothing (the health board's row), with its owner. */
export class FailingSourceDto extends IntersectionType(
  PickType(SourceResponseDto, ['id', 'name', 'type', 'url', 'origin', 'lastScraped', 'organizationName'] as const),
  PickType(ImportSourceDto, ['failingRuns', 'stoppedWorking'] as const),
) {
  @ApiProperty({ nullable: true, type: String, description: 'What the last run saw: its error, else why it found nothing' }) lastError:
    string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'When a run last found events here (null: never)' })
  lastFoundAt: Date | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) stoppedNotifiedAt: Date | null;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) organizationId: string | null;
  @ApiProperty({ nullable: true, type: String }) organizationEmail: string | null;
}
