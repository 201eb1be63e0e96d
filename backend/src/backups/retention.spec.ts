import { backupsToKeep } from './retention';

describe('backupsToKeep: 7 daily, 4 weekly', () => {
  const at = (iso: string) => new Date(iso);

  it('keeps the newest of each of the last 7 days and of the last 4 weeks; the rest go', () => {
    // 40 days of daily backups at 03:15 UTC, ending Monday 2026-12-07, plus a second backup on the last day.
    const dates = Array.from({ length: 40 }, (_, n) => at(new Date(Date.UTC(2026, 11, 7 - n, 3, 15)).toISOString()));
    dates.push(at('2026-12-07T10:00:00Z'));
    const kept = [...backupsToKeep(dates)].map((i) => dates[i].toISOString().slice(0, 16)).sort();
    expect(kept).toEqual([
      // newest of the weeks starting Mon 11-16, 11-23, 11-30 (the Sundays); this week's is today's
      '2026-11-22T03:15',
      '2026-11-29T03:15',
      // the last 7 days (today: the later of the two)
      '2026-12-01T03:15',
      '2026-12-02T03:15',
      '2026-12-03T03:15',
      '2026-12-04T03:15',
      '2026-12-05T03:15',
      '2026-12-06T03:15',
      '2026-12-07T10:00',
    ]);
  });

  it('counts days and weeks that have a backup, so gaps do not lose the older ones', () => {
    const dates = [at('2026-10-01T03:00:00Z'), at('2026-11-01T03:00:00Z'), at('2026-12-01T03:00:00Z')];
    expect(backupsToKeep(dates)).toEqual(new Set([0, 1, 2]));
    expect(backupsToKeep(dates, 1, 1)).toEqual(new Set([2]));
    expect(backupsToKeep([])).toEqual(new Set());
  });
});
