import type { Browser } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, startServerProcess } from '@sangam/backend/testing';
import { insertEvent, insertOrganization, publicEventTitles, signInContext, withDb } from './support/admin';

/** The approval queues (spec sections 4 and 8): effects seen on the public site and in the database. */
describe('admin console: approvals', () => {
  let srv: ServerProcess;
  let browser: Browser;
  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.stop();
  });

  it('approving an organization puts its event on the public home page', async () => {
    const { org, event } = await withDb(srv.databaseUrl, async (db) => {
      const org = await insertOrganization(db, { name: 'Kalamandir Dance Academy', isApproved: false });
      const event = await insertEvent(db, { title: 'Kathak Showcase Evening', organizationId: org.id, isApproved: true });
      return { org, event };
    });
    expect(await publicEventTitles(srv.url)).not.toContain(event.title);

    const { page, context } = await openPage(browser);
    await signInContext(context, srv.url);
    await page.goto(srv.url + '/admin');
    // The dashboard's queue card counts the pending organization.
    const queue = page.getByRole('region', { name: 'Organization Approvals' });
    await queue.getByLabel('1 pending').waitFor();
    await queue.getByRole('link', { name: 'Review organization approvals' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/approvals');

    const card = page.getByRole('article', { name: org.name });
    await card.waitFor();
    await card.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('The organization has been approved and is now visible in the directory.').waitFor();
    await card.waitFor({ state: 'detached' });
    await page.getByText('No organizations are waiting for approval.').waitFor();

    expect(await publicEventTitles(srv.url)).toContain(event.title);
    const home = await context.newPage();
    await home.goto(srv.url + '/');
    await home.getByText(event.title).first().waitFor();
    await context.close();
  });

  it('bulk-approves organizations and rejects one with a reason that is kept', async () => {
    const orgs = await withDb(srv.databaseUrl, async (db) => [
      await insertOrganization(db, { name: 'Telugu Association of Austin', isApproved: false, city: 'Austin' }),
      await insertOrganization(db, { name: 'Houston Tamil Sangam', isApproved: false, city: 'Houston' }),
      await insertOrganization(db, { name: 'Quick Cash Giveaway Club', isApproved: false }),
    ]);
    const { page, context } = await openPage(browser);
    await signInContext(context, srv.url);
    await page.goto(srv.url + '/admin/approvals');

    const spam = page.getByRole('article', { name: orgs[2].name });
    await spam.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason (optional)').fill('Not a community organization');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByText('The organization submission has been rejected.').waitFor();
    await spam.waitFor({ state: 'detached' });

    await page.getByLabel(`Select ${orgs[0].name}`).check();
    await page.getByLabel(`Select ${orgs[1].name}`).check();
    await page.getByRole('button', { name: 'Approve selected (2)' }).click();
    await page.getByText('2 organizations have been approved and are now visible in the directory.').waitFor();
    await page.getByRole('article', { name: orgs[0].name }).waitFor({ state: 'detached' });
    await page.getByRole('article', { name: orgs[1].name }).waitFor({ state: 'detached' });

    const rows = await withDb(srv.databaseUrl, (db) =>
      db.query<{ name: string; isApproved: boolean; rejectionReason: string | null }>(
        `SELECT name, "isApproved", "rejectionReason" FROM organizations WHERE id = ANY($1) ORDER BY name`,
        [orgs.map((o) => o.id)],
      ),
    );
    expect(rows.rows).toEqual([
      { name: 'Houston Tamil Sangam', isApproved: true, rejectionReason: null },
      { name: 'Quick Cash Giveaway Club', isApproved: false, rejectionReason: 'Not a community organization' },
      { name: 'Telugu Association of Austin', isApproved: true, rejectionReason: null },
    ]);
    await context.close();
  });

  it('shows the risk badge, flags and duplicate link of a pending event, and rejecting it with a reason removes it', async () => {
    const { original, flagged, clean } = await withDb(srv.databaseUrl, async (db) => {
      const org = await insertOrganization(db, {
        name: 'Chicago Bengali Cultural Society',
        isApproved: true,
        contactEmail: 'info@cbcs.example.org',
      });
      const original = await insertEvent(db, {
        title: 'Durga Puja Celebration',
        organizationId: org.id,
        isApproved: true,
        venue: 'Naperville Hall',
      });
      const flagged = await insertEvent(db, {
        title: 'Durga Puja Celebration!!! Guaranteed income',
        organizationId: org.id,
        isApproved: false,
        venue: 'Naperville Hall',
        moderationScore: 45,
        moderationFlags: ['Contains the spam phrase "guaranteed income"', 'Looks like a duplicate of an existing event'],
        duplicateOfId: original.id,
      });
      const clean = await insertEvent(db, {
        title: 'Saraswati Puja for Kids',
        organizationId: org.id,
        isApproved: false,
        venue: 'Naperville Hall',
      });
      return { original, flagged, clean };
    });

    const { page, context } = await openPage(browser);
    await signInContext(context, srv.url);
    await page.goto(srv.url + '/admin/event-approvals');
    const card = page.getByRole('article', { name: flagged.title });
    await card.waitFor();
    await card.getByText('Chicago Bengali Cultural Society').waitFor();
    await card.getByText('info@cbcs.example.org').waitFor();
    await card.getByText(/Naperville Hall, Dallas, TX/).waitFor();
    await card.getByText('Medium risk (45)').waitFor();
    await card.getByText('Contains the spam phrase "guaranteed income"').waitFor();
    expect(await card.getByRole('link', { name: 'the original event' }).getAttribute('href')).toBe(`/admin/events/${original.id}`);
    // A clean pending event has no risk badge.
    const cleanCard = page.getByRole('article', { name: clean.title });
    await cleanCard.waitFor();
    expect(await cleanCard.getByTestId('risk-badge').count()).toBe(0);

    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason (optional)').fill('Spam and a duplicate of the real listing');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByText('The event has been rejected and removed from the system.').waitFor();
    await card.waitFor({ state: 'detached' });

    const left = await withDb(srv.databaseUrl, (db) =>
      db.query<{ id: string }>('SELECT id FROM events WHERE id = ANY($1)', [[flagged.id, original.id, clean.id]]),
    );
    expect(left.rows.map((r) => r.id).sort()).toEqual([original.id, clean.id].sort());

    await cleanCard.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('The event has been approved and is now visible to users.').waitFor();
    expect(await publicEventTitles(srv.url)).toContain(clean.title);
    await context.close();
  });

  it('re-runs moderation on a pending event and shows the new risk badge and flags', async () => {
    const event = await withDb(srv.databaseUrl, async (db) => {
      const org = await insertOrganization(db, { name: 'Desi Wealth Circle', isApproved: true });
      return insertEvent(db, { title: 'GUARANTEED INCOME!!! Work from home crypto giveaway', organizationId: org.id, isApproved: false });
    });
    const { page, context } = await openPage(browser);
    await signInContext(context, srv.url);
    await page.goto(srv.url + '/admin/event-approvals');
    const card = page.getByRole('article', { name: event.title });
    await card.waitFor();
    expect(await card.getByTestId('risk-badge').count()).toBe(0);

    await card.getByRole('button', { name: 'Re-run moderation' }).click();
    await page.getByText(/^Moderation re-run: high risk \(score \d+\)\.$/).waitFor();
    expect(await card.getByTestId('risk-badge').textContent()).toMatch(/^High risk \(\d+\)$/);
    expect(await card.getByRole('list', { name: 'Moderation flags' }).getByRole('listitem').count()).toBeGreaterThan(0);

    const row = await withDb(srv.databaseUrl, (db) =>
      db.query<{ moderationScore: number; isApproved: boolean }>('SELECT "moderationScore", "isApproved" FROM events WHERE id = $1', [
        event.id,
      ]),
    );
    expect(row.rows[0].moderationScore).toBeGreaterThan(0);
    expect(row.rows[0].isApproved).toBe(false);
    await context.close();
  });

  it('reports a failed approval with the spec message and keeps the item listed', async () => {
    const { org, event } = await withDb(srv.databaseUrl, async (db) => {
      const org = await insertOrganization(db, { name: 'Vanishing Cultural Forum', isApproved: false });
      const host = await insertOrganization(db, { name: 'Steady Host Society', isApproved: true });
      const event = await insertEvent(db, { title: 'Vanishing Mela', organizationId: host.id, isApproved: false });
      return { org, event };
    });
    const { page, context } = await openPage(browser);
    await signInContext(context, srv.url);

    await page.goto(srv.url + '/admin/approvals');
    const card = page.getByRole('article', { name: org.name });
    await card.waitFor();
    await withDb(srv.databaseUrl, (db) => db.query('DELETE FROM organizations WHERE id = $1', [org.id]));
    await card.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('There was an error approving the organization. Please try again.').waitFor();
    await card.waitFor();

    await page.goto(srv.url + '/admin/event-approvals');
    const eventCard = page.getByRole('article', { name: event.title });
    await eventCard.waitFor();
    await withDb(srv.databaseUrl, (db) => db.query('DELETE FROM events WHERE id = $1', [event.id]));
    await eventCard.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByText('There was an error rejecting the event. Please try again.').waitFor();
    await context.close();
  });
});
