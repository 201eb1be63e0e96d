import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The organization embedded in listing answers. */
export class EventOrganizationSummary {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Dallas Gujarati Samaj' })
  name: string;

  @ApiProperty({ nullable: true, type: String, example: 'https://dgs.example.org' })
  website: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'events@dgs.example.org' })
  contactEmail: string | null;
}

/** The organization embedded in the event detail answer. */
export class EventOrganizationDetail extends EventOrganizationSummary {
  @ApiProperty({ nullable: true, type: String })
  description: string | null;

  @ApiProperty({ nullable: true, type: String, example: '(214) 555-0100' })
  contactPhone: string | null;
}

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

  @ApiProperty({ example: '7:00 PM' })
  startTime: string;

  @ApiProperty({ nullable: true, type: String, example: '11:00 PM' })
  endTime: string | null;

  @ApiProperty({ example: 'Curtis Culwell Center' })
  venue: string;

  @ApiProperty({ example: 'Garland' })
  city: string;

  @ApiProperty({ example: 'TX' })
  state: string;

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
}

/** An event as the public API answers it. */
export class EventResponse extends EventFieldsResponse {
  @ApiProperty({ example: 'America/Chicago', description: "IANA time zone of the event's state" })
  timeZone: string;

  @ApiProperty({ type: EventOrganizationSummary, nullable: true })
  organization: EventOrganizationSummary | null;
}

/** GET /api/events/:id. Moderation fields are present only for the owning organizer and admins. */
export class EventDetailResponse extends EventResponse {
  @ApiProperty({ type: EventOrganizationDetail, nullable: true })
  organization: EventOrganizationDetail | null;

  @ApiPropertyOptional({ description: 'Owner and admins only' })
  moderationScore?: number;

  @ApiPropertyOptional({ type: [String], description: 'Owner and admins only' })
  moderationFlags?: string[];
}
