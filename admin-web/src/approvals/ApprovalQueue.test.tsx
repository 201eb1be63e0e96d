import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, defaultI18nProvider, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { AdminOrganizationResponse, PendingEventResponse } from '@sangam/shared';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { EventApprovalsPage } from './EventApprovalsPage';
import { OrganizationApprovalsPage } from './OrganizationApprovalsPage';
import { FakeAnswer, FakeCall, fakeApi } from '../test/fake-api';
import { QUEUE_PAGE_SIZE } from './ApprovalQueue';

const ADMIN = { id: 'a1', username: 'admin', email: 'admin@sangam.test' };

function pendingEvent(n: number, extra: Partial<PendingEventResponse> = {}): PendingEventResponse {
  return {
    id: `e${n}`,
    title: `Pending event ${n}`,
    description: null,
    organizationId: 'o1',
    organization: { id: 'o1', name: 'Chicago Bengali Cultural Society', contactEmail: 'info@cbcs.example.org' },
    category: 'Cultural Events',
    date: '2030-10-10',
    startTime: '6:00 PM',
    endTime: null,
    venue: 'Naperville Hall',
    city: 'Naperville',
    state: 'IL',
    price: null,
    priceText: null,
    isFree: true,
    ticketUrl: null,
    imageUrl: null,
    isApproved: false,
    moderationScore: 0,
    riskLevel: 'low',
    moderationFlags: [],
    duplicateOfId: null,
    sourceId: null,
    seriesId: null,
    recurrence: null,
    endDate: null,
    status: 'scheduled',
    address: null,
    postalCode: null,
    unpublishedByAdmin: false,
    festival: null,
    languages: [],
    tags: [],
    chosen: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

function pendingOrganization(n: number): AdminOrganizationResponse {
  return {
    id: `o${n}`,
    name: `Pending organization ${n}`,
    description: null,
    website: null,
    eventsPageUrl: null,
    eventSources: [],
    contactEmail: null,
    contactPhone: null,
    city: 'Austin',
    state: 'TX',
    isApproved: false,
    status: 'pending',
    submittedBy: null,
    rejectionReason: null,
    isRegistered: false,
    eventsThisMonth: 0,
    moderationScore: 0,
    riskLevel: 'low',
    moderationFlags: [],
    languages: [],
    languagesChosen: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** The range a queue request asks for. */
const rangeOf = (call: FakeCall) =>
  JSON.parse(new URL(call.url, 'http://x').searchParams.get('range') ?? 'null') as [number, number] | null;

/** A queue endpoint: the whole queue without a total (as today), or the asked page with Content-Range. */
function queue<T>(rows: () => T[], paged: boolean) {
  return (call: FakeCall): FakeAnswer => {
    if (!paged) return { status: 200, body: rows() };
    const [start, end] = rangeOf(call) ?? [0, 49];
    const page = rows().slice(start, end + 1);
    return { status: 200, body: page, headers: { 'Content-Range': `items ${start}-${start + page.length - 1}/${rows().length}` } };
  };
}

function renderQueue(page: ReactElement) {
  localStorage.setItem('adminToken', 'admin-token');
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={defaultI18nProvider}>
        {page}
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe.each([
  ['sent whole (no total header)', false],
  ['paged by the server (Content-Range)', true],
])('the approval queue, %s', (_, paged) => {
  it(`shows ${QUEUE_PAGE_SIZE} items a page in the server's order (risk, then age) and pages through the rest`, async () => {
    const rows = Array.from({ length: 60 }, (_, i) => pendingEvent(i + 1));
    const calls = fakeApi({ 'GET /api/admin/me': ADMIN, 'GET /api/admin/events/pending': queue(() => rows, paged) });
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    renderQueue(<EventApprovalsPage />);
    expect(await screen.findByRole('heading', { name: 'Pending Events (60)' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getAllByTestId('pending-event')).toHaveLength(QUEUE_PAGE_SIZE);
    expect(screen.getByRole('article', { name: 'Pending event 1' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Pending event 51' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('article', { name: 'Pending event 51' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getAllByTestId('pending-event')).toHaveLength(10);
    const queueCalls = calls.filter((c) => c.url.startsWith('/api/admin/events/pending'));
    expect(queueCalls.map((c) => new URL(c.url, 'http://x').searchParams.get('sort'))).toEqual(['["risk","DESC"]', '["risk","DESC"]']);
    const asked = queueCalls.map(rangeOf);
    expect(asked).toEqual([
      [0, 49],
      [50, 99],
    ]);
    for (const c of calls) expect(c.authorization).toBe('Bearer admin-token');
    // Two pages of 50 cards in jsdom: slow on a busy machine.
  }, 90_000);
});

describe('the approval queue', () => {
  it('approves one event: the call is made, the card leaves and the count drops', async () => {
    let rows = [pendingEvent(1), pendingEvent(2)];
    const calls = fakeApi({
      'GET /api/admin/me': ADMIN,
      'GET /api/admin/events/pending': () => ({ status: 200, body: rows }),
      'PUT /api/admin/events/e1/approve': () => {
        rows = rows.filter((r) => r.id !== 'e1');
        return { status: 200, body: { ...pendingEvent(1), isApproved: true } };
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    renderQueue(<EventApprovalsPage />);
    const card = await screen.findByRole('article', { name: 'Pending event 1' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The event has been approved and is now visible to users.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Pending event 1' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Pending Events (1)' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url)).toEqual(['/api/admin/events/e1/approve']);
  });

  it('rejects the selected events together with the reason given', async () => {
    let rows = [pendingEvent(1), pendingEvent(2), pendingEvent(3)];
    const calls = fakeApi({
      'GET /api/admin/me': ADMIN,
      'GET /api/admin/events/pending': () => ({ status: 200, body: rows }),
      'PUT /api/admin/events/e1/reject': () => ((rows = rows.filter((r) => r.id !== 'e1')), { status: 200, body: {} }),
      'PUT /api/admin/events/e3/reject': () => ((rows = rows.filter((r) => r.id !== 'e3')), { status: 200, body: {} }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    renderQueue(<EventApprovalsPage />);
    await user.click(await screen.findByLabelText('Select Pending event 1'));
    await user.click(screen.getByLabelText('Select Pending event 3'));
    await user.click(screen.getByRole('button', { name: 'Reject selected (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject 2 events' });
    await user.click(within(dialog).getByLabelText('Reason (optional)'));
    await user.paste('Not a community event');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('2 events have been rejected and removed from the system.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('pending-event')).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.url, c.body])).toEqual([
      ['/api/admin/events/e1/reject', { reason: 'Not a community event' }],
      ['/api/admin/events/e3/reject', { reason: 'Not a community event' }],
    ]);
  });

  it('a failed approval says so and keeps the item', async () => {
    fakeApi({
      'GET /api/admin/me': ADMIN,
      'GET /api/admin/organizations/pending': [pendingOrganization(1)],
      'PUT /api/admin/organizations/o1/approve': () => ({ status: 500, body: { statusCode: 500, error: 'Internal server error' } }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    renderQueue(<OrganizationApprovalsPage />);
    const card = await screen.findByRole('article', { name: 'Pending organization 1' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('There was an error approving the organization. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Pending organization 1' })).toBeInTheDocument();
  });

  it('re-running moderation shows the new risk on the card', async () => {
    fakeApi({
      'GET /api/admin/me': ADMIN,
      'GET /api/admin/organizations/pending': [pendingOrganization(1)],
      'POST /api/admin/moderation/organizations/o1': {
        ...pendingOrganization(1),
        moderationScore: 75,
        riskLevel: 'high',
        moderationFlags: ['Too many links'],
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    renderQueue(<OrganizationApprovalsPage />);
    const card = await screen.findByRole('article', { name: 'Pending organization 1' });
    expect(within(card).queryByTestId('risk-badge')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Re-run moderation' }));
    expect(await screen.findByText('Moderation re-run: high risk (score 75).')).toBeInTheDocument();
    expect(within(card).getByText('High risk (75)')).toBeInTheDocument();
    expect(within(card).getByText('Too many links')).toBeInTheDocument();
  });

  it('badges each item with the level the API served (the console keeps no thresholds of its own)', async () => {
    fakeApi({
      'GET /api/admin/me': ADMIN,
      'GET /api/admin/events/pending': [
        pendingEvent(1, { title: 'BEST CRYPTO DEALS $$$ casino', moderationScore: 12, riskLevel: 'high' }),
        pendingEvent(2, { moderationScore: 95, riskLevel: 'medium' }),
        pendingEvent(3, { moderationScore: 5, riskLevel: 'low' }),
      ],
    });
    renderQueue(<EventApprovalsPage />);
    const high = await screen.findByRole('article', { name: 'BEST CRYPTO DEALS $$$ casino' });
    expect(within(high).getByTestId('risk-badge')).toHaveTextContent('High risk (12)');
    expect(within(screen.getByRole('article', { name: 'Pending event 2' })).getByTestId('risk-badge')).toHaveTextContent(
      'Medium risk (95)',
    );
    expect(within(screen.getByRole('article', { name: 'Pending event 3' })).getByTestId('risk-badge')).toHaveTextContent('Low risk (5)');
  });

  it('an empty queue says nothing is waiting', async () => {
    fakeApi({ 'GET /api/admin/me': ADMIN, 'GET /api/admin/organizations/pending': [] });
    renderQueue(<OrganizationApprovalsPage />);
    expect(await screen.findByText('No organizations are waiting for approval.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending Organizations (0)' })).toBeInTheDocument();
  });
});
