import { STATE_TIME_ZONES } from '../common/us-states';
import { LIST_DEFAULT_LIMIT, ListEventsQuery } from './dto/list-events.query';
import { isPastEvent } from './event-rules';
import {
  countUpcomingStatement,
  festivalCountsStatement,
  geoCell,
  languageCountsStatement,
  listingStatements,
  Params,
  placeConditions,
  SEARCH_MAX_MATCHES,
  TOTAL_CAP,
  TOTAL_COLUMN,
  onOrAfterToday,
  upcomingCondition,
  upcomingInCityStatement,
  VISIBLE,
} from './event-listing.sql';
import { SearchTerm } from './event-search';
import { boundingBox } from '../places';

/** 2030-03-15 05:30 UTC: the 15th in the East, still the 14th from Mountain time westwards. */
const SPLIT = new Date('2030-03-15T05:30:00Z');
/** 2030-03-15 18:00 UTC: the 15th everywhere. */
const SAME_DAY = new Date('2030-03-15T18:00:00Z');

const q = (over: Partial<ListEventsQuery> = {}) => over as ListEventsQuery;
const word = (w: string, over: Partial<SearchTerm> = {}): SearchTerm => ({ word: w, alternatives: [], complete: true, ...over });

/** Evaluates upcomingCondition's SQL for one event, from its text and parameters. */
function onOrAfter(now: Date, date: string, state: string): boolean {
  const p = new Params();
  const sql = onOrAfterToday(p, 'e.date', now);
  const arg = (re: RegExp) => p.values[Number(re.exec(sql)![1]) - 1];
  const from = arg(/^e\.date >= \$(\d+)::date/) as string;
  if (!sql.includes(' OR ')) return date >= from;
  const latest = arg(/\(e\.date >= \$(\d+)::date/) as string;
  const states = arg(/ANY\(\$(\d+)::text\[\]\)/) as string[];
  const stateCond = sql.includes('NOT (e.state') ? !states.includes(state) : states.includes(state);
  return date >= from && (date >= latest || stateCond);
}

/** upcomingCondition for one event: its date or its end date is today or later (the condition's two halves, checked below). */
function upcoming(now: Date, date: string, state: string, endDate: string | null = null): boolean {
  return onOrAfter(now, date, state) || (endDate !== null && onOrAfter(now, endDate, state));
}

describe('upcomingCondition: the SQL side of the past-events rule', () => {
  it.each([
    ['days split across the US', SPLIT],
    ['one day everywhere', SAME_DAY],
  ])('agrees with isPastEvent for every state and the days around today (%s)', (_name, now) => {
    const days = ['2030-03-13', '2030-03-14', '2030-03-15', '2030-03-16'];
    for (const state of [...Object.keys(STATE_TIME_ZONES), 'ZZ']) {
      for (const date of days) expect([state, date, upcoming(now, date, state)]).toEqual([state, date, !isPastEvent({ date, state }, now)]);
      // A multi-day event: upcoming while its last day is.
      for (const endDate of days) {
        const date = '2030-03-10';
        expect([state, endDate, upcoming(now, date, state, endDate)]).toEqual([
          state,
          endDate,
          !isPastEvent({ date, endDate, state }, now),
        ]);
      }
    }
  });

  it('is the date condition or the same on endDate', () => {
    const p = new Params();
    const sql = upcomingCondition(p, SPLIT);
    const q = new Params();
    expect(sql).toBe(`(${onOrAfterToday(q, 'e.date', SPLIT)} OR (e."endDate" IS NOT NULL AND ${onOrAfterToday(q, 'e."endDate"', SPLIT)}))`);
    expect(p.values).toEqual(q.values);
  });

  it('is one range when every state has the same today, two days and a state list otherwise', () => {
    expect(onOrAfterToday(new Params(), 'e.date', SAME_DAY)).toBe('e.date >= $1::date');
    const p = new Params();
    expect(onOrAfterToday(p, 'e.date', SPLIT)).toMatch(/^e\.date >= \$\d::date AND \(e\.date >= \$\d::date OR /);
    expect(p.values).toEqual(expect.arrayContaining(['2030-03-14', '2030-03-15']));
  });
});

describe('listingStatements: the listing', () => {
  it('default: visible upcoming events by date, a page of the default size carrying the total, the count without the paging', () => {
    const s = listingStatements(q(), [], SAME_DAY);
    expect(s.search).toBe(false);
    // The page's ids and the count read no organization row: its approval is kept on the event.
    const conds = `e."isApproved" AND e."organizationApproved" AND (e.date >= $1::date OR (e."endDate" IS NOT NULL AND e."endDate" >= $2::date))`;
    const countWhere = `FROM events e WHERE ${conds}`;
    // Two parts: the multi-day events begun before today and still running, and the events from today on.
    const ids = `SELECT e.id, e.date AS "_k0", e."startMinutes" AS "_k1", e.id AS "_k2" ${countWhere}`;
    // Each part's first 1,001 in order, read once for the page and the total; the running ones by their days' range.
    const running = `FROM (SELECT * FROM events e WHERE e."isApproved" AND e."endDate" IS NOT NULL
      AND daterange(e.date, e."endDate", '[]') @> $3::date AND e.date < $3::date OFFSET 0) e WHERE ${conds}`;
    expect(s.rows).toContain(
      `c0 AS MATERIALIZED ((SELECT e.id, e.date AS "_k0", e."startMinutes" AS "_k1", e.id AS "_k2" ${running} ORDER BY e.date ASC, e."startMinutes" ASC, e.id ASC LIMIT $4))`,
    );
    expect(s.rows).toContain(
      `c1 AS MATERIALIZED ((${ids} AND e.date >= $3::date ORDER BY e.date ASC, e."startMinutes" ASC, e.id ASC LIMIT $4))`,
    );
    expect(s.rows).toContain(
      `page AS (SELECT * FROM (SELECT * FROM c0 UNION ALL SELECT * FROM c1) x ORDER BY x."_k0" ASC, x."_k1" ASC, x."_k2" ASC LIMIT $5 OFFSET $6)`,
    );
    expect(s.rows).toContain(
      `(SELECT count(*)::int FROM c0) + (SELECT count(*)::int FROM c1) AS "${TOTAL_COLUMN}" FROM page JOIN events e`,
    );
    // Only the page's rows are read, with their organization, in the page's order.
    expect(s.rows).toMatch(
      /LEFT JOIN organizations o ON o.id = e."organizationId"\s+ORDER BY page."_k0" ASC, page."_k1" ASC, page."_k2" ASC$/,
    );
    expect(s.rowsParams).toEqual(['2030-03-15', '2030-03-15', '2030-03-15', TOTAL_CAP + 1, LIST_DEFAULT_LIMIT, 0]);
    // The count: both parts, each counted up to one past the cap, without joining organizations.
    expect(s.count).toContain(`${countWhere} AND e.date >= $3::date LIMIT 1001`);
    expect(s.count).not.toContain('JOIN organizations');
    expect(s.countParams).toEqual(['2030-03-15', '2030-03-15', '2030-03-15']);
  });

  it('filters as parameters: city lower-cased, a known category in its own spelling, dates, free; includePast drops "upcoming"', () => {
    const s = listingStatements(
      q({
        city: 'Dallas',
        state: 'TX',
        category: 'cultural events',
        from: '2030-04-01',
        to: '2030-04-30',
        free: true,
        includePast: true,
        limit: 10,
        offset: 20,
      }),
      [],
      SAME_DAY,
    );
    expect(s.rows).toContain(
      `AND lower(e.city) = $1 AND e.state = $2 AND e.category = $3 AND (e.date >= $4::date OR e."endDate" >= $4::date) AND e.date <= $5::date AND e."isFree" AND e.date >= $6::date ORDER BY`,
    );
    // from splits the listing like today does: each part's first 1,001 rows (more when offset + limit is more).
    expect(s.rowsParams).toEqual(['dallas', 'TX', 'Cultural Events', '2030-04-01', '2030-04-30', '2030-04-01', TOTAL_CAP + 1, 10, 20]);
    const deep = listingStatements(q({ limit: 100, offset: 1000 }), [], SAME_DAY);
    expect(deep.rowsParams.slice(-3)).toEqual([1100, 100, 1000]);
    const unknown = listingStatements(q({ category: 'Kite Flying', free: false, includePast: true }), [], SAME_DAY);
    expect(unknown.rows).toContain('lower(e.category) = $1 AND NOT e."isFree"');
    expect(unknown.rowsParams[0]).toBe('kite flying');
  });

  it('series=next keeps a series date only when no earlier visible upcoming date of it is in the window; seriesId filters', () => {
    const s = listingStatements(q({ series: 'next', from: '2030-04-01', seriesId: 'a0000000-0000-4000-8000-000000000001' }), [], SAME_DAY);
    expect(s.rows).toContain(`e."seriesId" = $4::uuid AND (e."seriesId" IS NULL OR NOT EXISTS (SELECT 1 FROM events s WHERE`);
    expect(s.rows).toContain(
      `s."seriesId" = e."seriesId" AND s.date < e.date AND s."isApproved" AND s.status <> 'cancelled' AND s.date >= $5::date AND s.date >= $6::date))`,
    );
    expect(s.rowsParams.slice(3, 6)).toEqual(['a0000000-0000-4000-8000-000000000001', '2030-03-15', '2030-04-01']);
    // Past listings show every date.
    expect(listingStatements(q({ series: 'next', includePast: true }), [], SAME_DAY).rows).not.toContain('events s');
  });

  it('sorts by title, then date, then id, in the asked direction', () => {
    const s = listingStatements(q({ sortBy: 'title', sortOrder: 'desc', includePast: true }), [], SAME_DAY);
    expect(s.rows).toContain('ORDER BY lower(e.title) DESC, e.date DESC, e.id DESC LIMIT $1)');
    expect(s.rows).toContain('ORDER BY x."_k0" DESC, x."_k1" DESC, x."_k2" DESC LIMIT $2 OFFSET $3)');
  });

  it('a search of punctuation only matches nothing and is not a search statement', () => {
    const s = listingStatements(q({ search: '!!!' }), [], SAME_DAY);
    expect(s.search).toBe(false);
    expect(s.rows).toContain('AND false');
  });
});

describe('listingStatements: searches', () => {
  it("the soonest matches of every word, visible, in date order from today's split, by day then relevance, the total in each row", () => {
    const s = listingStatements(q({ search: 'garba' }), [word('garba', { alternatives: ['garbha'] })], SAME_DAY);
    expect(s.search).toBe(true);
    expect(s.prepared).toBe(false);
    expect(s.rows).toContain('WHERE e."isApproved" AND e."organizationApproved" AND ');
    expect(s.rows).toContain(`e."searchVector" @@ (((to_tsquery('english', $3) || to_tsquery('simple', $4))))`);
    // The multi-day events begun before today, then the events from today on: each part's first matches in date order.
    expect(s.rows).toContain('daterange(e.date, e."endDate", \'[]\') @> $5::date');
    expect(s.rows).toContain(`ORDER BY e.date ASC, e."startMinutes" ASC, e.id ASC LIMIT ${SEARCH_MAX_MATCHES}) UNION ALL (`);
    expect(s.rows).toContain(`AS "${TOTAL_COLUMN}"`);
    expect(s.rows).toContain('ORDER BY c.date ASC, c.r DESC, c.tm ASC, c.id ASC');
    // The word's tsqueries (english and simple), quoted: no tsquery syntax from the visitor's text.
    expect(s.rowsParams).toContain("'garba' | 'garbha'");
    // The count has the same parameters but the page.
    expect(s.countParams).toEqual(s.rowsParams.slice(0, -2));
    expect(s.rowsParams.slice(-2)).toEqual([LIST_DEFAULT_LIMIT, 0]);
  });

  it('a word not known complete matches as a prefix; every word must match', () => {
    const s = listingStatements(q({ search: 'gar night' }), [word('gar', { complete: false }), word('night')], SAME_DAY);
    expect(s.rowsParams).toContain("'gar':*");
    expect(s.rowsParams).toContain("'night'");
    expect(s.rows).toContain(') && (to_tsquery(');
  });

  it('with includePast, the latest matches first, in one part', () => {
    const s = listingStatements(q({ search: 'garba', includePast: true }), [word('garba')], SAME_DAY);
    expect(s.rows).toContain(`ORDER BY e.date DESC, e."startMinutes" DESC, e.id DESC LIMIT ${SEARCH_MAX_MATCHES}`);
    expect(s.rows).not.toContain('UNION ALL');
  });

  it('sorting a search by date or title keeps its candidates and drops the ranking', () => {
    const byTitle = listingStatements(q({ search: 'garba', sortBy: 'title' }), [word('garba')], SAME_DAY);
    expect(byTitle.rows).toContain('lower(e.title) AS t, 0 AS r');
    expect(byTitle.rows).toContain('ORDER BY c.t ASC, c.date ASC, c.id ASC');
  });
});

describe('the other public reads', () => {
  it("a city's upcoming feed: its names lower-cased, an optional state, a limit", () => {
    const { sql, params } = upcomingInCityStatement(['San Francisco', 'san-francisco'], 'CA', 500, SAME_DAY);
    expect(sql).toContain('lower(e.city) = ANY($3::text[]) AND e.state = $4');
    expect(params).toEqual(['2030-03-15', '2030-03-15', ['san francisco', 'san-francisco'], 'CA', 500]);
  });

  it('the statistics count: visible and upcoming, a series once (on its next date)', () => {
    expect(countUpcomingStatement(SAME_DAY)).toEqual({
      sql: expect.stringContaining(
        `WHERE ${VISIBLE} AND (e.date >= $1::date OR (e."endDate" IS NOT NULL AND e."endDate" >= $2::date)) AND (e."seriesId" IS NULL OR NOT EXISTS`,
      ),
      params: ['2030-03-15', '2030-03-15', '2030-03-15'],
    });
  });
});

describe('festival, language and tag filters', () => {
  it('are conditions of the listing (containment for the arrays, so their GIN indexes can answer)', () => {
    const s = listingStatements(q({ festival: 'diwali', language: 'te', tag: 'kids-family', includePast: true }), [], SAME_DAY);
    expect(s.rows).toContain(`e.festival = $1 AND e.languages @> $2::text[] AND e.tags @> $3::text[]`);
    expect(s.rowsParams.slice(0, 3)).toEqual(['diwali', ['te'], ['kids-family']]);
    expect(s.count).toContain('e.festival = $1');
    expect(s.countParams).toEqual(['diwali', ['te'], ['kids-family']]);
  });

  it("also filter a search's candidates", () => {
    const s = listingStatements(q({ search: 'mela', language: 'gu' }), [word('mela')], SAME_DAY);
    expect(s.rows).toMatch(/e\.languages @> \$\d+::text\[\]/);
    expect(s.rowsParams).toContainEqual(['gu']);
  });

  it("a festival's event counts: each festival in its own window, upcoming, within a place", () => {
    const windows = [
      { slug: 'diwali', from: '2030-10-01', to: '2030-11-15' },
      { slug: 'holi', from: '2030-02-20', to: '2030-03-30' },
    ];
    const metro = { metroSlugs: ['dallas-fort-worth'], sortByDistance: false };
    const { sql, params } = festivalCountsStatement(windows, metro, SAME_DAY);
    expect(sql).toContain('unnest($1::text[], $2::date[], $3::date[]) AS w(slug, lo, hi)');
    expect(sql).toContain(`e.date <= w.hi AND coalesce(e."endDate", e.date) >= w.lo AND e.metro = $4`);
    expect(sql).toContain('GROUP BY w.slug');
    expect(params.slice(0, 4)).toEqual([
      ['diwali', 'holi'],
      ['2030-10-01', '2030-02-20'],
      ['2030-11-15', '2030-03-30'],
      'dallas-fort-worth',
    ]);
    // A region's members as a list.
    const region = festivalCountsStatement(windows, { metroSlugs: ['san-francisco', 'san-jose'], sortByDistance: false }, SAME_DAY);
    expect(region.sql).toContain('e.metro = ANY($4::text[])');
  });

  it('languages are counted per code over upcoming public events', () => {
    const { sql } = languageCountsStatement(SAME_DAY);
    expect(sql).toContain('CROSS JOIN LATERAL unnest(e.languages) AS l(code)');
    expect(sql).toContain(`WHERE ${VISIBLE} AND`);
  });
});

describe("placeConditions: the radius filter's grid cells", () => {
  const center = { latitude: 40.5716, longitude: -74.3677 };
  const place = (radiusMiles: number) => ({ center, radiusMiles, box: boundingBox(center, radiusMiles), sortByDistance: false });

  it('lists every cell the box touches, each as geoCell numbers it', () => {
    const p = new Params();
    const { conds } = placeConditions(p, place(10));
    expect(conds[0]).toBe('sangam_geo_cell(e.latitude, e.longitude) = ANY((SELECT $3::int[])::int[])');
    const b = boundingBox(center, 10);
    const cells = p.values[2] as number[];
    for (const [lat, lng] of [
      [b.minLatitude, b.minLongitude],
      [b.maxLatitude, b.maxLongitude],
      [center.latitude, center.longitude],
    ]) {
      expect(cells).toContain(geoCell(lat, lng));
    }
    expect(cells.length).toBeLessThanOrEqual(9);
  });

  it('reads a large box as one range of cells, from its first corner to its last', () => {
    const p = new Params();
    const { conds } = placeConditions(p, place(300));
    expect(conds[0]).toBe('sangam_geo_cell(e.latitude, e.longitude) BETWEEN $3::int AND $4::int');
    const b = boundingBox(center, 300);
    expect(p.values.slice(2, 4)).toEqual([geoCell(b.minLatitude, b.minLongitude), geoCell(b.maxLatitude, b.maxLongitude)]);
  });
});
