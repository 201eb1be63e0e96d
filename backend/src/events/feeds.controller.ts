import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorBody } from '../common/api-error';
import { feed as rssFeed } from '../common/lazy';
import { APP_CONFIG, AppConfig } from '../config/env';
import { escapeHtml } from '../web/event-meta';
import { metroBySlug } from '../places';
import { CalendarService } from './calendar.service';
import { EventResponse } from './dto/public-event.dto';
import { ListEventsQuery } from './dto/list-events.query';
import { eventInstant } from './event-time';
import { EventsQueryService, FEED_LIMIT } from './events-query.service';

/** Subscribers poll; a feed may be a quarter of an hour old (the ETag makes a poll of an unchanged feed a 304). */
const FEED_CACHE = 'public, max-age=900';

/** What a view shows, in words: 'Dallas–Fort Worth · Cultural Events · free · "garba"'. */
export function viewLabel(q: ListEventsQuery, organizationName?: string): string {
  const parts: string[] = [];
  if (organizationName) parts.push(organizationName);
  if (q.metro) parts.push(metroBySlug(q.metro)?.name ?? q.metro);
  if (q.zip) parts.push(`within ${q.radius ?? 25} miles of ${q.zip}`);
  if (q.near) parts.push(`within ${q.radius ?? 25} miles of ${q.near}`);
  if (q.city) parts.push(q.state ? `${q.city}, ${q.state}` : q.city);
  else if (q.state) parts.push(q.state);
  if (q.category) parts.push(q.category);
  if (q.free) parts.push('free');
  if (q.search) parts.push(`"${q.search}"`);
  return parts.length ? parts.join(' · ') : 'all upcoming events';
}

/**
 * Subscribe to any view: the listing's filters as an iCalendar feed (webcal://) or an RSS 2.0 feed,
 * at most FEED_LIMIT upcoming events, soonest first.
 */
@ApiTags('calendar')
@Controller('feeds')
export class FeedsController {
  constructor(
    private readonly events: EventsQueryService,
    private readonly calendar: CalendarService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('events.ics')
  @ApiOperation({
    summary: "A listing view's upcoming events as a subscribable iCalendar feed",
    description: `The listing's parameters (metro, zip or near with radius, category, free, organizationId, search …); at most ${FEED_LIMIT} upcoming events. Multi-day events span their days; cancelled ones have STATUS:CANCELLED. ETag and Cache-Control for polling.`,
  })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'text/calendar', schema: { type: 'string' } })
  @ApiBadRequestResponse({ type: ApiErrorBody, description: "The listing's messages" })
  async ics(@Query() query: ListEventsQuery, @Res({ passthrough: true }) res: Response): Promise<string> {
    const events = await this.events.feed(query);
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', 'inline; filename="events.ics"');
    res.setHeader('Cache-Control', FEED_CACHE);
    return this.calendar.viewCalendar(viewLabel(query, organizationOf(query, events)), events);
  }

  @Get('events.rss')
  @ApiOperation({
    summary: "A listing view's upcoming events as an RSS 2.0 feed",
    description: `Same parameters and bounds as events.ics; each item links to the event's page.`,
  })
  @ApiProduces('application/rss+xml')
  @ApiOkResponse({ description: 'application/rss+xml', schema: { type: 'string' } })
  @ApiBadRequestResponse({ type: ApiErrorBody, description: "The listing's messages" })
  async rss(@Query() query: ListEventsQuery, @Res({ passthrough: true }) res: Response): Promise<string> {
    const events = await this.events.feed(query);
    const base = this.config.publicUrl.replace(/\/+$/, '');
    const label = viewLabel(query, organizationOf(query, events));
    const feed = new (rssFeed().Feed)({
      title: `${this.config.PRODUCT_NAME} - ${label}`,
      description: `Upcoming Indian-diaspora community events: ${label}`,
      id: `${base}/`,
      link: `${base}/`,
      language: 'en',
      copyright: this.config.PRODUCT_NAME,
      ttl: 60,
    });
    for (const e of events) {
      const when = eventInstant(e);
      const status = e.status === 'cancelled' ? 'Cancelled: ' : e.status === 'postponed' ? 'Postponed: ' : '';
      const days = e.endDate ? `${e.date} to ${e.endDate}` : e.date;
      feed.addItem({
        title: `${status}${e.title}`,
        id: this.calendar.eventUrl(e.id),
        link: this.calendar.eventUrl(e.id),
        date: when.start.toJSDate(),
        description: asHtml(
          `${days}, ${e.startTime} · ${e.venue}, ${e.city}, ${e.state}${e.organization ? ` · ${e.organization.name}` : ''}`,
        ),
        content: e.description ? asHtml(e.description) : undefined,
        category: [{ name: e.category }],
      });
    }
    res.setHeader('Content-Type', 'application/rss+xml; charset=utf-8');
    res.setHeader('Cache-Control', FEED_CACHE);
    return feed.rss2();
  }
}

/** RSS readers render an item's description and content as HTML: organizers' plain text is escaped, its line breaks kept. */
function asHtml(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

/** The organization's name when the view is one organization's events. */
function organizationOf(q: ListEventsQuery, events: EventResponse[]): string | undefined {
  return q.organizationId ? events.find((e) => e.organization?.id === q.organizationId)?.organization?.name : undefined;
}
