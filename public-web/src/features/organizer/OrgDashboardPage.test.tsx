import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ManagedEventResponse, OrgProfileResponse } from '@sangam/shared';
import { describe, expect, it } from 'vitest';
import { FakeCall, fakeApi, renderPage } from '../../test/render';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fetcher } from '../../lib/api';
import { ToastProvider } from '../../lib/toast';
import OrgDashboardPage from './OrgDashboardPage';

const PROFILE: OrgProfileResponse = {
  id: '6f1c1d3e-0000-4000-8000-000000000001',
  name: 'Dallas Tamil Sangam',
  email: 'events@dts.example.org',
  isApproved: true,
  rejectionReason: null,
  reappliedAt: null,
  languages: ['ta'],
  languagesChosen: true,
  eventsThisMonth: 2,
  city: 'Dallas',
  state: 'TX',
  description: null,
  website: null,
  eventsPageUrl: null,
  contactPhone: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function event(id: string, title: string, date: string, extra: Partial<ManagedEventResponse> = {}): ManagedEventResponse {
  return {
    id,
    title,
    description: null,
    organizationId: PROFILE.id,
    organization: null,
    category: 'Cultural Events',
    date,
    startTime: '6:00 PM',
    endTime: null,
    venue: 'Hall',
    city: 'Dallas',
    state: 'TX',
    price: null,
    priceText: null,
    isFree: true,
    ticketUrl: null,
    imageUrl: null,
    isApproved: true,
    moderationScore: 0,
    moderationFlags: [],
    duplicateOfId: null,
    sourceId: null,
    seriesId: null,
    recurrence: null,
    endDate: null,
    status: 'scheduled',
    address: null,
    postalCode: null,
    riskLevel: 'low',
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

const UPCOMING = event('e1', 'Pongal Vizha', '2099-01-14', { isFree: false, price: 12.5, isApproved: false });
const PAST = event('e2', 'Tamil New Year', '2001-04-14');
const EVENTS_PATH = `/api/organizations/${PROFILE.id}/events`;

/** The list under a heading ('Upcoming (1)'). */
function listAfter(heading: string): HTMLElement {
  return screen.getByRole('heading', { name: heading }).nextElementSibling as HTMLElement;
}

/** A Delete button ('Delete' plus the event's title for screen readers). */
const deleteButton = (title: string) => screen.findByRole('button', { name: new RegExp(`^Delete\\s*${title}$`) });

function signIn() {
  localStorage.setItem('orgToken', 'org-token');
}

describe('OrgDashboardPage', () => {
  it('sends a visitor without a token to the login page', async () => {
    const calls = fakeApi({});
    renderPage(<OrgDashboardPage />, '/org/dashboard');
    expect(await screen.findByText('Navigated elsewhere')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows the organization's profile and its events, upcoming first then past, with status and price", async () => {
    signIn();
    const calls = fakeApi({ 'GET /api/org/me': PROFILE, [`GET ${EVENTS_PATH}`]: [PAST, UPCOMING] });
    renderPage(<OrgDashboardPage />, '/org/dashboard');
    expect(await screen.findByRole('heading', { name: 'Your Events (2)' })).toBeInTheDocument();
    expect(screen.getByText('Dallas Tamil Sangam')).toBeInTheDocument();
    const upcoming = listAfter('Upcoming (1)');
    expect(within(upcoming).getByRole('heading', { name: 'Pongal Vizha' })).toBeInTheDocument();
    expect(within(upcoming).getByText('Pending review')).toBeInTheDocument();
    expect(within(upcoming).getByText('$12.50')).toBeInTheDocument();
    expect(within(listAfter('Past (1)')).getByRole('heading', { name: 'Tamil New Year' })).toBeInTheDocument();
    // Every organizer call carries the organizer's token, and only it.
    // (profile, events, insights, rejected events, imports)
    expect(calls.map((c) => c.authorization)).toEqual(Array(5).fill('Bearer org-token'));
  });

  it('deletes an upcoming event after confirmation and refreshes the list', async () => {
    signIn();
    let events = [PAST, UPCOMING];
    const calls = fakeApi({
      'GET /api/org/me': PROFILE,
      [`GET ${EVENTS_PATH}`]: () => ({ status: 200, body: events }),
      'DELETE /api/events/e1': () => {
        events = [PAST];
        return { status: 204 };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<OrgDashboardPage />, '/org/dashboard');
    await user.click(await deleteButton('Pongal Vizha'));
    const dialog = screen.getByRole('dialog', { name: 'Delete this event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Event' }));
    expect(await screen.findByText('"Pongal Vizha" has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your Events (1)' })).toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: '/api/events/e1', authorization: 'Bearer org-token', body: undefined },
    ]);
  });

  it('does not delete a past event: it says why', async () => {
    signIn();
    const calls = fakeApi({ 'GET /api/org/me': PROFILE, [`GET ${EVENTS_PATH}`]: [PAST] });
    const user = userEvent.setup({ delay: null });
    renderPage(<OrgDashboardPage />, '/org/dashboard');
    await user.click(await deleteButton('Tamil New Year'));
    expect(await screen.findByText('"Tamil New Year" has already taken place.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('an expired token is removed and the organizer sent to the login page', async () => {
    signIn();
    fakeApi({ 'GET /api/org/me': () => ({ status: 401, body: { statusCode: 401, error: 'Invalid or expired token' } }) });
    renderPage(<OrgDashboardPage />, '/org/dashboard');
    expect(await screen.findByText('Navigated elsewhere')).toBeInTheDocument();
    expect(localStorage.getItem('orgToken')).toBeNull();
  });

  it('a profile that fails to load offers to try again', async () => {
    signIn();
    let fail = true;
    fakeApi({
      'GET /api/org/me': () =>
        fail ? { status: 500, body: { statusCode: 500, error: 'Internal server error' } } : { status: 200, body: PROFILE },
      [`GET ${EVENTS_PATH}`]: [],
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<OrgDashboardPage />, '/org/dashboard');
    expect(await screen.findByText('Failed to load organization profile.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
  });

  it('a rejected organization sees the reason, what to do next, and can re-apply', async () => {
    signIn();
    const rejected = { ...PROFILE, isApproved: false, rejectionReason: 'Website does not mention events' };
    const calls = fakeApi({
      'GET /api/org/me': rejected,
      [`GET ${EVENTS_PATH}`]: [],
      'POST /api/org/reapply': { ...rejected, rejectionReason: null, reappliedAt: '2026-12-07T10:00:00.000Z' },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<OrgDashboardPage />, '/org/dashboard');
    expect(await screen.findByText('Not Approved')).toBeInTheDocument();
    expect(screen.getByText(/Reason: Website does not mention events/)).toBeInTheDocument();
    expect(screen.getByText(/What to do next/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Re-apply for Approval' }));
    expect(await screen.findByText('Pending Approval')).toBeInTheDocument();
    expect(screen.queryByText(/Reason:/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/applied again and is awaiting review by our team\. You can add and change events once it is approved\./),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/org/reapply']);
  });

  it('events say where they stand: live, pending review with the flags in plain words, or waiting for the organization', async () => {
    signIn();
    const flagged = event('e3', 'Crypto Mela', '2099-02-01', {
      isApproved: false,
      moderationScore: 4,
      moderationFlags: ['Contains scam phrase "guaranteed returns"', 'Title is mostly capital letters'],
    });
    const live = event('e4', 'Bal Vihar', '2099-03-01');
    fakeApi({ 'GET /api/org/me': PROFILE, [`GET ${EVENTS_PATH}`]: [flagged, live] });
    renderPage(<OrgDashboardPage />, '/org/dashboard');
    const cards = await screen.findAllByTestId('org-event');
    const [flaggedCard, liveCard] = cards;
    expect(within(flaggedCard).getByText('Pending review')).toBeInTheDocument();
    expect(within(flaggedCard).getByRole('list')).toHaveTextContent('Contains scam phrase "guaranteed returns"');
    expect(within(flaggedCard).queryByRole('link', { name: /View on site/ })).not.toBeInTheDocument();
    expect(within(liveCard).getByText('Live')).toBeInTheDocument();
    expect(within(liveCard).getByRole('link', { name: /^View on site\s*Bal Vihar$/ })).toHaveAttribute('href', '/event/e4');

    const waiting = event('e5', 'Pongal', '2099-01-14', { isApproved: false });
    fakeApi({ 'GET /api/org/me': { ...PROFILE, isApproved: false }, [`GET ${EVENTS_PATH}`]: [waiting] });
    cleanupAndRender();
    expect(await screen.findByText('It goes live as soon as your organization is approved.')).toBeInTheDocument();
  });

  it("shows each live event's last 30 days: a chart of views and the totals", async () => {
    signIn();
    const live = event('e4', 'Bal Vihar', '2099-03-01');
    const quiet = event('e6', 'Yoga', '2099-03-02');
    const daily = Array.from({ length: 30 }, (_, i) => ({
      date: `2026-11-${String(i + 1).padStart(2, '0')}`,
      views: i === 29 ? 5 : i === 28 ? 2 : 0,
      saves: 0,
      calendarAdds: 0,
      ticketClicks: 0,
      shares: 0,
    }));
    const totals = { views: 7, saves: 2, calendarAdds: 1, ticketClicks: 3, shares: 0 };
    fakeApi({
      'GET /api/org/me': PROFILE,
      [`GET ${EVENTS_PATH}`]: [live, quiet],
      [`GET /api/organizations/${PROFILE.id}/insights`]: {
        organizationId: PROFILE.id,
        from: '2026-11-01',
        to: '2026-11-30',
        totals,
        events: [{ eventId: 'e4', from: '2026-11-01', to: '2026-11-30', totals, daily }],
      },
    });
    renderPage(<OrgDashboardPage />, '/org/dashboard');
    const chart = await screen.findByRole('img', {
      name: /Page views per day from 2026-11-01 to 2026-11-30: 7 in all, at most 5 in a day/,
    });
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    const insights = screen.getByTestId('org-insights');
    expect(within(insights).getByText('Ticket clicks').nextElementSibling).toHaveTextContent('3');
    expect(within(insights).getByText('Saves').nextElementSibling).toHaveTextContent('2');
    const [, quietCard] = screen.getAllByTestId('org-event');
    expect(within(quietCard).getByText('No visits in the last 30 days yet.')).toBeInTheDocument();
  });

  it('after saving, offers "View on site" for a live event and says when a held one will appear', async () => {
    signIn();
    fakeApi({ 'GET /api/org/me': PROFILE, [`GET ${EVENTS_PATH}`]: [] });
    renderWithState({ saved: { id: 'e9', title: 'Diwali Mela', live: true, action: 'created' } });
    const notice = await screen.findByText(/was created/);
    expect(notice.closest('.org-saved')).toHaveTextContent('It is on the site now.');
    expect(screen.getByRole('link', { name: 'View on site' })).toHaveAttribute('href', '/event/e9');

    cleanup();
    renderWithState({ saved: { id: 'e9', title: 'Diwali Mela', live: false, action: 'updated' } });
    expect(await screen.findByText(/It will appear on the site once it has been reviewed/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View on site' })).not.toBeInTheDocument();
  });
});

describe('OrgDashboardPage: series and rejected events', () => {
  it('a date of a series says how it repeats; cancelling offers this date or the whole series', async () => {
    signIn();
    const series = { seriesId: 's1', recurrence: 'Every Sunday' };
    let events = [
      event('o1', 'Bal Vihar', '2099-01-04', series),
      event('o2', 'Bal Vihar', '2099-01-11', series),
      event('x', 'Yoga', '2099-01-05'),
    ];
    const calls = fakeApi({
      'GET /api/org/me': PROFILE,
      [`GET ${EVENTS_PATH}`]: () => ({ status: 200, body: events }),
      'DELETE /api/event-series/s1': () => {
        events = events.filter((e) => e.id === 'x');
        return { status: 204 };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<OrgDashboardPage />, '/org/dashboard');
    // The series is one entry; its second date opens on demand.
    expect(await screen.findAllByText('Every Sunday')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Show the other date' }));
    expect(screen.getAllByText('Every Sunday')).toHaveLength(2);
    await user.click((await screen.findAllByRole('button', { name: /^Delete\s*Bal Vihar$/ }))[0]);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this event?' });
    expect(within(dialog).getByLabelText('Only this date')).toBeChecked();
    await user.click(within(dialog).getByLabelText(/Every upcoming date of the/));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Series' }));
    expect(await screen.findByText('Every upcoming date of "Bal Vihar" has been cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your Events (1)' })).toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/event-series/s1']);
  });

  it('keeps a record of events an admin did not approve, with the reason', async () => {
    signIn();
    fakeApi({
      'GET /api/org/me': PROFILE,
      [`GET ${EVENTS_PATH}`]: [],
      [`GET /api/organizations/${PROFILE.id}/rejected-events`]: [
        {
          id: 'r1',
          eventId: 'e7',
          title: 'Crypto Night',
          date: '2099-05-01',
          reason: 'Not a community event',
          rejectedAt: '2026-11-20T10:00:00Z',
          seriesId: null,
          occurrences: 1,
        },
        {
          id: 'r2',
          eventId: 'e8',
          title: 'Bhajans',
          date: '2099-06-05',
          reason: null,
          rejectedAt: '2026-11-19T10:00:00Z',
          seriesId: 's2',
          occurrences: 6,
        },
      ],
    });
    renderPage(<OrgDashboardPage />, '/org/dashboard');
    expect(await screen.findByRole('heading', { name: 'Not approved (2)' })).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('org-rejected-event');
    expect(first).toHaveTextContent('Crypto Night');
    expect(first).toHaveTextContent('Reason: Not a community event');
    expect(second).toHaveTextContent('6 dates');
    expect(second).toHaveTextContent('Reason: No reason given');
  });

  it('changes the communities the organization serves (PUT /api/org/languages with the organizer token)', async () => {
    signIn();
    const calls = fakeApi({
      'GET /api/org/me': PROFILE,
      [`GET ${EVENTS_PATH}`]: [],
      'GET /api/languages': [
        { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்', eventCount: 3 },
        { code: 'te', name: 'Telugu', nativeName: 'తెలుగు', eventCount: 2 },
      ],
      'PUT /api/org/languages': (call: FakeCall) => ({
        status: 200,
        body: { languages: (call.body as { languages: string[] }).languages, languagesChosen: true },
      }),
    });
    renderPage(<OrgDashboardPage />, '/org/dashboard');
    const communities = (await screen.findByText('Communities')).parentElement as HTMLElement;
    expect(communities).toHaveTextContent('Tamil');
    await userEvent.click(within(communities).getByRole('button', { name: 'Change' }));
    await userEvent.click(await within(communities).findByRole('checkbox', { name: 'Telugu' }));
    await userEvent.click(within(communities).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(communities).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
    expect(communities).toHaveTextContent('Tamil · Telugu');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({ url: '/api/org/languages', authorization: 'Bearer org-token', body: { languages: ['ta', 'te'] } });
  });
});

function cleanupAndRender() {
  cleanup();
  renderPage(<OrgDashboardPage />, '/org/dashboard');
}

function renderWithState(state: unknown) {
  render(
    <SWRConfig value={{ fetcher, provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
      <ToastProvider>
        <MemoryRouter initialEntries={[{ pathname: '/org/dashboard', state }]}>
          <Routes>
            <Route path="/org/dashboard" element={<OrgDashboardPage />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </SWRConfig>,
  );
}
