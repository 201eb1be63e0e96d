import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, defaultI18nProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { RunEventOutcomeDto, RunSummaryDto } from '@sangam/shared';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { fakeApi } from '../test/fake-api';
import { filterOutcomes, outcomeCounts } from './outcomes';
import { RunOutcomesDialog } from './RunOutcomesDialog';

const S1 = '11111111-1111-4111-8111-111111111111';
const S2 = '22222222-2222-4222-8222-222222222222';
const EVENTS: RunEventOutcomeDto[] = [
  { sourceId: S1, title: 'Diwali Mela', date: '2026-11-08', outcome: 'saved', reason: null, eventId: null },
  {
    sourceId: S1,
    title: 'Kartik Purnima Puja',
    date: '2026-11-24',
    outcome: 'held',
    reason: 'Read from page text: "Sat, Nov 24"',
    eventId: null,
  },
  { sourceId: S2, title: 'Garba in Manchester', date: '2026-10-10', outcome: 'skipped', reason: 'outside the US (UK)', eventId: null },
  { sourceId: S2, title: 'Old Holi', date: '2026-03-03', outcome: 'skipped', reason: 'already over', eventId: null },
];

describe('filterOutcomes', () => {
  it('matches the title or the reason in any case, within an outcome', () => {
    expect(filterOutcomes(EVENTS, 'GARBA', '').map((e) => e.title)).toEqual(['Garba in Manchester']);
    expect(filterOutcomes(EVENTS, 'uk', '').map((e) => e.title)).toEqual(['Garba in Manchester']);
    expect(filterOutcomes(EVENTS, '', 'skipped')).toHaveLength(2);
    expect(filterOutcomes(EVENTS, 'holi', 'saved')).toEqual([]);
    expect(outcomeCounts(EVENTS)).toEqual([
      { outcome: 'held', count: 1 },
      { outcome: 'skipped', count: 2 },
      { outcome: 'saved', count: 1 },
    ]);
  });
});

describe('RunOutcomesDialog', () => {
  it("answers 'why is X missing?': search a run's events and see the outcome and reason", async () => {
    const run = {
      id: '33333333-3333-4333-8333-333333333333',
      startedAt: '2026-11-25T10:00:00.000Z',
      results: [
        { sourceId: S1, name: 'Temple page' },
        { sourceId: S2, name: 'UK feed' },
      ],
    } as unknown as RunSummaryDto;
    const calls = fakeApi({ [`GET /api/scraping/runs/${run.id}/events`]: EVENTS });
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={defaultI18nProvider}>
          <RunOutcomesDialog run={run} onClose={() => undefined} />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findAllByTestId('run-event')).toHaveLength(4);
    await user.type(screen.getByLabelText('Search title or reason'), 'garba');
    const [row] = screen.getAllByTestId('run-event');
    expect(screen.getAllByTestId('run-event')).toHaveLength(1);
    expect(row).toHaveTextContent('Garba in Manchester');
    expect(within(row).getAllByText('Skipped')[0]).toBeInTheDocument();
    expect(row).toHaveTextContent('outside the US (UK)');
    expect(row).toHaveTextContent('UK feed');
    expect(screen.getByTestId('run-events-shown')).toHaveTextContent('1 of 4 events shown');
    expect(calls.map((c) => c.url)).toEqual([`/api/scraping/runs/${run.id}/events`]);
  });
});
