import { Inject, Injectable } from '@nestjs/common';
import ical, { escape as icsEscape, ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { mapInSlices } from '../common/in-slices';
import { withoutControls } from '../common/markup';
import { slugOf } from '../common/slug';
import { APP_CONFIG, AppConfig } from '../config/env';
import { EventDetailResponse, EventResponse } from './dto/public-event.dto';
import { eventInstant } from './event-time';
import { feedText } from './feeds.service';
import { usVtimezone } from './us-vtimezone';

/** A file name made of the title's letters and digits: 'Navaratri Garba Night' → 'navaratri-garba-night'. */
export function fileSlug(text: string): string {
  return slugOf(text, 60).replace(/-+$/, '') || 'event';
}

/**
 * Text for a property value ical-generator writes as it is (the calendar's NAME, X-WR-CALNAME,
 * X-WR-CALDESC, PRODID): the library's own escaping of backslash, `;`, `,` and line breaks. Event fields
 * (SUMMARY, LOCATION, DESCRIPTION, CATEGORIES) are escaped by the library itself.
 */
function icsText(text: string): string {
  return icsEscape(withoutControls(text), false);
}

/**
 * Text for a quoted parameter value (ORGANIZER's CN): RFC 6868 caret encoding, since a parameter
 * value cannot hold a double quote or a line break (the library adds its quoting on top). A `;`
 * becomes `,`: common parsers (node-ical among them) split parameters on it even inside quotes.
 */
function icsParam(text: string): string {
  return withoutControls(text)
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/\r\n|\r|\n/g, '^n')
    .replace(/;/g, ',');
}

/** Longest content line, in octets of UTF-8, before it is folded (RFC 5545 §3.1). */
const LINE_OCTETS = 75;

/**
 * Folds every line of an iCalendar text longer than 75 octets (a line break and a space before the
 * octet that would pass it), never inside a character. Linear: ical-generator's own folding encodes
 * each character with a new TextEncoder, which made a 500-event feed cost about a second.
 */
export function foldIcs(text: string): string {
  return text
    .split('\r\n')
    .map((line) => (line.length <= LINE_OCTETS / 4 ? line : foldLine(line)))
    .join('\r\n');
}

function foldLine(line: string): string {
  let out = '';
  let start = 0;
  let octets = 0;
  for (let i = 0; i < line.length;) {
    const c = line.charCodeAt(i);
    const pair = c >= 0xd800 && c <= 0xdbff && i + 1 < line.length;
    const size = c < 0x80 ? 1 : c < 0x800 ? 2 : pair ? 4 : 3;
    if (octets + size > LINE_OCTETS) {
      out += line.slice(start, i) + '\r\n ';
      start = i;
      octets = 1;
    }
    octets += size;
    i += pair ? 2 : 1;
  }
  return out + line.slice(start);
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
    return `${this.config.publicUrl}/event/${id}`;
  }

  private calendar(name: string): ICalCalendar {
    return ical({
      name: icsText(name),
      prodId: { company: icsText(this.config.PRODUCT_NAME), product: 'Community Events', language: 'EN' },
      timezone: { name: null, generator: usVtimezone },
    });
  }

  private addEvent(cal: ICalCalendar, e: EventResponse): ReturnType<ICalCalendar['createEvent']> {
    const when = eventInstant(e);
    const url = this.eventUrl(e.id);
    const org = e.organization;
    const description = [e.description?.trim(), org ? `Organized by ${org.name}` : null, url].filter(Boolean).join('\n\n');
    return cal.createEvent({
      id: `${e.id}@${this.uidDomain()}`,
      summary: withoutControls(e.title),
      start: when.allDay ? when.start.toISODate()! : when.start,
      end: when.allDay ? when.end.toISODate()! : when.end,
      allDay: when.allDay,
      timezone: when.allDay ? null : when.zone,
      location: withoutControls(
        [e.venue, e.address, `${e.city}, ${e.state}${e.postalCode ? ` ${e.postalCode}` : ''}`].filter(Boolean).join(', '),
      ),
      description: withoutControls(description),
      url,
      categories: [{ name: withoutControls(e.category) }],
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
    const event = this.addEvent(cal, e);
    return assemble(cal, [event.timezone()], [event.toString()]);
  }

  /** The .ics text of a listing view's feed (GET /api/feeds/events.ics). */
  viewCalendar(label: string, events: EventResponse[]): Promise<string> {
    return this.feedCalendar(label, `: ${label}`, events);
  }

  /** The .ics text of a city's feed. */
  cityCalendar(cityLabel: string, events: EventDetailResponse[]): Promise<string> {
    return this.feedCalendar(`${cityLabel} community events`, ` in ${cityLabel}`, events);
  }

  /**
   * A feed named '<product> - <name>', described as 'Upcoming Indian-diaspora community events<what>': its text, a slice
   * of events at a time with a turn of the event loop between (a big feed never holds it long).
   */
  private async feedCalendar(name: string, what: string, events: EventResponse[]): Promise<string> {
    const cal = this.calendar(`${this.config.PRODUCT_NAME} - ${name}`);
    cal.description(icsText(`Upcoming Indian-diaspora community events${what}`));
    cal.ttl(60 * 60);
    const zones: Array<string | null> = [];
    const texts = await mapInSlices(events, (e) => {
      const event = this.addEvent(cal, { ...e, description: e.description && feedText(e.description) });
      cal.clear();
      zones.push(event.timezone());
      return foldIcs(event.toString());
    });
    return assemble(cal, zones, texts, true);
  }
}

/**
 * The calendar's own lines (ical-generator's, written without events), a VTIMEZONE for each zone the
 * events use, then the events: what ICalCalendar.toString writes, with the events folded by foldIcs.
 */
function assemble(cal: ICalCalendar, zones: Array<string | null>, events: string[], folded = false): string {
  cal.clear();
  const head = cal.toString();
  const parts = [head.slice(0, head.lastIndexOf('END:VCALENDAR'))];
  for (const zone of new Set(zones)) {
    const vtimezone = zone ? usVtimezone(zone) : null;
    if (vtimezone) parts.push(vtimezone.replace(/\r?\n/g, '\r\n').trim() + '\r\n');
  }
  parts.push(...(folded ? events : events.map(foldIcs)), 'END:VCALENDAR\r\n');
  return parts.join('');
}
