import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrganizationImportsDto, PreviewResultDto } from '@sangam/shared';
import { describe, expect, it } from 'vitest';
import { FakeCall, fakeApi, renderPage } from '../../../test/render';
import { OrgImports } from './OrgImports';

const ORG = '6f1c1d3e-0000-4000-8000-000000000001';
const SOURCE = '6f1c1d3e-0000-4000-8000-0000000000aa';
const BASE = `/api/organizations/${ORG}`;
const IMPORTS: OrganizationImportsDto = {
  rules: { skipTitles: [], skipCategories: [], defaultCategory: null, defaultVenue: null },
  sources: [
    {
      id: SOURCE,
      name: 'Sri Ganesha Temple',
      type: 'other',
      url: 'https://temple.example.org/events',
      active: true,
      origin: 'organization',
      failingRuns: 0,
      stoppedWorking: false,
      lastRun: {
        runId: 'r1',
        at: '2026-12-01T18:00:00.000Z',
        found: 4,
        new: 3,
        updated: 1,
        skipped: { 'already over': 1 },
        notice: null,
        error: null,
        partial: null,
      },
    },
  ],
};
const PREVIEW: PreviewResultDto = {
  via: ['json-ld'],
  error: null,
  events: [
    {
      title: 'Board Meeting',
      date: '2026-12-20',
      startTime: '7:00 PM',
      venue: 'Temple',
      city: 'Nashville',
      state: 'TN',
      outcome: 'skipped',
      reason: 'skipped by your rule: titles with "Board meeting"',
      notes: [],
    },
  ],
  counts: { skipped: 1 },
  eventsFound: 0,
  skipped: { 'skipped by your rule: titles with "Board meeting"': 1 },
  notice: null,
  partial: null,
};

describe('OrgImports (the dashboard’s imports)', () => {
  it('shows the last import in plain words and answers why an event is missing', async () => {
    const calls = fakeApi({
      [`GET ${BASE}/imports`]: IMPORTS,
      [`GET ${BASE}/imports/${SOURCE}/outcomes`]: [
        { title: 'Navratri 2025', date: '2025-10-01', outcome: 'skipped', reason: 'already over', eventId: null },
      ],
    });
    renderPage(<OrgImports token="org-token" organizationId={ORG} />);
    expect(await screen.findByText(/4 events found · 3 new · 1 updated · 1 not imported/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Why is my event missing?' }));
    await userEvent.type(screen.getByLabelText('Words to look for'), 'navratri');
    await userEvent.click(screen.getByRole('button', { name: 'Search the last import' }));
    const row = await screen.findByTestId('org-import-outcome');
    expect(within(row).getByText('Not imported')).toBeInTheDocument();
    expect(within(row).getByText('Already over')).toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe(`${BASE}/imports/${SOURCE}/outcomes?q=navratri`);
  });

  it('a new rule is previewed (not saved) until Save', async () => {
    const calls = fakeApi({
      [`GET ${BASE}/imports`]: IMPORTS,
      [`POST ${BASE}/imports/${SOURCE}/preview`]: PREVIEW,
      [`PUT ${BASE}/import-rules`]: (c: FakeCall) => ({ status: 200, body: c.body }),
    });
    renderPage(<OrgImports token="org-token" organizationId={ORG} />);
    await userEvent.type(await screen.findByLabelText('Skip events with these words'), 'Board meeting');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Skipped by your rule: titles with "Board meeting"')).toBeInTheDocument();
    const preview = calls.find((c) => c.method === 'POST')!;
    expect(preview.body).toEqual({ rules: { ...IMPORTS.rules, skipTitles: ['Board meeting'] } });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ skipTitles: ['Board meeting'] }));
  });
});
