import { dailySeries, daysOf, lastDays } from './insight-series';

describe('insight series', () => {
  it('the last 30 days end today (UTC) and cross month ends', () => {
    const p = lastDays(30, new Date('2026-03-10T23:30:00Z'));
    expect(p).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    const days = daysOf(p);
    expect(days).toHaveLength(30);
    expect(days.slice(18, 21)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('fills every day, adds up the totals, ignores days outside the period', () => {
    const s = dailySeries({ from: '2026-11-01', to: '2026-11-03' }, [
      { day: '2026-11-01', kind: 'view', count: 5 },
      { day: '2026-11-03', kind: 'view', count: 2 },
      { day: '2026-11-03', kind: 'ticket', count: 1 },
      { day: '2026-10-31', kind: 'view', count: 100 },
    ]);
    expect(s.daily).toEqual([
      { date: '2026-11-01', views: 5, saves: 0, calendarAdds: 0, ticketClicks: 0, shares: 0 },
      { date: '2026-11-02', views: 0, saves: 0, calendarAdds: 0, ticketClicks: 0, shares: 0 },
      { date: '2026-11-03', views: 2, saves: 0, calendarAdds: 0, ticketClicks: 1, shares: 0 },
    ]);
    expect(s.totals).toEqual({ views: 7, saves: 0, calendarAdds: 0, ticketClicks: 1, shares: 0 });
  });
});
