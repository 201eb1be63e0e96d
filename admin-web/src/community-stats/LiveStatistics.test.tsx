import { render, screen, within } from '@testing-library/react';
import { AdminContext, defaultI18nProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { LiveStatisticsResponse } from '@sangam/shared';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { fakeApi } from '../test/fake-api';
import { barChartModel, niceCeiling } from '../common/chart';
import { LiveStatistics } from './LiveStatistics';

function day(date: string, pageViews: number, saves = 0) {
  return { date, pageViews, views: 0, saves, calendarAdds: 0, ticketClicks: 0, shares: 0 };
}

describe('barChartModel', () => {
  it('rounds the axis up to 1, 2 or 5 × 10ⁿ and puts gridlines at whole numbers', () => {
    expect([0, 1, 3, 7, 10, 11, 180, 4210].map(niceCeiling)).toEqual([1, 1, 5, 10, 10, 20, 200, 5000]);
    const m = barChartModel(
      [day('2026-11-01', 0), day('2026-11-02', 180), day('2026-11-03', 20)].map((d) => ({ date: d.date, value: d.pageViews })),
    );
    expect(m).toMatchObject({ max: 200, ticks: [0, 50, 100, 150, 200], total: 200, peak: { date: '2026-11-02', value: 180 } });
    expect(barChartModel([{ date: '2026-11-01', value: 7 }]).ticks).toEqual([0, 2, 4, 6, 8, 10]);
    expect(barChartModel([{ date: '2026-11-01', value: 4 }]).ticks).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('labels each month where it starts, leaving out a first month of only a few days', () => {
    const days = [
      '2026-08-29',
      '2026-08-30',
      '2026-08-31',
      ...Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(2026, 8, 1 + i)).toISOString().slice(0, 10)),
    ];
    const m = barChartModel(days.map((date) => ({ date, value: 1 })));
    expect(m.months).toEqual([
      { index: 3, label: 'Sep' },
      { index: 33, label: 'Oct' },
    ]);
  });

  it('has no peak and a 0–1 axis when nothing happened', () => {
    expect(barChartModel([{ date: '2026-11-01', value: 0 }])).toMatchObject({ max: 1, ticks: [0, 1], peak: null, total: 0 });
  });
});

describe('LiveStatistics', () => {
  it("shows the API's live figures, a 90-day chart and the series totals", async () => {
    const daily = Array.from({ length: 90 }, (_, i) =>
      day(new Date(Date.UTC(2026, 7, 28 + i)).toISOString().slice(0, 10), i === 89 ? 40 : 2, 1),
    );
    const body: LiveStatisticsResponse = {
      events: 72,
      organizations: 23,
      pageViews: 1234,
      saves: 9,
      subscribers: 5,
      from: daily[0].date,
      to: daily[89].date,
      daily,
    };
    fakeApi({ 'GET /api/admin/statistics': body });
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={defaultI18nProvider}>
          <LiveStatistics />
        </AdminContext>
      </MemoryRouter>,
    );
    const views = await screen.findByTestId('live-pageViews');
    expect(views).toHaveTextContent('Page views1,234last 30 days');
    expect(screen.getByTestId('live-events')).toHaveTextContent('72');
    expect(screen.getByTestId('live-subscribers')).toHaveTextContent('5');
    const chart = screen.getByRole('img', {
      name: /Page views per day from 2026-08-28 to 2026-11-25: 218 in all, at most 40 on 2026-11-25/,
    });
    expect(chart.querySelectorAll('rect')).toHaveLength(90);
    const totals = screen.getByTestId('series-totals');
    expect(within(totals).getByText('Page views (90 days)').nextSibling).toHaveTextContent('218');
    expect(within(totals).getByText('Saves (90 days)').nextSibling).toHaveTextContent('90');
  });
});
