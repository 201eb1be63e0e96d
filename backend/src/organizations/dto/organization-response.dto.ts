import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
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

const toInt = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;
};

const ORGANIZATIONS_MAX_LIMIT = 500;

/** GET /api/organizations query. */
export class ListOrganizationsQuery {
  @ApiProperty({ required: false, description: 'Part of the name (case-insensitive)', example: 'samaj', maxLength: 100 })
  @IsOptional()
  @IsString({ message: 'q must be a single text value' })
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  q?: string;

  @ApiProperty({ required: false, minimum: 1, maximum: ORGANIZATIONS_MAX_LIMIT, default: 100 })
  @IsOptional()
  @IsInt({ message: `limit must be a whole number from 1 to ${ORGANIZATIONS_MAX_LIMIT}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${ORGANIZATIONS_MAX_LIMIT}` })
  @Max(ORGANIZATIONS_MAX_LIMIT, { message: `limit must be a whole number from 1 to ${ORGANIZATIONS_MAX_LIMIT}` })
  @Transform(toInt)
  limit?: number;

  @ApiProperty({ required: false, minimum: 0, default: 0 })
  @IsOptional()
  @IsInt({ message: 'offset must be a whole number from 0 to 100000' })
  @Min(0, { message: 'offset must be a whole number from 0 to 100000' })
  @Max(100000, { message: 'offset must be a whole number from 0 to 100000' })
  @Transform(toInt)
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
export class PublicOrganizationResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'dallas-gujarati-samaj', description: 'From the name, for readable links (the id finds the organization)' })
  slug: string;

  @ApiProperty({ example: 'Dallas Gujarati Samaj' })
  name: string;

  @ApiProperty({ nullable: true, type: String })
  description: string | null;

  @ApiProperty({ example: 'Irving' })
  city: string;

  @ApiProperty({ example: 'TX' })
  state: string;

  @ApiProperty({ nullable: true, type: String })
  website: string | null;

  @ApiProperty({ nullable: true, type: String })
  contactEmail: string | null;

  @ApiProperty({ nullable: true, type: String })
  contactPhone: string | null;

  @ApiProperty({ type: OrganizationMetro, nullable: true })
  metro: OrganizationMetro | null;

  @ApiProperty({ type: [String], example: ['te'], description: 'The communities it serves: chosen, else inferred from the name' })
  languages: string[];
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
