import { Inject, Injectable } from '@nestjs/common';
import ical, { escape as icsEscape, ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { APP_CONFIG, AppConfig } from '../config/env';
import { EventDetailResponse, EventResponse } from './dto/public-event.dto';
import { eventInstant } from './event-time';
import { usVtimezone } from './us-vtimezone';

/** A file name made of the title's letters and digits: 'Navaratri Garba Night' → 'navaratri-garba-night'. */
export function fileSlug(text: string): string {
  const s = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return s || 'event';
}

/**
 * Text for a property value ical-generator writes as it is (the calendar's NAME, X-WR-CALNAME,
 * X-WR-CALDESC, PRODID): the library's own escaping of backslash, `;`, `,` and line breaks. Event fields
 * (SUMMARY, LOCATION, DESCRIPTION, CATEGORIES) are escaped by the library itself.
 */
export function icsText(text: string): string {
  return icsEscape(text, false);
}

/**
 * Text for a quoted parameter value (ORGANIZER's CN): RFC 6868 caret encoding, since a parameter
 * value cannot hold a double quote or a line break (the library adds its quoting on top). A `;`
 * becomes `,`: common parsers (node-ical among them) split parameters on it even inside quotes.
 */
export function icsParam(text: string): string {
  return text
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/\r\n|\r|\n/g, '^n')
    .replace(/;/g, ',');
}

/**
 * iCalendar (RFC 5545) files made with ical-generator: one event (Export to Calendar) or a city's
 * upcoming events (a subscribable feed). Times are in the event's state time zone, with a
 * VTIMEZONE for each zone used; each event links back to its page on the public site.
 */
@Injectable()
export class CalendarService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  eventUrl(id: string): string {
    return `${this.config.publicUrl.replace(/\/+$/, '')}/event/${id}`;
  }

  private calendar(name: string): ICalCalendar {
    return ical({
      name: icsText(name),
      prodId: { company: icsText(this.config.PRODUCT_NAME), product: 'Community Events', language: 'EN' },
      timezone: { name: null, generator: usVtimezone },
    });
  }

  private addEvent(cal: ICalCalendar, e: EventResponse): void {
    const when = eventInstant(e);
    const url = this.eventUrl(e.id);
    const org = e.organization;
    const description = [e.description?.trim(), org ? `Organized by ${org.name}` : null, url].filter(Boolean).join('\n\n');
    cal.createEvent({
      id: `${e.id}@${this.uidDomain()}`,
      summary: e.title,
      start: when.allDay ? when.start.toISODate()! : when.start,
      end: when.allDay ? when.end.toISODate()! : when.end,
      allDay: when.allDay,
      timezone: when.allDay ? null : when.zone,
      location: [e.venue, e.address, `${e.city}, ${e.state}${e.postalCode ? ` ${e.postalCode}` : ''}`].filter(Boolean).join(', '),
      description,
      url,
      categories: [{ name: e.category }],
      // A postponed event keeps its place with a TENTATIVE status (RFC 5545 has no 'postponed').
      status:
        e.status === 'cancelled'
          ? ICalEventStatus.CANCELLED
          : e.status === 'postponed'
            ? ICalEventStatus.TENTATIVE
            : ICalEventStatus.CONFIRMED,
      organizer: org?.contactEmail ? { name: icsParam(org.name), email: org.contactEmail } : null,
      stamp: new Date(e.updatedAt),
      created: new Date(e.createdAt),
      lastModified: new Date(e.updatedAt),
    });
  }

  private uidDomain(): string {
    try {
      return new URL(this.config.publicUrl).hostname || 'sangam';
    } catch {
      return 'sangam';
    }
  }

  /** The .ics text of one event. */
  eventCalendar(e: EventDetailResponse): string {
    const cal = this.calendar(e.title);
    cal.method(ICalCalendarMethod.PUBLISH);
    this.addEvent(cal, e);
    return cal.toString();
  }

  /** The .ics text of a listing view's feed (GET /api/feeds/events.ics). */
  viewCalendar(label: string, events: EventResponse[]): string {
    const cal = this.calendar(`${this.config.PRODUCT_NAME} - ${label}`);
    cal.description(icsText(`Upcoming Indian-diaspora community events: ${label}`));
    cal.ttl(60 * 60);
    for (const e of events) this.addEvent(cal, e);
    return cal.toString();
  }

  /** The .ics text of a city's feed. */
  cityCalendar(cityLabel: string, events: EventDetailResponse[]): string {
    const cal = this.calendar(`${this.config.PRODUCT_NAME} - ${cityLabel} community events`);
    cal.description(icsText(`Upcoming Indian-diaspora community events in ${cityLabel}`));
    cal.ttl(60 * 60);
    for (const e of events) this.addEvent(cal, e);
    return cal.toString();
  }
}
