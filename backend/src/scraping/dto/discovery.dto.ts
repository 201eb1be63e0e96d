import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { browserAddress, IsUsPhone, IsUsState, RequiredText, StateCode, Trim } from '../../common/dto-rules';
import { RiskLevelProperty } from '../../moderation/dto/risk-level.property';
import type { RiskLevel } from '../../moderation/risk-level';

const trimEach = () =>
  Transform(({ value }) =>
    Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '') : value,
  );

function isWebUrl(v: unknown): boolean {
  return browserAddress(v, ['http', 'https', 'webcal']) !== null;
}

const WebUrl = (message: string, each = false) =>
  ValidateBy(
    {
      name: 'isWebUrl',
      validator: { validate: (v) => (v === null || v === undefined ? true : isWebUrl(v)), defaultMessage: () => message },
    },
    { each },
  );

export class DiscoverOrganizationsDto {
  @ApiProperty({
    type: [String],
    example: ['https://www.dfwhindutemple.org'],
    description: 'Websites to crawl, one per line as typed (a missing https:// is added; blank lines are ignored; at most 10)',
  })
  @IsArray({ message: 'urls must be a list of web addresses' })
  @ArrayMaxSize(10, { message: 'At most 10 URLs can be discovered at once' })
  @IsString({ each: true, message: 'urls must be a list of web addresses' })
  @MaxLength(2000, { each: true, message: 'A URL must be at most 2000 characters' })
  urls: string[];
}

export class DiscoveredOrganizationDto {
  @ApiProperty({ maxLength: 200 })
  @RequiredText('Name', 200)
  name: string;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'https://www.dfwhindutemple.org/' })
  @IsOptional()
  @Trim()
  @MaxLength(500, { message: 'Website must be at most 500 characters' })
  @WebUrl('Website must be a web address starting with http:// or https://')
  website?: string | null;

  @ApiProperty({ nullable: true, type: String })
  @RequiredText('City', 100)
  city: string;

  @ApiProperty({ nullable: true, type: String, example: 'TX' })
  @StateCode()
  @IsNotEmpty({ message: 'State is required' })
  @IsUsState({ allowDc: true })
  state: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Description must be text' })
  @MaxLength(5000, { message: 'Description must be at most 5000 characters' })
  description?: string | null;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @trimEach()
  @IsArray({ message: 'emails must be a list of email addresses' })
  @ArrayMaxSize(20, { message: 'At most 20 emails' })
  @IsEmail({}, { each: true, message: 'emails must be a list of email addresses' })
  @MaxLength(254, { each: true, message: 'An email address must be at most 254 characters' })
  emails?: string[];

  @ApiPropertyOptional({ type: [String], example: ['(214) 555-0100'], description: 'US phone numbers, checked as at signup' })
  @IsOptional()
  @trimEach()
  @IsArray({ message: 'phones must be a list of phone numbers' })
  @ArrayMaxSize(20, { message: 'At most 20 phone numbers' })
  @IsUsPhone({ each: true, message: 'Please enter a valid US phone number' })
  phones?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @trimEach()
  @IsArray({ message: 'event_pages must be a list of web addresses' })
  @ArrayMaxSize(50, { message: 'At most 50 event pages' })
  @WebUrl('event_pages must be a list of web addresses', true)
  event_pages?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @trimEach()
  @IsArray({ message: 'source_pages must be a list of web addresses' })
  @ArrayMaxSize(50, { message: 'At most 50 source pages' })
  @WebUrl('source_pages must be a list of web addresses', true)
  source_pages?: string[];

  @ApiPropertyOptional({ nullable: true, type: String, format: 'date-time' })
  @IsOptional()
  @IsString({ message: 'last_crawled must be a date-time' })
  last_crawled?: string | null;
}

export class DiscoveredOrganizationResultDto {
  @ApiProperty() name: string;
  @ApiProperty() website: string;
  @ApiProperty({ nullable: true, type: String }) city: string | null;
  @ApiProperty({ nullable: true, type: String }) state: string | null;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty({ type: [String] }) emails: string[];
  @ApiProperty({ type: [String] }) phones: string[];
  @ApiProperty({ type: [String], description: 'Events/calendar pages, event platform pages and calendar feeds' }) event_pages: string[];
  @ApiProperty({ type: [String], description: 'Crawled pages where contact details, addresses or event links were found' })
  source_pages: string[];
  @ApiProperty({ format: 'date-time' }) last_crawled: string;
}

/** An address that gave no organization, and why, in plain words. */
export class DiscoveryErrorDto {
  @ApiProperty({ example: 'ganeshmandir.org', description: 'The address as typed' })
  url: string;

  @ApiProperty({
    example: "We couldn't reach ganeshmandir.org (no such site)",
    description: 'Why it could not be read, in plain words (a line that is not a website address fails alone)',
  })
  error: string;
}

export class DiscoverOrganizationsResultDto {
  @ApiProperty({ type: [DiscoveredOrganizationResultDto] })
  organizations: DiscoveredOrganizationResultDto[];

  @ApiProperty({ type: [String], description: 'The URLs that were crawled (normalised)' })
  processed_urls: string[];

  @ApiProperty({
    type: [DiscoveryErrorDto],
    description: 'Typed addresses that gave no organization, in the order typed, each with the reason',
  })
  errors: DiscoveryErrorDto[];
}

export class SavedOrganizationDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) website: string | null;
  @ApiProperty({ nullable: true, type: String }) eventsPageUrl: string | null;
  @ApiProperty({ type: [String] }) eventSources: string[];
  @ApiProperty({ nullable: true, type: String }) contactEmail: string | null;
  @ApiProperty({ nullable: true, type: String }) contactPhone: string | null;
  @ApiProperty() city: string;
  @ApiProperty() state: string;
  @ApiProperty({ description: 'Always false: a discovered organization waits in the approvals queue' }) isApproved: boolean;
  @ApiProperty() moderationScore: number;
  @RiskLevelProperty() riskLevel: RiskLevel;
  @ApiProperty({ type: [String] }) moderationFlags: string[];
}
