import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { RiskLevel } from '../risk-level';
import { RiskLevelProperty } from './risk-level.property';

/** The organization embedded in a re-assessed event. */
export class ModeratedEventOrganizationDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'DFW Hindu Temple Society' })
  name: string;

  @ApiProperty({ nullable: true, type: String, example: 'office@dfwhindutemple.org' })
  contactEmail: string | null;
}

/** An event after moderation was re-run: the stored event with its new score and flags. */
export class ModeratedEventDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Diwali Mela & Fireworks' }) title: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) organizationId: string | null;
  @ApiProperty({ example: 'Religious Festivals' }) category: string;
  @ApiProperty({ example: '2026-11-08', description: 'YYYY-MM-DD' }) date: string;
  @ApiProperty({ example: '4:00 PM' }) startTime: string;
  @ApiProperty({ nullable: true, type: String, example: '9:30 PM' }) endTime: string | null;
  @ApiProperty({ example: 'DFW Hindu Temple Grounds' }) venue: string;
  @ApiProperty({ example: 'Irving' }) city: string;
  @ApiProperty({ example: 'TX' }) state: string;
  @ApiProperty({ nullable: true, type: Number, example: 25 }) price: number | null;
  @ApiProperty({ nullable: true, type: String, example: '$10-15' }) priceText: string | null;
  @ApiProperty() isFree: boolean;
  @ApiProperty({ nullable: true, type: String }) ticketUrl: string | null;
  @ApiProperty({ nullable: true, type: String }) imageUrl: string | null;
  @ApiProperty() isApproved: boolean;
  @ApiProperty({ minimum: 0, example: 70, description: '0 = nothing found; higher = more doubtful' }) moderationScore: number;
  @RiskLevelProperty() riskLevel: RiskLevel;
  @ApiProperty({ type: [String], example: ['Possible duplicate of "Diwali Mela" on 2026-11-08 (id 6f1c…)'] }) moderationFlags: string[];
  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: 'The original this event looks like a duplicate of' })
  duplicateOfId: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
  @ApiPropertyOptional({ type: ModeratedEventOrganizationDto, nullable: true }) organization: ModeratedEventOrganizationDto | null;
}

/** An organization after moderation was re-run. */
export class ModeratedOrganizationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'DFW Hindu Temple Society' }) name: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty({ nullable: true, type: String }) website: string | null;
  @ApiProperty({ nullable: true, type: String }) eventsPageUrl: string | null;
  @ApiProperty({ type: [String] }) eventSources: string[];
  @ApiProperty({ nullable: true, type: String }) contactEmail: string | null;
  @ApiProperty({ nullable: true, type: String }) contactPhone: string | null;
  @ApiProperty() city: string;
  @ApiProperty() state: string;
  @ApiProperty() isApproved: boolean;
  @ApiProperty({ nullable: true, type: String }) submittedBy: string | null;
  @ApiProperty({ nullable: true, type: String }) rejectionReason: string | null;
  @ApiProperty() isRegistered: boolean;
  @ApiProperty() eventsThisMonth: number;
  @ApiProperty({ minimum: 0, example: 0 }) moderationScore: number;
  @RiskLevelProperty() riskLevel: RiskLevel;
  @ApiProperty({ type: [String], example: ['Contact email uses a disposable email domain (mailinator.com)'] }) moderationFlags: string[];
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}
