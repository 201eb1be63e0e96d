import { diffFestivalDates } from './compare-table';
import { checkFestivalDateRow } from './festival-date-check';
import { FESTIVALS } from './festival-definitions';
import { FESTIVAL_DATE_SEED, documentedExceptions, festivalDateSeedRows } from './festival-dates.seed';
import { computedByZone } from './festivals.service';
import { FESTIVAL_TIME_ZONES } from './us-locations';

describe('the shipped festival dates', () => {
  it.each([2026, 2027])('agree with the computation in %i except the documented exceptions, each explained', (year) => {
    const disagreements = diffFestivalDates(year, festivalDateSeedRows([year]), computedByZone(year));
    const expected = documentedExceptions().filter((e) => e.year === year);
    expect(disagreements.map((d) => `${d.slug} ${d.timeZone}`).sort()).toEqual(expected.map((e) => `${e.slug} ${e.timeZone}`).sort());
    for (const d of disagreements) {
      expect(d.table).not.toBeNull();
      expect(d.computed).not.toBeNull();
      expect(d.note?.length).toBeGreaterThan(40);
    }
  });

  it('have one row per festival, year and time zone, each acceptable to the table', () => {
    const rows = festivalDateSeedRows();
    expect(rows).toHaveLength(FESTIVALS.length * 2 * FESTIVAL_TIME_ZONES.length);
    expect(new Set(rows.map((r) => `${r.festivalSlug}|${r.year}|${r.timeZone}`)).size).toBe(rows.length);
    for (const r of rows) expect(checkFestivalDateRow(r)).toBeNull();
  });

  it('list every festival for both years', () => {
    for (const year of [2026, 2027]) {
      expect(
        FESTIVAL_DATE_SEED.filter((s) => s.year === year)
          .map((s) => s.slug)
          .sort(),
      ).toEqual(FESTIVALS.map((f) => f.slug).sort());
    }
  });

  it('expand per-zone differences into the right rows', () => {
    const kaliPuja = festivalDateSeedRows([2026]).filter((r) => r.festivalSlug === 'kali-puja');
    expect(Object.fromEntries(kaliPuja.map((r) => [r.timeZone, r.mainDate]))).toEqual({
      'America/New_York': '2026-11-08',
      'America/Chicago': '2026-11-08',
      'America/Denver': '2026-11-07',
      'America/Los_Angeles': '2026-11-07',
    });
  });
});

describe('diffFestivalDates', () => {
  const row = {
    festivalSlug: 'holi',
    year: 2026,
    timeZone: 'America/New_York' as const,
    startDate: '2026-03-02',
    mainDate: '2026-03-03',
    endDate: '2026-03-03',
    note: null,
  };
  const empty = { 'America/New_York': [], 'America/Chicago': [], 'America/Denver': [], 'America/Los_Angeles': [] };

  it('reports different days, rows the table lacks and rows the computation does not know', () => {
    const computed = {
      ...empty,
      'America/New_York': [
        { slug: 'holi', startDate: '2026-03-02', mainDate: '2026-03-04', endDate: '2026-03-04' },
        { slug: 'onam', startDate: '2026-08-17', mainDate: '2026-08-26', endDate: '2026-08-26' },
      ],
    };
    const unknown = { ...row, festivalSlug: 'summer-mela', mainDate: '2026-06-01', startDate: '2026-06-01', endDate: '2026-06-01' };
    expect(diffFestivalDates(2026, [row, unknown], computed)).toEqual([
      {
        slug: 'holi',
        year: 2026,
        timeZone: 'America/New_York',
        table: { startDate: '2026-03-02', mainDate: '2026-03-03', endDate: '2026-03-03' },
        computed: { startDate: '2026-03-02', mainDate: '2026-03-04', endDate: '2026-03-04' },
        note: null,
      },
      {
        slug: 'summer-mela',
        year: 2026,
        timeZone: 'America/New_York',
        table: { startDate: '2026-06-01', mainDate: '2026-06-01', endDate: '2026-06-01' },
        computed: null,
        note: null,
      },
      {
        slug: 'onam',
        year: 2026,
        timeZone: 'America/New_York',
        table: null,
        computed: { startDate: '2026-08-17', mainDate: '2026-08-26', endDate: '2026-08-26' },
        note: null,
      },
    ]);
  });

  it('is empty when they agree, and ignores rows of other years', () => {
    const computed = {
      ...empty,
      'America/New_York': [{ slug: 'holi', startDate: '2026-03-02', mainDate: '2026-03-03', endDate: '2026-03-03' }],
    };
    expect(diffFestivalDates(2026, [row, { ...row, year: 2027 }], computed)).toEqual([]);
  });
});

describe('checkFestivalDateRow', () => {
  const good = {
    festivalSlug: 'diwali',
    year: 2026,
    timeZone: 'America/Chicago' as const,
    startDate: '2026-11-06',
    mainDate: '2026-11-08',
    endDate: '2026-11-10',
    note: null,
  };

  it.each([
    [{ festivalSlug: 'diwalli' }, /^Unknown festival "diwalli"\. Known festivals: diwali, dhanteras/],
    [{ year: 1999 }, /^Year must be from 2000 to 2100$/],
    [{ timeZone: 'Asia/Kolkata' }, /^Time zone must be one of: America\/New_York/],
    [{ mainDate: '2026-02-30' }, /^mainDate must be a date/],
    [{ startDate: 'yesterday' }, /^startDate must be a date/],
    [{ mainDate: '2027-01-01', endDate: '2027-01-02' }, /^The main date must be in 2026$/],
    [{ startDate: '2026-11-09' }, /^Dates must be in order/],
    [{ startDate: '2026-09-01' }, /^A festival may span at most 31 days$/],
    [{ note: 'x'.repeat(1001) }, /^The note may be at most 1000 characters$/],
  ])('refuses %j', (change, message) => {
    expect(checkFestivalDateRow({ ...good, ...change } as never)).toMatch(message);
  });

  it('accepts a good row', () => {
    expect(checkFestivalDateRow(good)).toBeNull();
    expect(checkFestivalDateRow({ ...good, note: 'Temple celebrates on Saturday' })).toBeNull();
  });
});
