import { DomainError } from '../src/common/api-error';
import { FESTIVALS } from '../src/festivals/festival-definitions';
import { documentedExceptions } from '../src/festivals/festival-dates.seed';
import { FestivalDatesRepository } from '../src/festivals/festival-dates.repository';
import { FestivalsService } from '../src/festivals/festivals.service';
import { createTestApp, TestApp } from './support/test-app';

describe('festival_dates on PostgreSQL', () => {
  let t: TestApp;
  let festivals: FestivalsService;
  let repository: FestivalDatesRepository;

  beforeAll(async () => {
    t = await createTestApp();
    festivals = t.app.get(FestivalsService);
    repository = t.app.get(FestivalDatesRepository);
  });
  afterAll(() => t.close());

  it('holds the shipped dates for 2026 and 2027, one row per festival and time zone', async () => {
    for (const year of [2026, 2027]) {
      const rows = await festivals.tableForYear(year);
      expect(rows).toHaveLength(FESTIVALS.length * 4);
    }
    const diwali = await repository.listFestival('diwali', 2026);
    expect(diwali.map((r) => [r.timeZone, r.startDate, r.mainDate, r.endDate])).toEqual([
      ['America/Chicago', '2026-11-06', '2026-11-08', '2026-11-10'],
      ['America/Denver', '2026-11-06', '2026-11-08', '2026-11-10'],
      ['America/Los_Angeles', '2026-11-06', '2026-11-08', '2026-11-10'],
      ['America/New_York', '2026-11-06', '2026-11-08', '2026-11-10'],
    ]);
  });

  it.each([2026, 2027])('agrees with the computation in %i except the documented exceptions, with their reasons', async (year) => {
    const disagreements = await festivals.compareTable(year);
    const expected = documentedExceptions().filter((e) => e.year === year);
    expect(
      disagreements
        .map((d) => ({ slug: d.slug, timeZone: d.timeZone, note: d.note }))
        .sort((a, b) => `${a.slug}${a.timeZone}`.localeCompare(`${b.slug}${b.timeZone}`)),
    ).toEqual(
      expected
        .map((e) => ({ slug: e.slug, timeZone: e.timeZone, note: e.reason }))
        .sort((a, b) => `${a.slug}${a.timeZone}`.localeCompare(`${b.slug}${b.timeZone}`)),
    );
  });

  it('shows an admin edit as a disagreement, and records who made it', async () => {
    const [pacific] = (await repository.listFestival('holi', 2026)).filter((r) => r.timeZone === 'America/Los_Angeles');
    await repository.save(
      { ...pacific, startDate: '2026-03-07', mainDate: '2026-03-07', endDate: '2026-03-07', note: 'Temple celebrates on Saturday' },
      'admin',
    );
    const holi = (await festivals.compareTable(2026)).filter((d) => d.slug === 'holi');
    expect(holi).toEqual([
      {
        slug: 'holi',
        year: 2026,
        timeZone: 'America/Los_Angeles',
        table: { startDate: '2026-03-07', mainDate: '2026-03-07', endDate: '2026-03-07' },
        computed: { startDate: '2026-03-02', mainDate: '2026-03-03', endDate: '2026-03-03' },
        note: 'Temple celebrates on Saturday',
      },
    ]);
    const [{ updatedBy }] = await t.ds.query(
      `SELECT "updatedBy" FROM festival_dates WHERE "festivalSlug" = 'holi' AND year = 2026 AND "timeZone" = 'America/Los_Angeles'`,
    );
    expect(updatedBy).toBe('admin');
  });

  it.each([
    ['dates out of order', `'diwali', 2028, 'America/Chicago', '2028-10-20', '2028-10-18', '2028-10-22'`],
    ['a main date outside the year', `'diwali', 2028, 'America/Chicago', '2029-01-01', '2029-01-01', '2029-01-01'`],
    ['an unknown time zone', `'diwali', 2028, 'Asia/Kolkata', '2028-10-17', '2028-10-17', '2028-10-17'`],
    ['a slug that is not URL-safe', `'Diwali 2028', 2028, 'America/Chicago', '2028-10-17', '2028-10-17', '2028-10-17'`],
    ['a span longer than a month', `'diwali', 2028, 'America/Chicago', '2028-09-01', '2028-10-17', '2028-10-17'`],
  ])('refuses a row with %s', async (_, values) => {
    await expect(
      t.ds.query(`INSERT INTO festival_dates ("festivalSlug", year, "timeZone", "startDate", "mainDate", "endDate") VALUES (${values})`),
    ).rejects.toThrow(/check constraint/);
  });

  it('answers a year outside the table with a 400 domain error', async () => {
    await expect(festivals.compareTable(1999)).rejects.toEqual(new DomainError('year_out_of_range', { params: { min: 2000, max: 2100 } }));
    await expect(festivals.tableForYear(2101)).rejects.toBeInstanceOf(DomainError);
  });
});
