import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, Max, Min, ValidateIf } from 'class-validator';
import { Checked, isUsState, ReadOnlyFields, TextRule } from '../../common/dto-rules';

/** A message sent through the contact form, as admins read it. */
export class ContactMessageResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() subject: string;
  @ApiProperty() message: string;
  @ApiProperty({ description: 'An admin has dealt with it' }) handled: boolean;
  @ApiProperty({ nullable: true, type: Date }) handledAt: Date | null;
  @ApiProperty() createdAt: Date;
}

/** PUT /api/admin/contact-messages/:id — mark handled (or not). The rest of the record is read-only and ignored. */
@ReadOnlyFields('id', 'name', 'email', 'subject', 'message', 'handledAt', 'createdAt')
export class UpdateContactMessageDto {
  @ApiProperty({ type: Boolean, example: true })
  @IsBoolean({ message: 'handled must be true or false' })
  handled: boolean;
}

/** A CommunityStats row (the 'national' row feeds the home page statistics panel). */
export class CommunityStatsResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'national' }) region: string;
  @ApiProperty({ nullable: true, type: String }) city: string | null;
  @ApiProperty({ nullable: true, type: String }) state: string | null;
  @ApiProperty() totalEvents: number;
  @ApiProperty({ example: 19 }) totalOrganizations: number;
  @ApiProperty({ example: 12600 }) totalFamilies: number;
  @ApiProperty({ example: 185000 }) monthlyViews: number;
  @ApiProperty() eventsSavedThisMonth: number;
  @ApiProperty() activeOrganizationsThisMonth: number;
  @ApiProperty() lastUpdated: Date;
  @ApiProperty() createdAt: Date;
}

const count = (label: string) => (target: object, key: string | symbol) => {
  ApiProperty({ required: false, type: Number, minimum: 0, maximum: 2_000_000_000, description: label })(target, key);
  // Absent = unchanged; null is validated and refused (the figures are NOT NULL columns).
  ValidateIf((_o, v) => v !== undefined)(target, key);
  // Applied last = reported first when several fail (see dto-rules.ts).
  Min(0, { message: `${label} must be 0 or more` })(target, key);
  Max(2_000_000_000, { message: `${label} is too large` })(target, key);
  IsInt({ message: `${label} must be a whole number` })(target, key);
};

/** PUT /api/admin/community-stats/:id — the figures; region, id and timestamps are read-only (ignored). */
@ReadOnlyFields('id', 'region', 'lastUpdated', 'createdAt')
export class UpdateCommunityStatsDto {
  @ApiProperty({ required: false, nullable: true, type: String, maxLength: 100 })
  @TextRule({ label: 'City', max: 100 })
  city?: string | null;

  @ApiProperty({ required: false, nullable: true, type: String, example: 'TX' })
  @Checked({}, (v) => (isUsState(typeof v === 'string' ? v.toUpperCase() : v, true) ? null : 'State must be a US state code such as TX'))
  state?: string | null;

  @count('Total events') totalEvents?: number;
  @count('Organizations') totalOrganizations?: number;
  @count('NRI families') totalFamilies?: number;
  @count('Monthly views') monthlyViews?: number;
  @count('Events saved this month') eventsSavedThisMonth?: number;
  @count('Active organizations this month') activeOrganizationsThisMonth?: number;
}

/** GET /api/admin/summary — the dashboard tiles' counts. */
export class AdminSummaryResponse {
  @ApiProperty({ description: 'Organizations awaiting review' }) pendingOrganizations: number;
  @ApiProperty({ description: 'Events awaiting approval' }) pendingEvents: number;
  @ApiProperty({ description: 'Contact messages not yet handled' }) unhandledMessages: number;
  @ApiProperty({ description: 'Scraping sources (all)' }) scrapingSources: number;
  @ApiProperty({ description: 'Active scraping sources' }) activeScrapingSources: number;
}
