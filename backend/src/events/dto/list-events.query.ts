import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateBy } from 'class-validator';
import { IsCalendarDate, lowerTrimOrOmit, OptionalText, trimOrOmit, WholeNumber } from '../../common/dto-rules';
import { NEAR_FORMAT_MESSAGE, RADIUS_MESSAGE } from '../../places';
import { unknownValueMessage } from '../../community-tags/community-columns';

export const LIST_DEFAULT_LIMIT = 50;
const LIST_MAX_LIMIT = 200;
const SEARCH_MAX_LENGTH = 200;

/** 'true'/'false' (any case) → boolean; anything else is left for validation to refuse. */
const toBool = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (v === '') return undefined;
  return v === 'true' ? true : v === 'false' ? false : value;
};

/** A known festival, language or tag; else the message listing the known ones (community-columns.ts). */
function KnownValue(kind: 'festival' | 'language' | 'tag'): PropertyDecorator {
  return ValidateBy({
    name: `known-${kind}`,
    validator: {
      validate: (v) => typeof v === 'string' && unknownValueMessage(kind, v) === null,
      defaultMessage: (args) =>
        typeof args?.value === 'string' ? unknownValueMessage(kind, args.value)! : `${kind} must be a single text value`,
    },
  });
}

/**
 * An optional festival, language or tag filter, lower-cased and trimmed, documented by `doc`: a known one, else the
 * message listing the known ones (`max`: longer values are refused with '<kind> must be at most <max> characters').
 */
export const KnownFilter = (kind: 'festival' | 'language' | 'tag', doc: ApiPropertyOptions, max?: number) =>
  applyDecorators(
    Transform(lowerTrimOrOmit),
    ...(max ? [MaxLength(max, { message: `${kind} must be at most ${max} characters` })] : []),
    KnownValue(kind),
    IsOptional(),
    ApiPropertyOptional(doc),
  );

/** An optional parameter that is one of `values` once read by `transform`, else `message`. */
const OneOf = (values: readonly unknown[], message: string, transform = trimOrOmit) =>
  applyDecorators(Transform(transform), IsIn([...values], { message }), IsOptional());

/** An optional text parameter of at most `max` characters, else `message` (zip, near, radius: parsed by places). */
const ShortText = (max: number, message: string) =>
  applyDecorators(Transform(trimOrOmit), MaxLength(max, { message }), IsString({ message }), IsOptional());

/** An optional date parameter, a real calendar day written YYYY-MM-DD, else '<name> must be a date written YYYY-MM-DD'. */
const DateParam = (name: string) =>
  applyDecorators(Transform(trimOrOmit), IsCalendarDate({ message: `${name} must be a date written YYYY-MM-DD` }), IsOptional());

/** An optional id parameter, else '<name> must be a valid id'. */
const IdParam = (name: string) =>
  applyDecorators(Transform(trimOrOmit), IsUUID('all', { message: `${name} must be a valid id` }), IsOptional());

/** GET /api/events query parameters. Unknown parameters are refused (400). */
export class ListEventsQuery {
  @ApiPropertyOptional({
    description:
      'Search text (title, description, venue, city, organization name); prefix and typo tolerant. Empty = no search. A search answers at most the 1,000 soonest matching events (with includePast, the latest), ordered by day, relevance breaking ties within a day, unless sortBy is given; X-Total-Count is then at most 1000.',
    maxLength: SEARCH_MAX_LENGTH,
    example: 'diwali',
  })
  @OptionalText('search', SEARCH_MAX_LENGTH)
  @Transform(trimOrOmit)
  search?: string;

  @ApiPropertyOptional({
    enum: ['date', 'title', 'distance'],
    description: 'Default: date, or relevance when searching. distance: nearest first (needs zip or near; sortOrder is ignored)',
  })
  @OneOf(['date', 'title', 'distance'], 'sortBy must be date, title or distance')
  sortBy?: 'date' | 'title' | 'distance';

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'asc' })
  @OneOf(['asc', 'desc'], 'sortOrder must be asc or desc', lowerTrimOrOmit)
  sortOrder?: 'asc' | 'desc';

  @ApiPropertyOptional({ description: 'City name (case-insensitive)', example: 'Dallas', maxLength: 100 })
  @OptionalText('city', 100)
  @Transform(trimOrOmit)
  city?: string;

  @ApiPropertyOptional({ description: 'Two-letter state code (DC included)', example: 'TX' })
  @IsOptional()
  @Matches(/^[A-Z]{2}$/, { message: 'state must be a two-letter state code such as TX' })
  @Transform(({ value }) => (typeof value === 'string' ? trimOrOmit({ value: value.toUpperCase() }) : value))
  state?: string;

  @ApiPropertyOptional({ description: 'Category (case-insensitive)', example: 'Cultural Events', maxLength: 50 })
  @OptionalText('category', 50)
  @Transform(trimOrOmit)
  category?: string;

  @ApiPropertyOptional({ description: 'Earliest event date (YYYY-MM-DD, inclusive)', example: '2026-10-01' })
  @DateParam('from')
  from?: string;

  @ApiPropertyOptional({ description: 'Latest event date (YYYY-MM-DD, inclusive)', example: '2026-10-31' })
  @DateParam('to')
  to?: string;

  @ApiPropertyOptional({ description: 'true: only free events; false: only paid events' })
  @OneOf([true, false], 'free must be true or false', toBool)
  free?: boolean;

  @ApiPropertyOptional({ description: "Include events before today (in the event's time zone)", default: false })
  @OneOf([true, false], 'includePast must be true or false', toBool)
  includePast?: boolean;

  @ApiPropertyOptional({
    description: "Metro area slug (GET /api/metros), e.g. 'dallas-fort-worth' (Irving, Plano, Frisco…) or a region such as 'bay-area'",
    example: 'dallas-fort-worth',
    maxLength: 100,
  })
  @OptionalText('metro', 100)
  @Transform(lowerTrimOrOmit)
  metro?: string;

  @KnownFilter('festival', { description: 'Festival slug (GET /api/festivals), e.g. diwali: events linked to it', example: 'diwali' })
  festival?: string;

  @KnownFilter(
    'language',
    {
      description:
        "Language/community code (GET /api/languages), e.g. te: events whose languages include it ('all' = events for everyone); several separated by commas (te,ta): events serving any of them",
      example: 'te',
    },
    100,
  )
  language?: string;

  @KnownFilter('tag', { description: 'Practical tag key (GET /api/tags), e.g. kids-family', example: 'kids-family' })
  tag?: string;

  @ApiPropertyOptional({ description: '5-digit US ZIP code: the centre of a radius search', example: '08817' })
  @ShortText(10, 'zip must be a 5-digit US ZIP code')
  zip?: string;

  @ApiPropertyOptional({ description: 'latitude,longitude in decimal degrees: the centre of a radius search', example: '40.52,-74.41' })
  @ShortText(64, NEAR_FORMAT_MESSAGE)
  near?: string;

  @ApiPropertyOptional({ description: 'Miles around zip or near, 1–500 (default 25)', example: '25' })
  @ShortText(10, RADIUS_MESSAGE)
  radius?: string;

  @ApiPropertyOptional({ description: "One organization's events", format: 'uuid' })
  @IdParam('organizationId')
  organizationId?: string;

  @ApiPropertyOptional({
    enum: ['all', 'next'],
    description:
      'all (default): every date of a recurring event; next: only the first date of each series that the other filters match (the card says how it repeats)',
  })
  @OneOf(['all', 'next'], 'series must be all or next')
  series?: 'all' | 'next';

  @ApiPropertyOptional({ description: "The dates of one recurring event (an event's seriesId)", format: 'uuid' })
  @IdParam('seriesId')
  seriesId?: string;

  @ApiPropertyOptional({
    enum: ['card', 'full'],
    description:
      'card: what an event card shows (no description, address, metro, time zone or timestamps; organization name and contact only; ≈ 550 bytes an event); full (default): every public field',
  })
  @OneOf(['card', 'full'], 'fields must be card or full')
  fields?: 'card' | 'full';

  @ApiPropertyOptional({ minimum: 1, maximum: LIST_MAX_LIMIT, default: LIST_DEFAULT_LIMIT })
  @IsOptional()
  @WholeNumber('limit', 1, LIST_MAX_LIMIT)
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 100000, default: 0 })
  @IsOptional()
  @WholeNumber('offset', 0, 100000)
  offset?: number;
}
