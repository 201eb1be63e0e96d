import { Body, Controller, Delete, Get, Headers, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrorBody } from '../common/api-error';
import { IdParam } from '../common/id-param';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { EventResponse } from '../events/dto/public-event.dto';
import { ContactService } from './contact.service';
import {
  ContactDto,
  ContactResponse,
  PageViewDto,
  SavedEventResponse,
  SaveEventDto,
  SessionQuery,
  StatsResponse,
} from './dto/community.dto';
import { PageViewsService } from './page-views.service';
import { SavedEventsService } from './saved-events.service';
import { StatsService } from './stats.service';
import { isBot } from '../insights/bots';
import { VisitorSessions } from '../insights/visitor-sessions';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RATE_LIMITS } from '../rate-limit/rate-limits';

@ApiTags('community')
@Controller()
export class CommunityController {
  constructor(
    private readonly statsService: StatsService,
    private readonly saved: SavedEventsService,
    private readonly contact: ContactService,
    private readonly pageViews: PageViewsService,
    private readonly visitors: VisitorSessions,
  ) {}

  @Get('stats')
  @ApiOperation({
    summary: "The statistics panel's figures",
    description: 'totalEvents is live (upcoming public events); the others are the CommunityStats figures admins maintain.',
  })
  @ApiOkResponse({ type: StatsResponse })
  stats(): Promise<StatsResponse> {
    return this.statsService.stats();
  }

  @Get('saved-events')
  @ApiOperation({ summary: "A browser session's saved events", description: 'Publicly visible events only (past ones included), by date.' })
  @ApiOkResponse({ type: [EventResponse] })
  @ApiBadRequestResponse({ type: ApiErrorBody })
  async listSaved(@Query() q: SessionQuery, @Res({ passthrough: true }) res: Response): Promise<EventResponse[]> {
    const items = await this.saved.list(q.userSession);
    res.setHeader('X-Total-Count', String(items.length));
    res.setHeader('Cache-Control', 'no-store');
    return items;
  }

  @Post('saved-events')
  @RateLimit('saved-events')
  @ApiOperation({
    summary: 'Save (bookmark) an event',
    description:
      "Idempotent: saving again answers 200 with the same record. Counted in the event's insights only for a request that carries the visitor session cookie the page-view beacon issues.",
  })
  @ApiCreatedResponse({ type: SavedEventResponse })
  @ApiOkResponse({ type: SavedEventResponse, description: 'Already saved' })
  @ApiNotFoundResponse({ type: ApiErrorBody, description: 'Event not found' })
  async save(
    @Body() dto: SaveEventDto,
    @Headers('user-agent') userAgent: string | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SavedEventResponse> {
    const { saved, created } = await this.saved.save(dto.userSession, dto.eventId);
    // Counted for insights by the visitor session the server issued (the userSession is the browser's own choice).
    const visitor = this.visitors.read(req);
    if (visitor && !isBot(userAgent)) await this.pageViews.recordSave(visitor, dto.eventId, req);
    res.status(created ? 201 : 200);
    return saved;
  }

  @Delete('saved-events/:eventId')
  @RateLimit('saved-events')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a saved event', description: 'Idempotent: removing an event that is not saved answers 204 too.' })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ type: ApiErrorBody })
  async unsave(@IdParam('eventId') eventId: string, @Query() q: SessionQuery): Promise<void> {
    await this.saved.remove(q.userSession, eventId);
  }

  @Post('contact')
  @Idempotent()
  @RateLimit('contact')
  @ApiOperation({ summary: 'Send a message to the team', description: 'Stored for admins to read.' })
  @ApiCreatedResponse({ type: ContactResponse })
  @ApiBadRequestResponse({ type: ApiErrorBody })
  sendContact(@Body() dto: ContactDto): Promise<ContactResponse> {
    return this.contact.create(dto);
  }

  @Post('page-views')
  @RateLimit('page-view')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Record a page view, or a calendar add, ticket click or share on an event page',
    description: `The public site's beacon, for the site's page views and events' insights. Counted by the visitor session the server issues: an HttpOnly cookie \`sangam_visitor\` (path /api, SameSite=Lax, a year), set on the answer when the request has none; a request that brings none counts only as a page view. Counted once per session a day (per page for views, per event and kind for the rest); per client address at most ${RATE_LIMITS.insight.limit} new sessions and actions an hour are counted. Queued and written in batches within about a second; answers at once. Requests from bots (insights/bots.ts) are answered but not counted.`,
  })
  @ApiAcceptedResponse()
  @ApiBadRequestResponse({ type: ApiErrorBody })
  async recordPageView(
    @Body() dto: PageViewDto,
    @Headers('user-agent') userAgent: string | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    const visitor = this.visitors.ensure(req, res);
    if (!isBot(userAgent)) await this.pageViews.record(dto, visitor, req);
  }
}
