import { ApiProperty, OmitType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, ValidateIf } from 'class-validator';
import { Checked, formatUsPhone, IgnoresRestOf, isHttpUrl, isUsPhone, StateRule, TextRule, WebAddressToNull } from '../../common/dto-rules';
import { US_STATE_CODES } from '@sangam/shared';
import { RiskLevelProperty } from '../../moderation/dto/risk-level.property';
import { LanguagesField } from '../../events/dto/event-fields';
import type { RiskLevel } from '../../moderation/risk-level';
import { OrganizationResponse } from './organization-response.dto';

const isEmail = (v: unknown) => typeof v === 'string' && v.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
const lowerEmail = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() || null : value));

/** Fields shared by the admin's create and update of an organization. */
class OrganizationFields {
  @LanguagesField('organization')
  languages?: string[] | null;

  @ApiProperty({ required: false, nullable: true, type: String, maxLength: 5000 })
  @TextRule({ label: 'Description', max: 5000 })
  description?: string | null;

  @ApiProperty({ required: false, nullable: true, type: String, example: 'https://dgs.example.org' })
  @WebAddressToNull()
  @Checked({}, (v) =>
    isHttpUrl(v) && (v as string).length <= 500 ? null : 'Website must be a web address starting with http:// or https://',
  )
  website?: string | null;

  @ApiProperty({ required: false, nullable: true, type: String, example: 'https://dgs.example.org/events' })
  @WebAddressToNull()
  @Checked({}, (v) =>
    isHttpUrl(v) && (v as string).length <= 500 ? null : 'Events page must be a web address starting with http:// or https://',
  )
  eventsPageUrl?: string | null;

  @ApiProperty({ required: false, type: [String], description: 'Other pages or calendar feeds with its events (http(s) URLs)' })
  // Absent = unchanged; null is validated and refused (the column is NOT NULL).
  @ValidateIf((_o, v) => v !== undefined)
  @IsArray({ message: 'Event sources must be a list of web addresses' })
  @ArrayMaxSize(20, { message: 'At most 20 event sources' })
  @Checked({}, (v) =>
    Array.isArray(v) && v.every((u) => isHttpUrl(u)) ? null : 'Event sources must be web addresses starting with http:// or https://',
  )
  @Transform(({ value }) =>
    Array.isArray(value) ? value.map((s) => (typeof s === 'string' ? s.trim() : s)).filter((s) => s !== '') : value,
  )
  eventSources?: string[];

  @ApiProperty({ required: false, nullable: true, type: String, example: 'events@dgs.example.org' })
  @lowerEmail()
  @Checked({}, (v) => (isEmail(v) ? null : 'Please enter a valid email'))
  contactEmail?: string | null;

  @ApiProperty({ required: false, nullable: true, type: String, example: '(214) 555-0100' })
  @Transform(({ value }) =>
    typeof value === 'string' ? (value.trim() === '' ? null : isUsPhone(value.trim()) ? formatUsPhone(value.trim()) : value.trim()) : value,
  )
  @Checked({}, (v) => (isUsPhone(v) ? null : 'Please enter a valid US phone number'))
  contactPhone?: string | null;
}

/** The name's and the city's rules (required; on update, an absent one is left alone). */
const NAME_RULE = { label: 'Organization name', required: 'Organization name is required', max: 200 };
const CITY_RULE = { label: 'City', required: 'City is required', max: 100 };

/** An organization as admins see it (everything except login secrets): the public fields, and its review and moderation. */
export class AdminOrganizationResponse extends OrganizationResponse {
  @ApiProperty({ type: [String] }) eventSources: string[];
  @ApiProperty({ description: 'languages were chosen (by the organization or an admin), not inferred' }) languagesChosen: boolean;
  @ApiProperty({
    enum: ['pending', 'approved', 'rejected'],
    description: 'approved: isApproved; rejected: rejectionReason set; else pending',
  })
  status: 'pending' | 'approved' | 'rejected';
  @ApiProperty({ nullable: true, type: String }) submittedBy: string | null;
  @ApiProperty({ nullable: true, type: String }) rejectionReason: string | null;
  @ApiProperty({ description: 'An organizer account (signs in with contactEmail)' }) isRegistered: boolean;
  @ApiProperty() eventsThisMonth: number;
  @ApiProperty() moderationScore: number;
  @RiskLevelProperty() riskLevel: RiskLevel;
  @ApiProperty({ type: [String] }) moderationFlags: string[];
  @ApiProperty() updatedAt: Date;
}

/** POST /api/admin/organizations — the admin's "Add Organization": approved at once. */
export class AdminCreateOrganizationDto extends OrganizationFields {
  @ApiProperty({ example: 'Dallas Gujarati Samaj', maxLength: 200 })
  @TextRule({ ...NAME_RULE, partial: false })
  name: string;

  @ApiProperty({ example: 'Dallas', maxLength: 100 })
  @TextRule({ ...CITY_RULE, partial: false })
  city: string;

  @ApiProperty({ example: 'TX', enum: US_STATE_CODES })
  @StateRule({ partial: false })
  state: string;

  @ApiProperty({ required: false, type: Boolean, default: true, description: 'Approved unless false' })
  @IsOptional()
  @IsBoolean({ message: 'isApproved must be true or false' })
  isApproved?: boolean;
}

/**
 * PUT /api/admin/organizations/:id (react-admin edit): any subset of the fields, plus isApproved
 * and rejectionReason. React-admin sends the whole record back, so read-only fields are accepted and ignored.
 */
@IgnoresRestOf(AdminOrganizationResponse)
export class AdminUpdateOrganizationDto extends OrganizationFields {
  @ApiProperty({ required: false, maxLength: 200 })
  @TextRule({ ...NAME_RULE, partial: true })
  name?: string;

  @ApiProperty({ required: false, maxLength: 100 })
  @TextRule({ ...CITY_RULE, partial: true })
  city?: string;

  @ApiProperty({
    required: false,
    enum: US_STATE_CODES,
    description: "One of the 50 states ('DC' is kept on organizations that already have it)",
  })
  @StateRule({ partial: true, allowDc: true })
  state?: string;

  @ApiProperty({ required: false, type: Boolean })
  @IsOptional()
  @IsBoolean({ message: 'isApproved must be true or false' })
  isApproved?: boolean;

  @ApiProperty({ required: false, nullable: true, type: String, maxLength: 1000, description: 'Set = rejected (out of the pending queue)' })
  @TextRule({ label: 'Rejection reason', max: 1000 })
  rejectionReason?: string | null;
}

/** An organization after moderation was re-run: the stored organization with its new score and flags. */
export class ModeratedOrganizationDto extends OmitType(AdminOrganizationResponse, ['status'] as const) {}
