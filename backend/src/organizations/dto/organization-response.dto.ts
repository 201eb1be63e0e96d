import { ApiProperty, OmitType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { OptionalText, trimOrOmit, WholeNumber } from '../../common/dto-rules';
import { LanguagesField } from '../../events/dto/event-fields';

/** An organization as the public API shows it (no login or moderation details). */
export class OrganizationResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Dallas Gujarati Samaj' })
  name: string;

  @ApiProperty({ nullable: true, type: String })
  description: string | null;

  @ApiProperty({ nullable: true, type: String })
  website: string | null;

  @ApiProperty({ nullable: true, type: String })
  eventsPageUrl: string | null;

  @ApiProperty({ nullable: true, type: String })
  contactEmail: string | null;

  @ApiProperty({ nullable: true, type: String, example: '(214) 555-0100' })
  contactPhone: string | null;

  @ApiProperty({ example: 'Dallas' })
  city: string;

  @ApiProperty({ example: 'TX' })
  state: string;

  @ApiProperty({ description: 'false until an admin approves the organization' })
  isApproved: boolean;

  @ApiProperty({
    type: [String],
    example: ['te'],
    description: "The communities it serves (GET /api/languages codes, or ['all']): chosen, else inferred from the name",
  })
  languages: string[];

  @ApiProperty()
  createdAt: Date;
}

const ORGANIZATIONS_MAX_LIMIT = 500;

/** GET /api/organizations query. */
export class ListOrganizationsQuery {
  @ApiProperty({ required: false, description: 'Part of the name (case-insensitive)', example: 'samaj', maxLength: 100 })
  @OptionalText('q', 100)
  @Transform(trimOrOmit)
  q?: string;

  @ApiProperty({ required: false, minimum: 1, maximum: ORGANIZATIONS_MAX_LIMIT, default: 100 })
  @IsOptional()
  @WholeNumber('limit', 1, ORGANIZATIONS_MAX_LIMIT)
  limit?: number;

  @ApiProperty({ required: false, minimum: 0, default: 0 })
  @IsOptional()
  @WholeNumber('offset', 0, 100000)
  offset?: number;
}

/** A metro area as answers name it. */
class OrganizationMetro {
  @ApiProperty({ example: 'dallas-fort-worth' })
  slug: string;

  @ApiProperty({ example: 'Dallas–Fort Worth' })
  name: string;
}

/** GET /api/organizations/:id/public: what an approved organization's public page shows. */
export class PublicOrganizationResponse extends OmitType(OrganizationResponse, ['eventsPageUrl', 'isApproved', 'createdAt'] as const) {
  @ApiProperty({ example: 'dallas-gujarati-samaj', description: 'From the name, for readable links (the id finds the organization)' })
  slug: string;

  @ApiProperty({ type: OrganizationMetro, nullable: true })
  metro: OrganizationMetro | null;
}

/** PUT /api/organizations/:id/languages. */
export class OrganizationLanguagesDto {
  @LanguagesField('organization')
  languages: string[] | null;
}

export class OrganizationLanguagesResponse {
  @ApiProperty({ type: [String], example: ['te'] })
  languages: string[];

  @ApiProperty({ description: 'false: inferred from the name' })
  languagesChosen: boolean;
}
