import { ApiProperty, OmitType } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { EmailRule, RequiredText } from '../../common/dto-rules';
import {
  OrganizationCityField,
  OrganizationDescriptionField,
  OrganizationPhoneField,
  OrganizationStateField,
  OrganizationWebAddressField,
} from '../../organizations/dto/organization-fields';
import { OrganizationResponse } from '../../organizations/dto/organization-response.dto';

const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;

/** POST /api/org/signup — an organizer account (a registered organization awaiting approval). */
export class OrgSignupDto {
  @ApiProperty({ example: 'Dallas Tamil Sangam', maxLength: 200 })
  @RequiredText('Organizer name', 200)
  name: string;

  @OrganizationDescriptionField('Tamil cultural programs and festivals in DFW.')
  description?: string | null;

  @ApiProperty({ example: 'events@dallastamilsangam.org', description: 'Sign-in email; unique among organizers (case-insensitive)' })
  @EmailRule()
  contactEmail: string;

  @ApiProperty({ example: 'a-long-secret', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
  @IsString({ message: 'Password must be at least 6 characters' })
  @MinLength(PASSWORD_MIN, { message: 'Password must be at least 6 characters' })
  @MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` })
  password: string;

  @OrganizationPhoneField()
  contactPhone?: string | null;

  @OrganizationWebAddressField('Website', 'https://dallastamilsangam.org')
  website?: string | null;

  @OrganizationWebAddressField('Events page', 'https://dallastamilsangam.org/events')
  eventsPageUrl?: string | null;

  @OrganizationCityField()
  city: string;

  @OrganizationStateField()
  state: string;
}

/** POST /api/org/login */
export class OrgLoginDto {
  @ApiProperty({ example: 'events@dallastamilsangam.org' })
  @EmailRule()
  email: string;

  @ApiProperty({ example: 'a-long-secret' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  @MaxLength(PASSWORD_MAX, { message: 'Invalid email or password' })
  password: string;
}

export class TokenResponse {
  @ApiProperty({ description: 'Bearer token (JWT, HS256, 7 days); keep it as orgToken', example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9…' })
  token: string;
}

/** GET /api/org/me: the organization's own record (its public fields as OrganizationResponse documents them, and more). */
export class OrgProfileResponse extends OmitType(OrganizationResponse, ['contactEmail', 'languages'] as const) {
  @ApiProperty({ example: 'events@dallastamilsangam.org' })
  email: string;

  @ApiProperty({ nullable: true, type: String, description: 'Set when an admin rejected the organization' })
  rejectionReason: string | null;

  @ApiProperty({
    nullable: true,
    type: Date,
    description: 'When it last re-applied after a rejection: until an admin approves it, its events cannot be added or changed',
  })
  reappliedAt: Date | null;

  @ApiProperty({
    type: [String],
    example: ['ta'],
    description: 'The communities it serves: chosen (PUT /api/org/languages), else inferred from the name',
  })
  languages: string[];

  @ApiProperty({ description: 'languages were chosen, not inferred' })
  languagesChosen: boolean;

  @ApiProperty({ description: "Events this organization created this calendar month (in the organization's time zone)", example: 3 })
  eventsThisMonth: number;
}
