import { ApiProperty } from '@nestjs/swagger';
import { EVENT_CATEGORIES } from '@sangam/shared';
import { RiskLevelProperty } from '../../moderation/dto/risk-level.property';
import type { RiskLevel } from '../../moderation/risk-level';

/** The organization embedded in a managed event. */
export class ManagedEventOrganization {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Dallas Tamil Sangam' })
  name: string;

  @ApiProperty({ nullable: true, type: String })
  description: string | null;

  @ApiProperty({ nullable: true, type: String })
  website: string | null;

  @ApiProperty({ nullable: true, type: String })
  contactEmail: string | null;

  @ApiProperty({ nullable: true, type: String })
  contactPhone: string | null;

  @ApiProperty()
  city: string;

  @ApiProperty()
  state: string;

  @ApiProperty()
  isApproved: boolean;
}

/** An event as its organizer or an admin sees it (every status, moderation results included). */
export class ManagedEventResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Diwali Mela 2025' })
  title: string;

  @ApiProperty({ nullable: true, type: String })
  description: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'uuid' })
  organizationId: string | null;

  @ApiProperty({ type: ManagedEventOrganization, nullable: true })
  organization: ManagedEventOrganization | null;

  @ApiProperty({ enum: EVENT_CATEGORIES })
  category: string;

  @ApiProperty({ example: '2025-11-01', description: "YYYY-MM-DD in the event's time zone (from its state)" })
  date: string;

  @ApiProperty({ example: '6:00 PM' })
  startTime: string;

  @ApiProperty({ nullable: true, type: String, example: '10:00 PM' })
  endTime: string | null;

  @ApiProperty({ example: 'Fair Park' })
  venue: string;

  @ApiProperty({ example: 'Dallas' })
  city: string;

  @ApiProperty({ example: 'TX' })
  state: string;

  @ApiProperty({ nullable: true, type: Number, example: 10 })
  price: number | null;

  @ApiProperty({ nullable: true, type: String, example: '$10-15' })
  priceText: string | null;

  @ApiProperty()
  isFree: boolean;

  @ApiProperty({ nullable: true, type: String })
  ticketUrl: string | null;

  @ApiProperty({ nullable: true, type: String })
  imageUrl: string | null;

  @ApiProperty({ description: "false = 'Pending Approval'" })
  isApproved: boolean;

  @ApiProperty({
    description: "An admin took the event down ('Unpublished by an administrator'): organizer edits do not publish it again",
  })
  unpublishedByAdmin: boolean;

  @ApiProperty({ description: '0 = moderation found nothing' })
  moderationScore: number;

  @RiskLevelProperty()
  riskLevel: RiskLevel;

  @ApiProperty({ type: [String] })
  moderationFlags: string[];

  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: 'An existing event this one looks like a duplicate of' })
  duplicateOfId: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: 'Scraping source, for scraped events' })
  sourceId: string | null;

  @ApiProperty()
  createdAt: Date;

  @ApiProperty()
  updatedAt: Date;
}

/** A pending event in the admin approval queue. */
export class PendingEventOrganization {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ nullable: true, type: String })
  contactEmail: string | null;
}

export class PendingEventResponse extends ManagedEventResponse {
  @ApiProperty({ type: PendingEventOrganization, nullable: true })
  declare organization: ManagedEventOrganization | null;
}

export class RejectResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'rejected' })
  status: string;

  @ApiProperty({ nullable: true, type: String })
  reason: string | null;
}
