import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsISO8601, IsNotEmpty, IsOptional } from 'class-validator';
import { FestivalSummaryResponse, LanguageResponse } from '../../festivals/dto/festivals.dto';
import { ZIP_FORMAT_MESSAGE } from '../../places/place-query';
import { Checked, EmailRule, OptionalText, TrimToNull } from '../../common/dto-rules';

/** A filter of a follow: text of at most `max` characters, '' and null meaning all. */
const FilterText = (name: string, max: number, example: string) =>
  applyDecorators(TrimToNull(), OptionalText(name, max), ApiPropertyOptional({ nullable: true, type: String, example, maxLength: max }));

/** A metro or ZIP follow's filters (null or absent: all); PUT /api/follows/manage/:id, and part of POST /api/follows. */
export class FollowFiltersDto {
  @FilterText('category', 50, 'Cultural Events')
  category?: string | null;

  @FilterText('language', 20, 'te')
  language?: string | null;

  @FilterText('festival', 60, 'diwali')
  festival?: string | null;
}

/** POST /api/follows: a metro or a ZIP and radius (optionally narrowed by the filters) or an organization, and the email to mail. */
export class FollowDto extends FollowFiltersDto {
  @ApiProperty({ maxLength: 254, example: 'priya@example.com' })
  @IsNotEmpty({ message: 'Email is required' })
  @EmailRule()
  email: string;

  @ApiPropertyOptional({
    type: String,
    description: 'A metro slug (GET /api/metros); give metro, zip or organizationId',
    example: 'dallas-fort-worth',
    maxLength: 100,
  })
  @OptionalText('metro', 100)
  @TrimToNull()
  metro?: string | null;

  @ApiPropertyOptional({
    type: String,
    description: 'A 5-digit US ZIP code: events within `radius` miles of it; give metro, zip or organizationId',
    example: '08817',
  })
  @Checked({}, (v) => (typeof v === 'string' && v.length <= 10 ? null : ZIP_FORMAT_MESSAGE))
  @TrimToNull()
  zip?: string | null;

  @ApiPropertyOptional({
    description: 'Miles around zip, 1–500 (default 25); only with zip',
    example: 25,
    oneOf: [{ type: 'number' }, { type: 'string' }],
  })
  @IsOptional()
  radius?: number | string | null;

  @ApiPropertyOptional({ type: String, description: 'An approved organization; give metro, zip or organizationId', format: 'uuid' })
  @Checked({}, (v) => (typeof v === 'string' && v.length <= 36 ? null : 'Invalid organizationId'))
  @TrimToNull()
  organizationId?: string | null;
}

const LINK_INVALID = 'This link is invalid or has expired';

/** ?token= of the confirm, unsubscribe and manage links. */
export class FollowTokenQuery {
  @ApiProperty({ description: 'The token of the link in the mail', maxLength: 600 })
  @Checked({ required: LINK_INVALID }, (v) => (typeof v === 'string' && v.length <= 600 ? null : LINK_INVALID))
  token: string;
}

export class FollowAcceptedResponse {
  @ApiProperty({ example: 'Check your email to confirm' })
  message: string;
}

export class FollowScopeRef {
  @ApiProperty({ example: 'dallas-fort-worth', description: 'Metro slug or organization id' })
  id: string;
  @ApiProperty({ example: 'Dallas–Fort Worth' })
  name: string;
}

/** A follow as its owner sees it (confirm, unsubscribe and manage answers). */
export class FollowResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Telugu events in Dallas–Fort Worth', description: 'What is followed, in words' }) name: string;
  @ApiProperty({ type: FollowScopeRef, nullable: true, description: 'The metro followed' }) metro: FollowScopeRef | null;
  @ApiProperty({ type: FollowScopeRef, nullable: true, description: 'The organization followed' }) organization: FollowScopeRef | null;
  @ApiProperty({ nullable: true, type: String, example: '08817', description: 'The ZIP code followed (with radius)' }) zip: string | null;
  @ApiProperty({ nullable: true, type: Number, example: 25, description: 'Miles around zip' }) radius: number | null;
  @ApiProperty({ nullable: true, type: String }) category: string | null;
  @ApiProperty({ nullable: true, type: String }) language: string | null;
  @ApiProperty({ nullable: true, type: String }) festival: string | null;
  @ApiProperty({ enum: ['pending', 'active', 'unsubscribed', 'bounced'] }) status: 'pending' | 'active' | 'unsubscribed' | 'bounced';
}

export class FollowConfirmedResponse {
  @ApiProperty({ example: 'You are following events in Dallas–Fort Worth' }) message: string;
  @ApiProperty({ type: FollowResponse }) follow: FollowResponse;
  @ApiProperty({ description: 'Token for /follows/manage (all follows of this email)' }) manageToken: string;
}

export class FollowUnsubscribedResponse {
  @ApiProperty({ example: 'You will not receive emails about events in Dallas–Fort Worth any more' }) message: string;
  @ApiProperty({ type: FollowResponse, nullable: true, description: 'The follow (null when every follow of the address was stopped)' })
  follow: FollowResponse | null;
  @ApiProperty({ description: 'Token for /follows/manage' }) manageToken: string;
}

export class LanguageChoice extends PickType(LanguageResponse, ['code', 'name'] as const) {}

export class FestivalChoice extends PickType(FestivalSummaryResponse, ['slug', 'name'] as const) {}

/** What a metro follow's filters may be set to. */
export class FollowChoices {
  @ApiProperty({ type: [String] }) categories: string[];
  @ApiProperty({ type: [LanguageChoice] }) languages: LanguageChoice[];
  @ApiProperty({ type: [FestivalChoice] }) festivals: FestivalChoice[];
}

export class FollowManageResponse {
  @ApiProperty({ example: 'priya@example.com' }) email: string;
  @ApiProperty({ type: [FollowResponse], description: 'Pending and active follows, oldest first' }) follows: FollowResponse[];
  @ApiProperty({ type: FollowChoices, description: 'The values the filters take' }) choices: FollowChoices;
}

/** POST /api/admin/follows/run's query: the instant the digests are written as of (tests and rehearsals). */
export class RunFollowsQuery {
  @ApiPropertyOptional({
    description: "Run as of this instant (ISO 8601, at most 7 days from now either way; default now): the digests are its weekend's",
    example: '2026-12-10T14:00:00Z',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'at must be an ISO 8601 date and time' })
  at?: string;
}

export class DigestRunResponse {
  @ApiProperty({ description: 'Digests written to the outbox' }) digests: number;
  @ApiProperty({ description: 'New-event notices written to the outbox' }) notices: number;
}
