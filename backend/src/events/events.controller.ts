import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrorBody } from '../common/api-error';
import { IdParam } from '../common/id-param';
import { CurrentPrincipal } from '../auth/auth.decorators';
import { Principal } from '../auth/principal';
import { CalendarService, fileSlug } from './calendar.service';
import { EmptyAnswerResponse, EventCardResponse, EventDetailResponse, EventResponse } from './dto/public-event.dto';
import { ListEventsQuery } from './dto/list-events.query';
import { EventsQueryService } from './events-query.service';
import { sendJson, sendListPage, ValidatedListQueries } from './public-answers';

/** Cache-Control of an answer about an event only its organizer and admins may see. */
const PRIVATE_ANSWER = 'private, no-store';

/**
 * The public read side of events: listing and search, detail, calendar export. The listing and an anonymous visitor's
 * detail come as JSON text from the public read cache (EventsQueryService), sent as they are; Express adds the ETag
 * (a revalidation gets its 304) and the compression middleware compresses them, as for every answer. Repeats are
 * answered by PublicAnswers (public-answers.ts) before the guard and pipes.
 */
@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(
    private readonly events: EventsQueryService,
    private readonly calendar: CalendarService,
    private readonly validated: ValidatedListQueries,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'List and search publicly visible events',
    description:
      "Approved events of approved organizations (or of none), upcoming by default (today or later in the event's time zone). " +
      'Sorted by date (then start time) ascending unless asked otherwise; a search without sortBy by day, then relevance within a day. ' +
      'The total number of matching events is in the X-Total-Count header.',
  })
  @ApiExtraModels(EventCardResponse)
  @ApiOkResponse({
    description: 'Full rows (EventResponse), or cards (EventCardResponse) with fields=card',
    schema: { type: 'array', items: { oneOf: [{ $ref: getSchemaPath(EventResponse) }, { $ref: getSchemaPath(EventCardResponse) }] } },
    headers: {
      'X-Total-Count': { description: 'Number of matching events (all pages), at most 1000', schema: { type: 'integer' } },
      'X-Total-Count-Capped': {
        description: "'true' when more than 1000 events match (X-Total-Count is then 1000)",
        schema: { type: 'string' },
      },
      'X-Search-Place': {
        description: "URI-encoded place a search's place words became a filter for ('New Jersey', 'Edison, NJ')",
        schema: { type: 'string' },
      },
      'X-Search-Text': {
        description:
          "With X-Search-Place: the URI-encoded words of the search left once the place words became the filter ('diwali' for " +
          "'diwali wyoming'; empty when the search was only a place) — the same search everywhere",
        schema: { type: 'string' },
      },
    },
  })
  @ApiBadRequestResponse({ type: ApiErrorBody, description: 'An invalid or unknown query parameter' })
  async list(@Query() query: ListEventsQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    const page = await this.events.listPage(query);
    // This query string is valid: its repeats skip the guard and the validation pipe (public-answers.ts).
    this.validated.remember(req, query);
    sendListPage(req, res, page);
  }

  @Get('suggestions')
  @ApiOperation({
    summary: 'For a listing that finds nothing: the filter that emptied it and the nearest answers with events',
    description:
      "Takes GET /api/events's query. With events: {total} and nothing else. Empty: message ('No Telugu events in " +
      "Dallas–Fort Worth'), emptiedBy (each filter that alone emptied it: search, language, festival, tag, category, free, " +
      'dates) and up to four suggestions — the listing without each such filter, the same filters in the two nearest ' +
      "metros with events (busiest without a place), the place alone — each with its words, count and listing query ('3 Telugu events in Chicago').",
  })
  @ApiOkResponse({ type: EmptyAnswerResponse })
  @ApiBadRequestResponse({ type: ApiErrorBody, description: 'An invalid or unknown query parameter' })
  async suggestions(@Query() query: ListEventsQuery, @Res({ passthrough: true }) res: Response): Promise<EmptyAnswerResponse> {
    res.setHeader('Cache-Control', 'no-cache');
    return this.events.emptyAnswer(query);
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One event with its organization',
    description: 'Not publicly visible events are found only by their organizer and by admins.',
  })
  @ApiOkResponse({ type: EventDetailResponse })
  @ApiBadRequestResponse({ type: ApiErrorBody, description: 'Malformed id' })
  @ApiNotFoundResponse({ type: ApiErrorBody, description: 'Event not found' })
  async detail(
    @IdParam() id: string,
    @CurrentPrincipal() viewer: Principal | null,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    // An anonymous visitor's answer is the same for everyone: cached (a hidden or missing event goes the viewer's way).
    const cached = viewer ? null : await this.events.publicDetail(id);
    if (cached) return sendJson(req, res, cached);
    const { event, isPublic } = await this.events.findWithVisibility(id, viewer);
    if (!isPublic) res.setHeader('Cache-Control', PRIVATE_ANSWER);
    res.json(event);
  }

  @Get(':id/calendar.ics')
  @ApiOperation({
    summary: 'The event as an iCalendar (RFC 5545) file',
    description: "Times in the event's state time zone; links back to the event page.",
  })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'text/calendar attachment', schema: { type: 'string' } })
  @ApiNotFoundResponse({ type: ApiErrorBody, description: 'Event not found' })
  async ics(
    @IdParam() id: string,
    @CurrentPrincipal() viewer: Principal | null,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const { event, isPublic } = await this.events.findWithVisibility(id, viewer);
    res.setHeader('Cache-Control', isPublic ? 'public, max-age=300' : PRIVATE_ANSWER);
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileSlug(event.title)}.ics"`);
    return this.calendar.eventCalendar(event);
  }
}
