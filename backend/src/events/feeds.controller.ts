import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { mapInSlices } from '../common/in-slices';
import { escapeMarkup } from '../common/markup';
import { APP_CONFIG, AppConfig } from '../config/env';
import { metroBySlug } from '../places';
import { ApiFeedAnswers, sendFeed } from './calendar.controller';
import { CalendarService } from './calendar.service';
import { EventResponse } from './dto/public-event.dto';
import { ListEventsQuery } from './dto/list-events.query';
import { eventWhen } from '@sangam/shared';
import { eventInstant } from './event-time';
import { EventsQueryService, FEED_LIMIT } from './events-query.service';
import { feedText, FeedsService } from './feeds.service';
import { rssDocument, RssItem } from './rss';

/** What a view shows, in words: 'Dallas–Fort Worth · Cultural Events · free · "garba"' (one organization's: its name first). */
function viewLabel(q: ListEventsQuery, events: EventResponse[]): string {
  const parts: string[] = [];
  const organizationName = q.organizationId && events.find((e) => e.organization?.id === q.organizationId)?.organization?.name;
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
 * at most FEED_LIMIT upcoming events, soonest first; bodies come from FeedsService (cached by data version).
 */
@ApiTags('calendar')
@Controller('feeds')
export class FeedsController {
  constructor(
    private readonly events: EventsQueryService,
    private readonly calendar: CalendarService,
    private readonly feeds: FeedsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('events.ics')
  @ApiOperation({
    summary: "A listing view's upcoming events as a subscribable iCalendar feed",
    description: `The listing's parameters (metro, zip or near with radius, category, free, organizationId, search …); at most ${FEED_LIMIT} upcoming events (descriptions cut at 2,000 characters). Multi-day events span their days; cancelled ones have STATUS:CANCELLED. ETag and Cache-Control for polling.`,
  })
  @ApiFeedAnswers('text/calendar', "The listing's messages")
  async ics(@Query() query: ListEventsQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    const answer = await this.feeds.answer('events.ics', { ...query }, req, async () => {
      const events = await this.events.feed(query);
      return this.calendar.viewCalendar(viewLabel(query, events), events);
    });
    sendFeed(req, res, answer, 'text/calendar; charset=utf-8', 'inline; filename="events.ics"');
  }

  @Get('events.rss')
  @ApiOperation({
    summary: "A listing view's upcoming events as an RSS 2.0 feed",
    description: `Same parameters and bounds as events.ics; each item links to the event's page.`,
  })
  @ApiFeedAnswers('application/rss+xml', "The listing's messages")
  async rss(@Query() query: ListEventsQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    const answer = await this.feeds.answer('events.rss', { ...query }, req, async () => {
      const events = await this.events.feed(query);
      return this.rssText(viewLabel(query, events), events);
    });
    sendFeed(req, res, answer, 'application/rss+xml; charset=utf-8');
  }

  private async rssText(label: string, events: EventResponse[]): Promise<string> {
    const items = await mapInSlices(events, (e): RssItem => {
      const status = e.status === 'cancelled' ? 'Cancelled: ' : e.status === 'postponed' ? 'Postponed: ' : '';
      const url = this.calendar.eventUrl(e.id);
      return {
        title: `${status}${e.title}`,
        guid: url,
        link: url,
        pubDate: eventInstant(e).start.toJSDate(),
        description: asHtml(
          `${eventWhen(e, 'medium')} · ${e.venue}, ${e.city}, ${e.state}${e.organization ? ` · ${e.organization.name}` : ''}`,
        ),
        content: e.description ? asHtml(feedText(e.description)) : undefined,
        categories: [e.category],
      };
    });
    const channel = {
      title: `${this.config.PRODUCT_NAME} - ${label}`,
      description: `Upcoming Indian-diaspora community events: ${label}`,
      link: `${this.config.publicUrl}/`,
      language: 'en',
      copyright: this.config.PRODUCT_NAME,
      ttl: 60,
    };
    return rssDocument(channel, items);
  }
}

/** RSS readers render an item's description and content as HTML: organizers' plain text is escaped, its line breaks kept. */
function asHtml(text: string): string {
  return escapeMarkup(text).replace(/\r?\n/g, '<br>');
}
