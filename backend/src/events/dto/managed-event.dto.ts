import { EVENT_CATEGORIES } from '@sangam/shared';
import { ApiProperty, OmitType, PickType } from '@nestjs/swagger';
import { RiskLevelProperty } from '../../moderation/dto/risk-level.property';
import type { RiskLevel } from '../../moderation/risk-level';
import { OrganizationResponse } from '../../organizations/dto/organization-response.dto';
import { EventFieldsResponse } from './public-event.dto';

/** The organization embedded in a managed event. */
export class ManagedEventOrganization extends OmitType(OrganizationResponse, ['eventsPageUrl', 'languages', 'createdAt'] as const) {}

/** An event as its organizer or an admin sees it (every status, moderation results included). */
export class ManagedEventResponse extends EventFieldsResponse {
  @ApiProperty({ enum: EVENT_CATEGORIES })
  declare category: string;

  @ApiProperty({ type: ManagedEventOrganization, nullable: true })
  organization: ManagedEventOrganization | null;

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

  @ApiProperty({
    enum: ['festival', 'languages', 'tags'],
    isArray: true,
    description:
      'Which of festival, languages and tags the organizer or an admin chose; the others are inferred from the text at every change',
  })
  chosen: Array<'festival' | 'languages' | 'tags'>;
}

/** The organization of an event in the admin approval queue. */
class PendingEventOrganization extends PickType(ManagedEventOrganization, ['id', 'name', 'contactEmail'] as const) {}

/** A pending event in the admin approval queue. */
export class PendingEventResponse extends ManagedEventResponse {
  @ApiProperty({ type: PendingEventOrganization, nullable: true })
  declare organization: ManagedEventOrganization | null;
}

/** An event after moderation was re-run: the stored event with its new score and flags, as the approval queue shows it. */
export class ModeratedEventDto extends PendingEventResponse {}

export class RejectResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'rejected' })
  status: string;

  @ApiProperty({ nullable: true, type: String })
  reason: string | null;
}
