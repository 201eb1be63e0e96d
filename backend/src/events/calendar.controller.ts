import { applyDecorators, Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrorBody, DomainError } from '../common/api-error';
import { sendSerialized } from '../common/http/cached-body';
import { CalendarService, fileSlug } from './calendar.service';
import { CityCalendarQuery } from './dto/city-calendar.query';
import { EventsQueryService } from './events-query.service';
import { FeedAnswer, FeedsService } from './feeds.service';

const CITY_FEED_LIMIT = 500;
const CITY_PARAM = /^[\p{L}\p{N}][\p{L}\p{N} .'-]{0,99}$/u;
/** Calendar apps poll; a feed may be a quarter of an hour old (a poll with the ETag of the current data is a 304). */
const FEED_CACHE_CONTROL = 'public, max-age=900';

/**
 * Sends a feed: 304 when the client's copy is current, else the body, compressed once per cached body as
 * listings are (sendSerialized) rather than on every request.
 */
export function sendFeed(req: Request, res: Response, answer: FeedAnswer, contentType: string, disposition?: string): void {
  res.setHeader('Cache-Control', FEED_CACHE_CONTROL);
  if (disposition) res.setHeader('Content-Disposition', disposition);
  if (!answer.body) {
    res.setHeader('ETag', answer.etag);
    res.status(304).end();
    return;
  }
  sendSerialized(req, res, answer.body, contentType);
}

/** A feed route's documented answers: the body, a 304 to a current ETag, 400 and the feed builds' 429. */
export const ApiFeedAnswers = (contentType: string, badRequest?: string) =>
  applyDecorators(
    ApiProduces(contentType),
    ApiOkResponse({ description: contentType, schema: { type: 'string' } }),
    ApiResponse({ status: 304, description: 'If-None-Match named the current ETag' }),
    ApiBadRequestResponse({ type: ApiErrorBody, description: badRequest }),
    ApiResponse({
      status: 429,
      type: ApiErrorBody,
      description: "Too many feeds built for this client: 'Too many … Please try again in …'; Retry-After",
    }),
  );

/** Subscribable calendar feeds. */
@ApiTags('calendar')
@Controller('calendar')
export class CalendarController {
  constructor(
    private readonly events: EventsQueryService,
    private readonly calendar: CalendarService,
    private readonly feeds: FeedsService,
  ) {}

  @Get(':city.ics')
  @ApiOperation({
    summary: "A city's upcoming events as a subscribable iCalendar feed",
    description: `City name or slug, case-insensitive: /api/calendar/dallas.ics, /api/calendar/san-francisco.ics, /api/calendar/San%20Francisco.ics. At most ${CITY_FEED_LIMIT} events (descriptions cut at 2,000 characters). An unknown city gives an empty calendar. ETag and Cache-Control for polling.`,
  })
  @ApiParam({ name: 'city', example: 'dallas' })
  @ApiFeedAnswers('text/calendar')
  async city(@Param('city') city: string, @Query() query: CityCalendarQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    const name = city.trim();
    if (!CITY_PARAM.test(name)) throw new DomainError('invalid_city');
    const answer = await this.feeds.answer('city.ics', { city: name.toLowerCase(), state: query.state }, req, async () => {
      const variants = [...new Set([name, name.replace(/-/g, ' ')])];
      const events = await this.events.upcomingInCity(variants, query.state, CITY_FEED_LIMIT);
      const label = events[0]?.city ?? name.replace(/-/g, ' ').replace(/\b\p{L}/gu, (c) => c.toUpperCase());
      return this.calendar.cityCalendar(query.state ? `${label}, ${query.state}` : label, events);
    });
    sendFeed(req, res, answer, 'text/calendar; charset=utf-8', `inline; filename="${fileSlug(name)}.ics"`);
  }
}
