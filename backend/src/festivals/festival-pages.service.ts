import { Injectable } from '@nestjs/common';
import { addDays, daysBetween } from '@sangam/shared';
import { DateTime } from 'luxon';
import { DomainError } from '../common/api-error';
import { timeZoneForState } from '../common/us-states';
import { EVENT_FESTIVALS, eventFestival } from '../community-tags/community-columns';
import { detectFestival } from './detect-festival';
import { EventsQueryService } from '../events/events-query.service';
import { lookupZip, metroBySlug, metroRef, PlaceFilter, PlaceQuery, resolvePlaceFilter } from '../places';
import { isTableYear } from './festival-date-check';
import { festivalBySlug } from './festival-definitions';
import { FestivalDateRow } from './festival-dates.seed';
import { FestivalDatesRepository } from './festival-dates.repository';
import { FestivalTimeZone, festivalTimeZoneFor } from './us-locations';
import { FestivalPageResponse, FestivalSummaryResponse, SeasonResponse } from './dto/festivals.dto';

/** A festival's season, whose events its page lists: from this many days before its first day … */
const SEASON_DAYS_BEFORE = 45;
/** … to this many days after its last (melas run on the weekends for weeks around a festival). */
const SEASON_DAYS_AFTER = 45;

/** The days whose events belong to a festival's page: SEASON_DAYS_BEFORE its start to SEASON_DAYS_AFTER its end. */
function festivalSeason(days: { startDate: string; endDate: string }): SeasonResponse {
  return { from: addDays(days.startDate, -SEASON_DAYS_BEFORE), to: addDays(days.endDate, SEASON_DAYS_AFTER) };
}
/** "Coming up" looks this many days ahead. */
const UPCOMING_DAYS = 60;
/** The zone of the festival pages' dates when the visitor names no place (and of the server's first paint). */
export const DEFAULT_ZONE: FestivalTimeZone = 'America/New_York';

/** Where the visitor is: the time zone whose table row applies, and the place filter counting "events near you". */
interface Where {
  zone: FestivalTimeZone;
  today: string;
  /** The year of `today`. */
  year: number;
  place?: PlaceFilter;
}

/** The public festival pages: a year's festivals, one festival's page, and the next festival near the visitor. */
@Injectable()
export class FestivalPagesService {
  constructor(
    private readonly dates: FestivalDatesRepository,
    private readonly events: EventsQueryService,
  ) {}

  /**
   * GET /api/festivals: upcoming first (soonest first), then past ones (latest first). With a year, that year's
   * festivals; without, each festival's next occurrence within a year from today (this year's or next year's), then
   * this year's that are over.
   */
  async list(year: number | undefined, place: PlaceQuery): Promise<FestivalSummaryResponse[]> {
    const where = this.where(place);
    const y = year ?? where.year;
    const rows = await this.rowsOf(y, where.zone);
    if (!rows.length) throw new DomainError('festival_not_found');
    const over = (r: FestivalDateRow) => r.endDate < where.today;
    let ahead = rows.filter((r) => !over(r));
    if (year === undefined) {
      const horizon = addDays(where.today, 365);
      const next = [...ahead, ...(await this.rowsOf(y + 1, where.zone))].filter((r) => !over(r) && r.mainDate < horizon);
      ahead = next.filter((r, i) => next.findIndex((o) => o.festivalSlug === r.festivalSlug) === i);
    }
    const [upcoming, past] = await Promise.all([this.summaries(ahead, where), this.summaries(rows.filter(over), where)]);
    return [...upcoming, ...past.reverse()];
  }

  /**
   * The next occurrence (not over) of a festival named by its slug or any of its names ('navratri', 'Deepavali',
   * 'durga-pujo'; a day of a festival is its festival: 'Lakshmi Puja' is Diwali), in the visitor's time zone; null
   * when the words name no festival or the table has no occurrence ahead.
   */
  async next(name: string, place: PlaceQuery): Promise<FestivalSummaryResponse | null> {
    const slug = EVENT_FESTIVALS.includes(name) ? name : eventFestival(detectFestival(name.replace(/-/g, ' ').slice(0, 200), null));
    if (!slug) return null;
    const where = this.where(place);
    const row = (await this.thisAndNextYear(where)).find((r) => r.festivalSlug === slug && r.endDate >= where.today);
    return row ? (await this.summaries([row], where))[0] : null;
  }

  /** GET /api/festivals/:pageSlug ('diwali-2026'; a name without a year, 'navratri', is its next occurrence). */
  async page(pageSlug: string, place: PlaceQuery): Promise<FestivalPageResponse> {
    if (!/-\d{4}$/.test(pageSlug)) {
      const next = await this.next(pageSlug.toLowerCase(), place);
      if (!next) throw new DomainError('festival_not_found');
      pageSlug = next.pageSlug;
    }
    const m = /^([a-z0-9-]{1,60})-(\d{4})$/.exec(pageSlug);
    const slug = m?.[1];
    const year = Number(m?.[2]);
    if (!slug || !EVENT_FESTIVALS.includes(slug) || !isTableYear(year)) throw new DomainError('festival_not_found');
    const where = this.where(place);
    const all = await this.dates.listFestival(slug, year);
    const row = all.find((r) => r.timeZone === where.zone);
    if (!row) throw new DomainError('festival_not_found');
    const [summary] = await this.summaries([row], where);
    const def = festivalBySlug(slug)!;
    const metros = await this.events.festivalMetroCounts({ slug, ...summary.season });
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
  async upcoming(place: PlaceQuery): Promise<FestivalSummaryResponse | null> {
    const where = this.where(place);
    const horizon = addDays(where.today, UPCOMING_DAYS);
    const rows = (await this.thisAndNextYear(where)).filter((r) => r.endDate >= where.today && r.mainDate <= horizon);
    const list = await this.summaries(rows, where);
    return list.find((f) => f.eventCount > 0) ?? list[0] ?? null;
  }

  /** The time zone and place filter of a metro, a ZIP code or coordinates (400s as the listing's). */
  private where(q: PlaceQuery): Where {
    const place = resolvePlaceFilter(q);
    const state = place.metro ? place.metro.states[0] : q.zip ? lookupZip(q.zip)?.state : undefined;
    const zone = place.metro || q.zip ? festivalTimeZoneFor(timeZoneForState(state)) : DEFAULT_ZONE;
    const today = DateTime.now().setZone(zone).toISODate()!;
    return { zone, today, year: Number(today.slice(0, 4)), place: place.metro || place.center ? place : undefined };
  }

  /** A year's table rows of the festivals events link to, in one time zone, by main day. */
  private async rowsOf(year: number, zone: FestivalTimeZone): Promise<FestivalDateRow[]> {
    return (await this.dates.listYear(year)).filter((r) => r.timeZone === zone && EVENT_FESTIVALS.includes(r.festivalSlug));
  }

  /** The rows of the visitor's year and the next, in the visitor's time zone. */
  private async thisAndNextYear(where: Where): Promise<FestivalDateRow[]> {
    return [...(await this.rowsOf(where.year, where.zone)), ...(await this.rowsOf(where.year + 1, where.zone))];
  }

  private async summaries(rows: FestivalDateRow[], where: Where): Promise<FestivalSummaryResponse[]> {
    const windows = rows.map((r) => ({ slug: r.festivalSlug, ...festivalSeason(r) }));
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
          season: { from: windows[i].from, to: windows[i].to },
        };
      })
      .sort((a, b) => a.mainDate.localeCompare(b.mainDate) || a.slug.localeCompare(b.slug));
  }
}
