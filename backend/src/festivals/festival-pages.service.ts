import { Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import { DomainError } from '../common/api-error';
import { timeZoneForState } from '../common/us-states';
import { EVENT_FESTIVALS } from '../community-tags/community-columns';
import { EventsRepository } from '../events/events.repository';
import { lookupZip, metroBySlug, metroRef, PlaceFilter, PlaceQuery, resolvePlaceFilter } from '../places';
import { isTableYear } from './festival-date-check';
import { festivalBySlug } from './festival-definitions';
import { FestivalDateRow } from './festival-dates.seed';
import { FestivalDatesRepository } from './festival-dates.repository';
import { FestivalTimeZone, festivalTimeZoneFor } from './us-locations';

export const FESTIVAL_NOT_FOUND = 'Festival not found';
/** A festival page lists the events from this many days before its first day … */
export const EVENTS_DAYS_BEFORE = 21;
/** … to this many days after its last (melas run on the weekends around a festival). */
export const EVENTS_DAYS_AFTER = 14;
/** "Coming up" looks this many days ahead. */
export const UPCOMING_DAYS = 60;
const DEFAULT_ZONE: FestivalTimeZone = 'America/New_York';

/** A festival of a year as lists show it. */
export interface FestivalSummary {
  slug: string;
  name: string;
  year: number;
  /** The public page: /festivals/diwali-2026. */
  pageSlug: string;
  startDate: string;
  mainDate: string;
  endDate: string;
  /** Days from today (in the time zone used) to the main day; negative once it is past. */
  daysUntil: number;
  /** Upcoming public events linked to it within eventsFrom…eventsTo (in the metro or near the place, when given). */
  eventCount: number;
  summary: string;
  /** The days whose events belong to its page (GET /api/events?festival=…&from=eventsFrom&to=eventsTo&includePast=true). */
  eventsFrom: string;
  eventsTo: string;
}

export interface FestivalPage extends FestivalSummary {
  regionalNames: Array<{ name: string; languages: string[] }>;
  /** Codes of the communities that keep it as their own; [] = everyone's. */
  communities: string[];
  dates: Array<{ timeZone: string; startDate: string; mainDate: string; endDate: string; note: string | null }>;
  metros: Array<{ slug: string; name: string; eventCount: number }>;
}

/** Where the visitor is: the time zone whose table row applies, and the place filter counting "events near you". */
interface Where {
  zone: FestivalTimeZone;
  today: string;
  place?: PlaceFilter;
}

const addDays = (day: string, n: number) => DateTime.fromISO(day, { zone: 'utc' }).plus({ days: n }).toISODate()!;
const daysBetween = (from: string, to: string) =>
  Math.round(DateTime.fromISO(to, { zone: 'utc' }).diff(DateTime.fromISO(from, { zone: 'utc' }), 'days').days);

/** The public festival pages: a year's festivals, one festival's page, and the next festival near the visitor. */
@Injectable()
export class FestivalPagesService {
  constructor(
    private readonly dates: FestivalDatesRepository,
    private readonly events: EventsRepository,
  ) {}

  /** GET /api/festivals: a year's festivals, upcoming first (soonest first), then past ones (latest first). */
  async list(year: number | undefined, place: PlaceQuery): Promise<FestivalSummary[]> {
    const where = this.where(place);
    const y = year ?? Number(where.today.slice(0, 4));
    if (!isTableYear(y)) throw new DomainError(404, FESTIVAL_NOT_FOUND);
    const rows = await this.rowsOf(y, where.zone);
    if (!rows.length) throw new DomainError(404, FESTIVAL_NOT_FOUND);
    const list = await this.summaries(rows, where);
    const upcoming = list.filter((f) => f.endDate >= where.today);
    const past = list.filter((f) => f.endDate < where.today).reverse();
    return [...upcoming, ...past];
  }

  /** GET /api/festivals/:pageSlug ('diwali-2026'). */
  async page(pageSlug: string, place: PlaceQuery): Promise<FestivalPage> {
    const m = /^([a-z0-9-]{1,60})-(\d{4})$/.exec(pageSlug);
    const slug = m?.[1];
    const year = Number(m?.[2]);
    if (!slug || !EVENT_FESTIVALS.includes(slug) || !isTableYear(year)) throw new DomainError(404, FESTIVAL_NOT_FOUND);
    const where = this.where(place);
    const all = await this.dates.listFestival(slug, year);
    const row = all.find((r) => r.timeZone === where.zone);
    if (!row) throw new DomainError(404, FESTIVAL_NOT_FOUND);
    const [summary] = await this.summaries([row], where);
    const def = festivalBySlug(slug)!;
    const metros = await this.events.festivalMetroCounts({ slug, from: summary.eventsFrom, to: summary.eventsTo });
    return {
      ...summary,
      regionalNames: def.names.filter((n) => n.languages?.length).map((n) => ({ name: n.name, languages: [...n.languages!] })),
      communities: [...def.languages],
      dates: all.map((r) => ({ timeZone: r.timeZone, startDate: r.startDate, mainDate: r.mainDate, endDate: r.endDate, note: r.note })),
      metros: metros
        .map((c) => ({ ref: metroRef(metroBySlug(c.metro)), n: c.n }))
        .filter((c) => c.ref)
        .map((c) => ({ slug: c.ref!.slug, name: c.ref!.name, eventCount: c.n }))
        .sort((a, b) => b.eventCount - a.eventCount || a.name.localeCompare(b.name)),
    };
  }

  /**
   * GET /api/festivals/upcoming: among festivals still running or whose main day is within UPCOMING_DAYS,
   * the soonest with events near the visitor, else the soonest; null when none.
   */
  async upcoming(place: PlaceQuery): Promise<FestivalSummary | null> {
    const where = this.where(place);
    const year = Number(where.today.slice(0, 4));
    const horizon = addDays(where.today, UPCOMING_DAYS);
    const rows = [...(await this.rowsOf(year, where.zone)), ...(await this.rowsOf(year + 1, where.zone))].filter(
      (r) => r.endDate >= where.today && r.mainDate <= horizon,
    );
    const list = await this.summaries(rows, where);
    return list.find((f) => f.eventCount > 0) ?? list[0] ?? null;
  }

  /** The time zone and place filter of a metro, a ZIP code or coordinates (400s as the listing's). */
  private where(q: PlaceQuery): Where {
    const place = resolvePlaceFilter(q);
    let iana = 'America/New_York';
    if (place.metro) iana = timeZoneForState(place.metro.states[0]);
    else if (q.zip) iana = timeZoneForState(lookupZip(q.zip)?.state);
    const zone = place.metro || q.zip ? festivalTimeZoneFor(iana) : DEFAULT_ZONE;
    const today = DateTime.now().setZone(zone).toISODate()!;
    return { zone, today, place: place.metro || place.center ? place : undefined };
  }

  /** A year's table rows of the festivals events link to, in one time zone, by main day. */
  private async rowsOf(year: number, zone: FestivalTimeZone): Promise<FestivalDateRow[]> {
    if (!isTableYear(year)) return [];
    return (await this.dates.listYear(year)).filter((r) => r.timeZone === zone && EVENT_FESTIVALS.includes(r.festivalSlug));
  }

  private async summaries(rows: FestivalDateRow[], where: Where): Promise<FestivalSummary[]> {
    const windows = rows.map((r) => ({
      slug: r.festivalSlug,
      from: addDays(r.startDate, -EVENTS_DAYS_BEFORE),
      to: addDays(r.endDate, EVENTS_DAYS_AFTER),
    }));
    // Counted per (festival, year): the same festival can appear for two years (upcoming across New Year).
    const counts = await Promise.all(
      [...new Set(rows.map((r) => r.year))].map(async (y) => {
        const ws = windows.filter((_, i) => rows[i].year === y);
        return [y, await this.events.festivalCounts(ws, where.place)] as const;
      }),
    );
    const byYear = new Map(counts);
    return rows
      .map((r, i) => {
        const def = festivalBySlug(r.festivalSlug)!;
        return {
          slug: r.festivalSlug,
          name: def.name,
          year: r.year,
          pageSlug: `${r.festivalSlug}-${r.year}`,
          startDate: r.startDate,
          mainDate: r.mainDate,
          endDate: r.endDate,
          daysUntil: daysBetween(where.today, r.mainDate),
          eventCount: byYear.get(r.year)?.get(r.festivalSlug) ?? 0,
          summary: def.description,
          eventsFrom: windows[i].from,
          eventsTo: windows[i].to,
        };
      })
      .sort((a, b) => a.mainDate.localeCompare(b.mainDate) || a.slug.localeCompare(b.slug));
  }
}
