import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, isUUID } from 'class-validator';
import { Checked, isHttpUrl, StateRule, TextRule, Trim, TrimToNull, WebAddressToNull } from '../../common/dto-rules';
import { EVENT_CATEGORIES, normalizeTime, US_STATE_CODES } from '@sangam/shared';
import { normalizeDay, parsePrice } from '../event-input';
import { isUploadedImagePath } from '../../images/image-url';
import { EVENT_STATUSES } from '../event.entity';
import { MAX_EVENT_DAYS } from '../event-rules';
import {
  EVENT_FESTIVALS,
  FESTIVAL_AUTO,
  isEventFestival,
  LANGUAGES_CHOICE_MESSAGE,
  languagesChoiceError,
  MAX_CHOSEN_LANGUAGES,
  unknownFestivalMessage,
  unknownValueMessage,
} from '../../community-tags/community-columns';

/**
 * The event form's fields, shared by the create, update and admin-update DTOs. `partial` = an
 * update, where an absent field is left as it is (but a required one may not be cleared).
 */
type Mode = { partial: boolean };

const req = (mode: Mode) => !mode.partial;

/** The documentation of an optional field that may be null or text (or, given `type`, a list of texts). */
type StringDoc = { example?: string | string[]; description?: string; format?: 'uuid'; maxLength?: number; type?: [StringConstructor] };
const OptionalStringDoc = (doc: StringDoc) => ApiProperty({ required: false, nullable: true, type: String, ...doc });

/** An optional text field of at most `max` characters ('' and null clear it), documented by `doc`. */
const optionalTextField = (label: string, max: number, doc: StringDoc = {}) =>
  applyDecorators(OptionalStringDoc({ maxLength: max, ...doc }), TextRule({ label, max }));

/** A text the form requires (title, venue, city): '<label> is required', at most `max` characters. */
const requiredTextField = (label: string, max: number, example: string) => (mode: Mode) =>
  applyDecorators(
    ApiProperty({ example, maxLength: max, required: req(mode) }),
    TextRule({ label, required: `${label} is required`, max, partial: mode.partial }),
  );

const TitleField = requiredTextField('Title', 200, 'Diwali Mela 2025');

const DescriptionField = () =>
  optionalTextField('Description', 10000, { example: 'Lights, food stalls and a cultural program for the whole family.' });

const CategoryField = (mode: Mode) =>
  applyDecorators(
    ApiProperty({ enum: EVENT_CATEGORIES, example: 'Cultural Events', required: req(mode) }),
    Trim(),
    Checked({ required: 'Category is required', partial: mode.partial }, (v) =>
      typeof v === 'string' && (EVENT_CATEGORIES as readonly string[]).includes(v)
        ? null
        : `Category must be one of: ${EVENT_CATEGORIES.join(', ')}`,
    ),
  );

const DateField = (mode: Mode) =>
  applyDecorators(
    ApiProperty({
      example: '2025-11-01',
      description: "The event's day, YYYY-MM-DD (an ISO date-time is accepted; its day is kept)",
      required: req(mode),
    }),
    Transform(({ value }) => (typeof value === 'string' ? (normalizeDay(value) ?? value.trim()) : value)),
    Checked({ required: 'Date is required', partial: mode.partial }, (v) =>
      typeof v === 'string' && normalizeDay(v) ? null : 'Date must be a valid date (YYYY-MM-DD)',
    ),
  );

const timeTransform = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const t = value.trim();
    return t === '' ? null : (normalizeTime(t) ?? t);
  });

const StartTimeField = (mode: Mode) =>
  applyDecorators(
    ApiProperty({ example: '6:00 PM', description: "Local start time; '18:00' and '6 pm' are stored as '6:00 PM'", required: req(mode) }),
    timeTransform(),
    Checked({ required: 'Start time is required', partial: mode.partial }, (v) =>
      typeof v === 'string' && normalizeTime(v) ? null : 'Start time must be a time such as 6:00 PM',
    ),
  );

const EndTimeField = () =>
  applyDecorators(
    OptionalStringDoc({ example: '10:00 PM' }),
    timeTransform(),
    Checked({}, (v) => (typeof v === 'string' && normalizeTime(v) ? null : 'End time must be a time such as 9:00 PM')),
  );

const VenueField = requiredTextField('Venue', 300, 'Fair Park, Dallas');
const CityField = requiredTextField('City', 100, 'Dallas');

const StateField = (mode: Mode & { allowDc?: boolean }) =>
  applyDecorators(
    ApiProperty({
      enum: US_STATE_CODES,
      example: 'TX',
      required: req(mode),
      description: mode.allowDc ? "One of the 50 states ('DC' is kept on events that already have it)" : 'One of the 50 US states',
    }),
    StateRule(mode),
  );

const PriceField = () =>
  applyDecorators(
    ApiProperty({
      oneOf: [
        { type: 'number', minimum: 0 },
        { type: 'string', maxLength: 100 },
      ],
      required: false,
      nullable: true,
      example: '$10-15',
      description:
        "A number, or text such as '$25', '$10-15', 'Contact for pricing': the first number is stored as price, the text as priceText when it says more than a number. Ignored when isFree.",
    }),
    Checked({}, (v) => {
      const p = parsePrice(v);
      return 'error' in p ? p.error : null;
    }),
  );

const PriceTextField = () => optionalTextField('Price text', 100, { description: 'Explicit price text (normally derived from price)' });

/** An optional true or false, else '<name> must be true or false'. */
export const BooleanField = (name: string, description: string) =>
  applyDecorators(
    ApiProperty({ required: false, type: Boolean, description }),
    IsOptional(),
    IsBoolean({ message: `${name} must be true or false` }),
  );

const EndsAfterMidnightField = () =>
  BooleanField(
    'endsAfterMidnight',
    'The event runs past midnight: an end time before the start time is then the next day (not stored; without it that is a 400)',
  );
const IsFreeField = () => BooleanField('isFree', 'A free event: price and priceText are cleared');

const urlField = (label: string, example: string) =>
  applyDecorators(
    OptionalStringDoc({ example, description: "http(s) URL; 'example.org/x' is taken as https://example.org/x" }),
    WebAddressToNull(),
    Checked({}, (v) => (isHttpUrl(v) ? null : `${label} must be a web address starting with http:// or https://`)),
  );

const TicketUrlField = () => urlField('Ticket link', 'https://www.eventbrite.com/e/diwali-mela-tickets-1234');
const ImageUrlField = () =>
  applyDecorators(
    OptionalStringDoc({
      example: 'https://example.org/diwali.jpg',
      description:
        "http(s) URL ('example.org/x.jpg' is taken as https://), or the url of an image uploaded with POST /api/images (/api/images/<id>)",
    }),
    WebAddressToNull(),
    Checked({}, (v) =>
      isHttpUrl(v) || isUploadedImagePath(v) ? null : 'Image must be a web address starting with http:// or https://, or an uploaded image',
    ),
  );

const OrganizationIdField = () =>
  applyDecorators(
    OptionalStringDoc({
      format: 'uuid',
      description: "Admins only (required for them: 'Organization is required'). An organizer sending it gets 400.",
    }),
    TrimToNull(),
    Checked({}, (v) => (typeof v === 'string' && isUUID(v) ? null : 'Organization is required')),
  );

const EndDateField = () =>
  applyDecorators(
    OptionalStringDoc({
      example: '2026-10-20',
      description: `Last day of a multi-day event (YYYY-MM-DD): on or after date, at most ${MAX_EVENT_DAYS} days after it; null for a one-day event`,
    }),
    Transform(({ value }) => (typeof value === 'string' ? (value.trim() === '' ? null : (normalizeDay(value) ?? value.trim())) : value)),
    Checked({}, (v) => (typeof v === 'string' && normalizeDay(v) ? null : 'End date must be a valid date (YYYY-MM-DD)')),
  );

const StatusField = () =>
  applyDecorators(
    ApiProperty({
      enum: EVENT_STATUSES,
      required: false,
      description: 'scheduled (default); cancelled or postponed events stay listed with a banner instead of being deleted',
    }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    Checked({}, (v) => ((EVENT_STATUSES as readonly unknown[]).includes(v) ? null : 'Status must be scheduled, cancelled or postponed')),
  );

const AddressField = () => optionalTextField('Address', 300, { example: '1651 Oak Tree Rd', description: 'Street address' });

const PostalCodeField = () =>
  applyDecorators(
    OptionalStringDoc({ example: '08820', description: '5-digit US ZIP code (places the event on the map)' }),
    TrimToNull(),
    Checked({}, (v) => (typeof v === 'string' && /^\d{5}(-\d{4})?$/.test(v) ? null : 'Postal code must be a 5-digit US ZIP code')),
  );

/** An array of strings, each checked by `each`; anything else is `shape`. */
const stringArrayRule = (shape: string, each: (v: string) => string | null) => (v: unknown) => {
  if (!Array.isArray(v) || v.length > 20 || v.some((x) => typeof x !== 'string')) return shape;
  return (v as string[]).map(each).find((m) => m !== null) ?? null;
};
const lowerTrim = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value.trim().toLowerCase()
    : Array.isArray(value)
      ? value.map((x) => (typeof x === 'string' ? x.trim().toLowerCase() : x))
      : value;

const FestivalField = () =>
  applyDecorators(
    OptionalStringDoc({
      example: 'diwali',
      description: `The festival the event celebrates (GET /api/festivals: ${EVENT_FESTIVALS.slice(0, 3).join(', ')}, …). Sending it marks it chosen (kept when the text changes); null = no festival; '${FESTIVAL_AUTO}' = inferred from the text again`,
    }),
    Transform(lowerTrim),
    Checked({}, (v) => (typeof v === 'string' && (v === FESTIVAL_AUTO || isEventFestival(v)) ? null : unknownFestivalMessage(String(v)))),
  );

export const LanguagesField = (what = 'event') =>
  applyDecorators(
    OptionalStringDoc({
      example: ['te'],
      type: [String],
      description: `The communities the ${what} serves (GET /api/languages codes), 1–${MAX_CHOSEN_LANGUAGES} of them or ["all"]. Sending it marks it chosen; null = inferred again`,
    }),
    Transform(lowerTrim),
    Checked({}, (v) => stringArrayRule(LANGUAGES_CHOICE_MESSAGE, () => null)(v) ?? languagesChoiceError(v as string[])),
  );

const TagsField = () =>
  applyDecorators(
    OptionalStringDoc({
      example: ['kids-family', 'vegetarian'],
      type: [String],
      description: 'Practical tags (GET /api/tags keys). Sending them marks them chosen; null = inferred from the text again',
    }),
    Transform(lowerTrim),
    Checked(
      {},
      stringArrayRule('tags must be a list of tag keys', (t) => unknownValueMessage('tag', t)),
    ),
  );

/**
 * The event form as a class, its fields in the form's order: the create DTO and the update DTOs
 * extend it with their mode, so both forms list each field once.
 */
export function EventFormFields(mode: Mode & { allowDc?: boolean }) {
  class EventForm {
    @TitleField(mode)
    title?: string;

    @DescriptionField()
    description?: string | null;

    @CategoryField(mode)
    category?: string;

    @DateField(mode)
    date?: string;

    @EndDateField()
    endDate?: string | null;

    @StartTimeField(mode)
    startTime?: string;

    @EndTimeField()
    endTime?: string | null;

    @EndsAfterMidnightField()
    endsAfterMidnight?: boolean;

    @VenueField(mode)
    venue?: string;

    @AddressField()
    address?: string | null;

    @CityField(mode)
    city?: string;

    @StateField(mode)
    state?: string;

    @PostalCodeField()
    postalCode?: string | null;

    @StatusField()
    status?: 'scheduled' | 'cancelled' | 'postponed' | null;

    @PriceField()
    price?: number | string | null;

    @PriceTextField()
    priceText?: string | null;

    @IsFreeField()
    isFree?: boolean;

    @TicketUrlField()
    ticketUrl?: string | null;

    @ImageUrlField()
    imageUrl?: string | null;

    @OrganizationIdField()
    organizationId?: string | null;

    @FestivalField()
    festival?: string | null;

    @LanguagesField()
    languages?: string[] | null;

    @TagsField()
    tags?: string[] | null;
  }
  return EventForm;
}
