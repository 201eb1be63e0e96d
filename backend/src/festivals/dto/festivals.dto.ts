import { ApiProperty, ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { ListEventsQuery } from '../../events/dto/list-events.query';
import { MetroRefResponse } from '../../events/dto/public-event.dto';
import { FestivalDateResponse } from './festival-dates.admin.dto';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { lowerTrimOrOmit, OptionalText, trimOrOmit } from '../../common/dto-rules';

/** near and radius as the festival pages take them (with the validator's own messages, unlike the listing's). */
class FestivalNearQuery {
  @ApiPropertyOptional({ description: 'latitude,longitude', example: '32.9,-96.9' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  @Transform(trimOrOmit)
  near?: string;

  @ApiPropertyOptional({ description: 'Miles around zip or near (default 25)', example: '25' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  @Transform(trimOrOmit)
  radius?: string;
}

/** Where the visitor is (GET /api/festivals…): a metro, or a ZIP code / coordinates with a radius, as the listing takes them. */
export class FestivalPlaceQuery extends IntersectionType(PickType(ListEventsQuery, ['zip'] as const), FestivalNearQuery) {
  @ApiPropertyOptional({ description: "Metro area slug: its time zone's dates, its events counted", example: 'dallas-fort-worth' })
  @OptionalText('metro', 100)
  @Transform(lowerTrimOrOmit)
  metro?: string;
}

export class FestivalListQuery extends FestivalPlaceQuery {
  @ApiPropertyOptional({ description: 'Year (default: this year)', example: 2026 })
  @IsOptional()
  @IsInt({ message: 'year must be a year such as 2026' })
  @Min(2000, { message: 'year must be a year such as 2026' })
  @Max(2100, { message: 'year must be a year such as 2026' })
  @Transform(({ value }) => (typeof value === 'string' && /^\s*\d{4}\s*$/.test(value) ? Number(value) : value))
  year?: number;
}

export class FestivalNameQuery extends FestivalPlaceQuery {
  @ApiProperty({ description: 'Search words that may name a festival (any of its names or spellings)', example: 'navratri' })
  @IsString({ message: 'q must be a single text value' })
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  q: string;
}

export class SeasonResponse {
  @ApiProperty({ example: '2026-09-22' }) from: string;
  @ApiProperty({ example: '2026-12-25' }) to: string;
}

export class FestivalSummaryResponse extends PickType(FestivalDateResponse, ['startDate', 'mainDate', 'endDate'] as const) {
  @ApiProperty({ example: 'diwali' }) slug: string;
  @ApiProperty({ example: 'Diwali' }) name: string;
  @ApiProperty({ example: 2026 }) year: number;
  @ApiProperty({ example: 'diwali-2026', description: 'The public page: /festivals/diwali-2026' }) pageSlug: string;
  @ApiProperty({ example: 12, description: 'Days from today to the main day (negative once past)' }) daysUntil: number;
  @ApiProperty({
    example: 23,
    description: 'Upcoming public events of the festival in its season (in the metro / near the place when given)',
  })
  eventCount: number;
  @ApiProperty({ description: 'One paragraph' }) summary: string;
  @ApiProperty({
    type: SeasonResponse,
    description: 'The days whose events belong to its page (45 days before its start to 45 after its end)',
  })
  season: SeasonResponse;
}

class RegionalNameResponse {
  @ApiProperty({ example: 'Deepavali' }) name: string;
  @ApiProperty({ type: [String], example: ['ta', 'te'] }) languages: string[];
}
class FestivalDatesResponse extends PickType(FestivalDateResponse, ['startDate', 'mainDate', 'endDate', 'note'] as const) {
  @ApiProperty({ example: 'America/New_York' }) timeZone: string;
}
class FestivalMetroResponse extends MetroRefResponse {
  @ApiProperty({ example: 4, description: 'Public events of the festival in its season, past included' }) eventCount: number;
}

export class FestivalPageResponse extends FestivalSummaryResponse {
  @ApiProperty({ type: [RegionalNameResponse] }) regionalNames: RegionalNameResponse[];
  @ApiProperty({ type: [String], description: "Codes of the communities that keep it as their own; [] = everyone's" })
  communities: string[];
  @ApiProperty({ type: [FestivalDatesResponse], description: 'Its days in each US time zone' }) dates: FestivalDatesResponse[];
  @ApiProperty({ type: [FestivalMetroResponse] }) metros: FestivalMetroResponse[];
}

export class UpcomingFestivalResponse {
  @ApiProperty({ type: FestivalSummaryResponse, nullable: true }) festival: FestivalSummaryResponse | null;
}

export class LanguageResponse {
  @ApiProperty({ example: 'te' }) code: string;
  @ApiProperty({ example: 'Telugu' }) name: string;
  @ApiProperty({ example: 'తెలుగు' }) nativeName: string;
  @ApiProperty({ example: 7, description: 'Upcoming public events serving the community' }) eventCount: number;
}

export class TagResponse {
  @ApiProperty({ example: 'kids-family' }) key: string;
  @ApiProperty({ example: 'Kids & family' }) label: string;
}
