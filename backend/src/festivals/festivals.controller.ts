import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorBody } from '../common/api-error';
import { EventsQueryService } from '../events/events-query.service';
import { LANGUAGES } from '../community-tags/languages';
import { PRACTICAL_TAGS, practicalTagLabel } from '../community-tags/infer-tags';
import { FestivalPagesService } from './festival-pages.service';
import {
  FestivalListQuery,
  FestivalNameQuery,
  FestivalPageResponse,
  FestivalPlaceQuery,
  FestivalSummaryResponse,
  LanguageResponse,
  TagResponse,
  UpcomingFestivalResponse,
} from './dto/festivals.dto';

/** The community calendar's public reads: festivals, languages and practical tags. */
@ApiTags('festivals')
@Controller()
export class FestivalsController {
  constructor(
    private readonly pages: FestivalPagesService,
    private readonly events: EventsQueryService,
  ) {}

  @Get('festivals')
  @ApiOperation({ summary: "A year's festivals with their US dates and event counts, upcoming first" })
  @ApiOkResponse({ type: [FestivalSummaryResponse] })
  @ApiBadRequestResponse({ type: ApiErrorBody, description: 'Unknown metro, bad zip/near/radius or year' })
  @ApiNotFoundResponse({ type: ApiErrorBody, description: 'Festival not found (a year outside the table)' })
  async list(@Query() q: FestivalListQuery, @Res({ passthrough: true }) res: Response): Promise<FestivalSummaryResponse[]> {
    res.setHeader('Cache-Control', 'public, max-age=300');
    return this.pages.list(q.year, q);
  }

  @Get('festivals/upcoming')
  @ApiOperation({ summary: 'The next festival (within 60 days) and its events near the visitor ("Coming up: Diwali in 12 days")' })
  @ApiOkResponse({ type: UpcomingFestivalResponse })
  @ApiBadRequestResponse({ type: ApiErrorBody, description: 'Unknown metro, bad zip/near/radius' })
  async upcoming(@Query() q: FestivalPlaceQuery, @Res({ passthrough: true }) res: Response): Promise<UpcomingFestivalResponse> {
    res.setHeader('Cache-Control', 'public, max-age=300');
    return { festival: await this.pages.upcoming(q) };
  }

  @Get('festivals/next')
  @ApiOperation({
    summary: "The next occurrence of the festival a search names ('navratri', 'deepavali', 'garba nights'): its dates and page",
  })
  @ApiOkResponse({ type: UpcomingFestivalResponse })
  @ApiBadRequestResponse({ type: ApiErrorBody, description: 'Unknown metro, bad zip/near/radius, q missing or too long' })
  async next(@Query() q: FestivalNameQuery, @Res({ passthrough: true }) res: Response): Promise<UpcomingFestivalResponse> {
    res.setHeader('Cache-Control', 'public, max-age=300');
    return { festival: await this.pages.next(q.q, q) };
  }

  @Get('festivals/:pageSlug')
  @ApiOperation({
    summary:
      "A festival's page: diwali-2026 — what it is, its dates in each zone, its metros with events; a name without a year (navratri) is its next occurrence",
  })
  @ApiOkResponse({ type: FestivalPageResponse })
  @ApiNotFoundResponse({ type: ApiErrorBody, description: 'Festival not found' })
  async page(
    @Param('pageSlug') pageSlug: string,
    @Query() q: FestivalPlaceQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<FestivalPageResponse> {
    res.setHeader('Cache-Control', 'public, max-age=300');
    return this.pages.page(pageSlug, q);
  }

  @Get('languages')
  @ApiOperation({ summary: 'The communities events can serve, with their number of upcoming events' })
  @ApiOkResponse({ type: [LanguageResponse] })
  async languages(@Res({ passthrough: true }) res: Response): Promise<LanguageResponse[]> {
    res.setHeader('Cache-Control', 'public, max-age=300');
    const counts = new Map((await this.events.languageCounts()).map((c) => [c.code, c.n]));
    return LANGUAGES.map((l) => ({ code: l.code, name: l.name, nativeName: l.nativeName, eventCount: counts.get(l.code) ?? 0 }));
  }

  @Get('tags')
  @ApiOperation({ summary: 'The practical tags events can carry, in display order' })
  @ApiOkResponse({ type: [TagResponse] })
  tags(@Res({ passthrough: true }) res: Response): TagResponse[] {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    return PRACTICAL_TAGS.map((key) => ({ key, label: practicalTagLabel(key) }));
  }
}
