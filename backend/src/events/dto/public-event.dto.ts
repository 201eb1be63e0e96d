import { ApiProperty, ApiPropertyOptional, IntersectionType, OmitType, PickType } from '@nestjs/swagger';
import { OrganizationResponse } from '../../organizations/dto/organization-response.dto';
import type { Droppable } from '../empty-answer';
import { EVENT_STATUSES, EventStatus } from '../event.entity';

/** A metro area as answers name it. */
export class MetroRefResponse {
  @ApiProperty({ example: 'dallas-fort-worth' })
  slug: string;

  @ApiProperty({ example: 'Dallas–Fort Worth' })
  name: string;
}

/** The organization embedded in listing answers. */
export class EventOrganizationSummary extends PickType(OrganizationResponse, ['id', 'name', 'website', 'contactEmail'] as const) {}

/** The organization embedded in the event detail answer. */
export class EventOrganizationDetail extends IntersectionType(
  EventOrganizationSummary,
  PickType(OrganizationResponse, ['description', 'contactPhone'] as const),
) {}

/** An event's own fields, as every answer about events shows them. */
export class EventFieldsResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Navaratri Garba Night' })
  title: string;

  @ApiProperty({ nullable: true, type: String })
  description: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'uuid' })
  organizationId: string | null;

  @ApiProperty({ example: 'Cultural Events' })
  category: string;

  @ApiProperty({ example: '2026-10-10', description: "The event's day (YYYY-MM-DD) in its state's time zone" })
  date: string;

  @ApiProperty({
    nullable: true,
    type: String,
    example: '2026-10-18',
    description: 'Last day of a multi-day event (YYYY-MM-DD, at most 60 days after date); null for a one-day event',
  })
  endDate: string | null;

  @ApiProperty({ enum: EVENT_STATUSES, description: 'Cancelled and postponed events stay listed (with a banner)' })
  status: EventStatus;

  @ApiProperty({ example: '7:00 PM' })
  startTime: string;

  @ApiProperty({ nullable: true, type: String, example: '11:00 PM' })
  endTime: string | null;

  @ApiProperty({ example: 'Curtis Culwell Center' })
  venue: string;

  @ApiProperty({ nullable: true, type: String, example: '5005 Lakeview Pkwy', description: 'Street address, when known' })
  address: string | null;

  @ApiProperty({ example: 'Garland' })
  city: string;

  @ApiProperty({ example: 'TX' })
  state: string;

  @ApiProperty({ nullable: true, type: String, example: '75044' })
  postalCode: string | null;

  @ApiProperty({ nullable: true, type: Number, example: 25, description: 'Price in dollars (decimal 10,2)' })
  price: number | null;

  @ApiProperty({ nullable: true, type: String, example: '$10-15', description: "The organizer's price text when it is more than a number" })
  priceText: string | null;

  @ApiProperty()
  isFree: boolean;

  @ApiProperty({ nullable: true, type: String, example: 'https://tickets.example.org/garba' })
  ticketUrl: string | null;

  @ApiProperty({ nullable: true, type: String })
  imageUrl: string | null;

  @ApiProperty({ description: "false = 'Pending Approval'" })
  isApproved: boolean;

  @ApiProperty()
  createdAt: Date;

  @ApiProperty()
  updatedAt: Date;

  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: 'The recurring series this event is an occurrence of' })
  seriesId: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    example: 'Every Sunday',
    description: "The series' rule in words; null for a one-off event",
  })
  recurrence: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'diwali', description: 'The festival it celebrates (GET /api/festivals slugs)' })
  festival: string | null;

  @ApiProperty({
    type: [String],
    example: ['te'],
    description: "The communities it serves (GET /api/languages codes), or ['all'] for everyone; [] when unknown",
  })
  languages: string[];

  @ApiProperty({ type: [String], example: ['kids-family'], description: 'Practical tags (GET /api/tags keys)' })
  tags: string[];
}

/** An event as the public API answers it. */
export class EventResponse extends EventFieldsResponse {
  @ApiProperty({
    nullable: true,
    type: Number,
    example: 1280,
    description:
      "Width in pixels of the uploaded image's largest rendition (its aspect ratio is the image's); null without an uploaded image",
  })
  imageWidth: number | null;

  @ApiProperty({ nullable: true, type: Number, example: 1600, description: "Height in pixels of the uploaded image's largest rendition" })
  imageHeight: number | null;

  @ApiProperty({ example: 'America/Chicago', description: "IANA time zone of the event's state" })
  timeZone: string;

  @ApiProperty({ type: EventOrganizationSummary, nullable: true })
  organization: EventOrganizationSummary | null;

  @ApiProperty({ type: MetroRefResponse, nullable: true, description: "The metro area of the event's city or ZIP code" })
  metro: MetroRefResponse | null;

  @ApiPropertyOptional({ example: 4.7, description: 'Miles from zip/near (one decimal), only when one was given' })
  distanceMiles?: number;
}

/** GET /api/events?fields=card: what an event card shows (the time zone and metro are in the full shape and the detail). */
export class EventCardResponse extends OmitType(EventResponse, [
  'description',
  'organizationId',
  'address',
  'postalCode',
  'isApproved',
  'createdAt',
  'updatedAt',
  'seriesId',
  'tags',
  'timeZone',
  'organization',
  'metro',
] as const) {
  @ApiProperty({
    type: EventOrganizationSummary,
    nullable: true,
    description:
      'Its contact as Register uses it (ticket link, else website, else e-mail): website is null when the event has a ticket link, ' +
      'contactEmail when it has a ticket link or the organization a website (the full shape has both)',
  })
  organization: EventOrganizationSummary | null;
}

/** GET /api/events/:id. Moderation fields are present only for the owning organizer and admins. */
export class EventDetailResponse extends EventResponse {
  @ApiProperty({ type: EventOrganizationDetail, nullable: true })
  organization: EventOrganizationDetail | null;

  @ApiProperty({ nullable: true, type: Number, example: 40.5187, description: 'Derived from the address (ZIP code, else city and state)' })
  latitude: number | null;

  @ApiProperty({ nullable: true, type: Number, example: -74.4121 })
  longitude: number | null;

  @ApiPropertyOptional({ description: 'Owner and admins only' })
  moderationScore?: number;

  @ApiPropertyOptional({ type: [String], description: 'Owner and admins only' })
  moderationFlags?: string[];
}

/** A metro area with its number of upcoming events (GET /api/metros). */
export class MetroCountResponse extends MetroRefResponse {
  @ApiProperty({ type: [String], example: ['TX'] })
  states: string[];

  @ApiProperty({ example: 13, description: 'Upcoming publicly visible events' })
  upcomingEvents: number;
}

/** A nearer answer to an empty listing: its words, its number of events and its listing query. */
class SuggestionResponse {
  @ApiProperty({ example: '3 Telugu events in Chicago' }) text: string;
  @ApiProperty({ example: 3 }) count: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { metro: 'chicago', language: 'te' },
    description: 'The listing query of GET /api/events that finds them',
  })
  query: Record<string, string>;
}

/** GET /api/events/suggestions: an empty listing in words, the filters that emptied it and the nearest answers. */
export class EmptyAnswerResponse {
  @ApiProperty({ example: 0 }) total: number;
  /** 'No Telugu events in Dallas–Fort Worth'; null when the listing has events. */
  @ApiProperty({ type: String, nullable: true, example: 'No Telugu events in Dallas–Fort Worth' }) message: string | null;
  /** Each filter that alone emptied the listing (without it, events come back). */
  @ApiProperty({ type: [String], example: ['language'] }) emptiedBy: Droppable[];
  @ApiProperty({ type: [SuggestionResponse] }) suggestions: SuggestionResponse[];
}
