import { DateTime } from 'luxon';
import { FollowTokens } from '../src/follows/follow-tokens';
import { thisWeekend } from '../src/share/share-scope';
import { adminToken, daysFromToday, makeEvent, makeOrganization } from './support/factories';
import { startSmtpServer, TestSmtpServer } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';
import { until } from './support/wait';

const INVALID_LINK = 'This link is invalid or has expired';

/** The token of a link in a mail's text (the first link to `path`). */
function linkToken(text: string, path: string): string {
  const m = new RegExp(`https://mela\\.example\\.org${path.replace(/\//g, '\\/')}\\?token=([^\\s>]+)`).exec(text);
  if (!m) throw new Error(`no ${path} link in:\n${text}`);
  return decodeURIComponent(m[1]);
}

/** The same token with one character of its signature changed. */
function tamper(token: string): string {
  const last = token.at(-1) === 'A' ? 'B' : 'A';
  return token.slice(0, -1) + last;
}

describe('follows: double opt-in, weekly digest, notices and one-click unsubscribe over real SMTP', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: string;
  const weekend = thisWeekend('America/Chicago', DateTime.now());

  const mailsTo = (to: string) => smtp.received.filter((m) => m.to.includes(to));
  const status = async (email: string) =>
    (await t.ds.query(`SELECT status FROM follows WHERE email = $1 ORDER BY "createdAt"`, [email])).map(
      (r: { status: string }) => r.status,
    );
  const runJobs = async () => (await t.http.post('/api/admin/follows/run').set('Authorization', `Bearer ${admin}`).expect(200)).body;
  /** Waits until the outbox has delivered everything queued (so "nothing arrived" means nothing was sent). */
  const drained = () =>
    until(
      'the outbox to drain',
      async () => (await t.ds.query(`SELECT count(*)::int AS n FROM outgoing_mail WHERE status = 'queued'`))[0].n === 0,
    );

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Mela Events <events@mela.example.org>',
      PRODUCT_NAME: 'Mela',
      PUBLIC_URL: 'https://mela.example.org',
      MAIL_RETRY_DELAY_SECONDS: '1',
    });
    admin = await adminToken(t.app);
    const org = await makeOrganization(t.ds, { name: 'Dallas Telugu Association' });
    await makeEvent(t.ds, { title: 'Weekend Garba Night', date: weekend.from, city: 'Irving', state: 'TX', organizationId: org.id });
    await makeEvent(t.ds, { title: 'Sunday Bhajan Sandhya', date: weekend.to, city: 'Plano', state: 'TX', startTime: '10:00 AM' });
    await makeEvent(t.ds, { title: 'Houston Weekend Mela', date: weekend.from, city: 'Houston', state: 'TX' });
    await makeEvent(t.ds, { title: 'Later Diwali Dinner', date: daysFromToday(20), city: 'Dallas', state: 'TX' });
    await makeEvent(t.ds, { title: 'Unapproved Weekend Thing', date: weekend.from, city: 'Dallas', state: 'TX', isApproved: false });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('confirmation → weekly digest of this weekend in DFW → one-click unsubscribe, over HTTP', async () => {
    const email = 'priya@example.com';
    const res = await t.http.post('/api/follows').send({ email: 'Priya@Example.com', metro: 'dallas-fort-worth' }).expect(202);
    expect(res.body).toEqual({ message: 'Check your email to confirm' });
    const [confirmation] = await until('the confirmation', async () => mailsTo(email).length > 0 && mailsTo(email));
    expect(confirmation.subject).toBe('Confirm: follow events in Dallas–Fort Worth on Mela');
    expect(confirmation.headers['list-unsubscribe']).toBeUndefined();

    // Before confirmation: nothing but the confirmation.
    expect((await runJobs()).digests).toBe(0);
    await drained();
    expect(mailsTo(email)).toHaveLength(1);

    const confirmed = await t.http
      .get('/api/follows/confirm')
      .query({ token: linkToken(confirmation.text, '/follows/confirm') })
      .expect(200);
    expect(confirmed.body.message).toBe('You are following events in Dallas–Fort Worth');
    expect(confirmed.body.follow).toMatchObject({ metro: { id: 'dallas-fort-worth' }, status: 'active' });

    expect((await runJobs()).digests).toBe(1);
    const digest = (await until('the digest', async () => mailsTo(email).length > 1 && mailsTo(email)))[1];
    expect(digest.subject).toBe('This weekend: 2 events in Dallas–Fort Worth');
    expect(digest.text).toContain('Weekend Garba Night');
    expect(digest.text).toContain('Sunday Bhajan Sandhya');
    expect(digest.text).not.toContain('Houston Weekend Mela');
    expect(digest.text).not.toContain('Later Diwali Dinner');
    expect(digest.text).not.toContain('Unapproved');
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(linkToken(digest.text, '/follows/unsubscribe')).toMatch(/^u\./);
    expect(linkToken(digest.text, '/follows/manage')).toMatch(/^m\./);
    const header =
      /^<(https:\/\/mela\.example\.org\/api\/follows\/unsubscribe\?token=[^>]+)>, <(mailto:events@mela\.example\.org\?subject=[^>]+)>$/.exec(
        digest.headers['list-unsubscribe'],
      );
    expect(header).not.toBeNull();

    // Once per weekend, however often the job runs.
    expect((await runJobs()).digests).toBe(0);

    // One click, as a mail client does it (RFC 8058): POST to the header's URL, form body, no page.
    const url = new URL(header![1]);
    const unsub = await t.http.post(`${url.pathname}${url.search}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(unsub.body.message).toBe('You will not receive emails about events in Dallas–Fort Worth any more');
    expect(await status(email)).toEqual(['unsubscribed']);

    await t.ds.query(`UPDATE follows SET "lastDigestWeekend" = NULL WHERE email = $1`, [email]);
    expect((await runJobs()).digests).toBe(0);
    await drained();
    expect(mailsTo(email)).toHaveLength(2);
  });

  it("a follow's language filter narrows its digest to that community's events", async () => {
    await t.ds.query(`UPDATE events SET languages = '{te}' WHERE title = 'Weekend Garba Night'`);
    await t.ds.query(`UPDATE events SET languages = '{hi}' WHERE title = 'Sunday Bhajan Sandhya'`);
    const email = 'telugu.family@example.com';
    await t.http.post('/api/follows').send({ email, metro: 'dallas-fort-worth', language: 'te' }).expect(202);
    const [confirmation] = await until('the confirmation', async () => mailsTo(email).length > 0 && mailsTo(email));
    await t.http
      .get('/api/follows/confirm')
      .query({ token: linkToken(confirmation.text, '/follows/confirm') })
      .expect(200);
    expect((await runJobs()).digests).toBe(1);
    const digest = (await until('the digest', async () => mailsTo(email).length > 1 && mailsTo(email)))[1];
    expect(digest.subject).toBe('This weekend: 1 Telugu event in Dallas–Fort Worth');
    expect(digest.text).toContain('Weekend Garba Night');
    expect(digest.text).not.toContain('Sunday Bhajan Sandhya');
  });

  it('an unconfirmed follow never receives a digest; asking again answers the same and mails nothing more', async () => {
    const email = 'unconfirmed@example.com';
    const first = await t.http.post('/api/follows').send({ email, metro: 'dallas-fort-worth' }).expect(202);
    const again = await t.http.post('/api/follows').send({ email, metro: 'dallas-fort-worth' }).expect(202);
    expect(again.body).toEqual(first.body);
    expect((await runJobs()).digests).toBe(0);
    await drained();
    // One confirmation waiting at a time (docs/follows.md, "Limits per address").
    expect(mailsTo(email).map((m) => m.subject)).toEqual(['Confirm: follow events in Dallas–Fort Worth on Mela']);
    expect(await status(email)).toEqual(['pending']);
  });

  it('an active follow asked for again gets the same answer and no mail', async () => {
    const email = 'active@example.com';
    await t.http.post('/api/follows').send({ email, metro: 'houston' }).expect(202);
    const [c] = await until('the confirmation', async () => mailsTo(email).length > 0 && mailsTo(email));
    await t.http
      .post('/api/follows/confirm')
      .query({ token: linkToken(c.text, '/follows/confirm') })
      .expect(200);
    const again = await t.http.post('/api/follows').send({ email, metro: 'houston' }).expect(202);
    expect(again.body).toEqual({ message: 'Check your email to confirm' });
    await drained();
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('tampered or expired tokens are 400 and change nothing', async () => {
    const email = 'tamper@example.com';
    await t.http.post('/api/follows').send({ email, metro: 'dallas-fort-worth', category: 'cultural events' }).expect(202);
    const [c] = await until('the confirmation', async () => mailsTo(email).length > 0 && mailsTo(email));
    const token = linkToken(c.text, '/follows/confirm');
    for (const bad of [tamper(token), token.replace(/^c\./, 'u.'), 'nonsense', '']) {
      const r = await t.http.post('/api/follows/confirm').query({ token: bad }).expect(400);
      expect(r.body.message).toBe(INVALID_LINK);
    }
    expect(await status(email)).toEqual(['pending']);

    const confirmed = await t.http.get('/api/follows/confirm').query({ token }).expect(200);
    expect(confirmed.body.follow.category).toBe('Cultural Events');
    const [row] = await t.ds.query(`SELECT id FROM follows WHERE email = $1`, [email]);
    const tokens = t.app.get(FollowTokens);
    const unsubscribe = tokens.sign('unsubscribe', row.id, 1);
    const expired = tokens.sign('unsubscribe', row.id, 1, Date.now() - 2 * 86400_000);
    for (const bad of [tamper(unsubscribe), expired, tokens.sign('confirm', row.id, 1)]) {
      const r = await t.http.post('/api/follows/unsubscribe').query({ token: bad }).expect(400);
      expect(r.body.message).toBe(INVALID_LINK);
    }
    const manage = confirmed.body.manageToken as string;
    await t.http
      .delete('/api/follows/manage')
      .query({ token: tamper(manage) })
      .expect(400);
    await t.http
      .delete(`/api/follows/manage/${row.id}`)
      .query({ token: tamper(manage) })
      .expect(400);
    await t.http
      .put(`/api/follows/manage/${row.id}`)
      .query({ token: tamper(manage) })
      .send({ category: null })
      .expect(400);
    expect(await status(email)).toEqual(['active']);
    const [after] = await t.ds.query(`SELECT category FROM follows WHERE email = $1`, [email]);
    expect(after.category).toBe('Cultural Events');

    // The real link still works after all that.
    await t.http.post('/api/follows/unsubscribe').query({ token: unsubscribe }).expect(200);
    expect(await status(email)).toEqual(['unsubscribed']);
  });

  it('the preferences: list, change filters, unsubscribe one and all', async () => {
    const email = 'manage@example.com';
    // The next confirmation is mailed once the one before is confirmed (one waiting at a time).
    let manageToken = '';
    for (const [n, scope] of [{ metro: 'dallas-fort-worth' }, { metro: 'houston', festival: 'diwali', language: 'te' }].entries()) {
      await t.http
        .post('/api/follows')
        .send({ email, ...scope })
        .expect(202);
      const m = (await until('the confirmation', async () => mailsTo(email).length > n && mailsTo(email)))[n];
      manageToken = (await t.http.post('/api/follows/confirm').query({ token: linkToken(m.text, '/follows/confirm') })).body.manageToken;
    }
    expect(mailsTo(email).map((m) => m.subject)).toEqual([
      'Confirm: follow events in Dallas–Fort Worth on Mela',
      'Confirm: follow Diwali · Telugu events in Houston on Mela',
    ]);

    const list = (await t.http.get('/api/follows/manage').query({ token: manageToken }).expect(200)).body;
    expect(list.email).toBe(email);
    expect(list.follows.map((f: { name: string }) => f.name)).toEqual(['events in Dallas–Fort Worth', 'Diwali · Telugu events in Houston']);
    const [dfw, houston] = list.follows;

    const changed = await t.http.put(`/api/follows/manage/${dfw.id}`).query({ token: manageToken }).send({ language: 'TA' }).expect(200);
    expect(changed.body).toMatchObject({ name: 'Tamil events in Dallas–Fort Worth', language: 'ta', category: null });
    const bad = await t.http.put(`/api/follows/manage/${dfw.id}`).query({ token: manageToken }).send({ festival: 'halloween' }).expect(400);
    expect(bad.body.message).toMatch(/^Unknown festival 'halloween'\. Known festivals: .*diwali/);
    // An id of 36 uuid characters that is no uuid is not found (it never reaches the database as a uuid).
    await t.http
      .delete(`/api/follows/manage/${'-'.repeat(36)}`)
      .query({ token: manageToken })
      .expect(404);

    await t.http.delete(`/api/follows/manage/${houston.id}`).query({ token: manageToken }).expect(200);
    expect((await t.http.get('/api/follows/manage').query({ token: manageToken })).body.follows).toHaveLength(1);
    await t.http.delete('/api/follows/manage').query({ token: manageToken }).expect(200);
    expect((await t.http.get('/api/follows/manage').query({ token: manageToken })).body.follows).toHaveLength(0);
    expect(await status(email)).toEqual(['unsubscribed', 'unsubscribed']);
  });

  it('bad requests are 400 with the reason and write nothing', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ email: 'x@example.com' }, /^Give metro, zip or organizationId \(one of them\)$/],
      [{ email: 'x@example.com', metro: 'atlantis' }, /^Unknown metro 'atlantis'\. Known metros: /],
      [{ email: 'x@example.com', metro: 'houston', language: 'xx' }, /^Unknown language 'xx'\. Known languages: te, ta, .*, all$/],
      [{ email: 'x@example.com', metro: 'houston', festival: 'xmas' }, /^Unknown festival 'xmas'\. Known festivals: /],
      [
        { email: 'x@example.com', metro: 'houston', category: 'Cooking' },
        /^Unknown category 'Cooking'\. Known categories: Cultural Events/,
      ],
      [{ email: 'not-an-email', metro: 'houston' }, /Please enter a valid email/],
      [{ email: 'x@example.com', organizationId: 'nope' }, /^Invalid organizationId$/],
      [
        { email: 'x@example.com', metro: 'houston', organizationId: '00000000-0000-4000-8000-000000000000' },
        /^Give metro, zip or organizationId/,
      ],
    ];
    for (const [body, message] of cases) {
      const r = await t.http.post('/api/follows').send(body).expect(400);
      expect(r.body.message).toMatch(message);
    }
    const org = await makeOrganization(t.ds);
    const r = await t.http.post('/api/follows').send({ email: 'x@example.com', organizationId: org.id, language: 'te' }).expect(400);
    expect(r.body.message).toBe('category, language and festival narrow a metro or ZIP follow; an organization follow takes none');
    await t.http.post('/api/follows').send({ email: 'x@example.com', organizationId: '00000000-0000-4000-8000-000000000000' }).expect(404);
    expect((await t.ds.query(`SELECT count(*)::int AS n FROM follows WHERE email = 'x@example.com'`))[0].n).toBe(0);
    // The jobs' clock: an ISO 8601 instant at most a week away, else 400 and nothing sent.
    const runAt = (at: string) => t.http.post('/api/admin/follows/run').query({ at }).set('Authorization', `Bearer ${admin}`);
    const weekendsBefore = await t.ds.query(`SELECT "lastDigestWeekend" FROM follows ORDER BY id`);
    expect((await runAt('next thursday').expect(400)).body.message).toBe('at must be an ISO 8601 date and time');
    expect((await runAt(DateTime.utc().plus({ days: 8 }).toISO()!).expect(400)).body.message).toBe('at must be within 7 days of now');
    expect((await runAt(DateTime.utc().minus({ days: 8 }).toISO()!).expect(400)).body.message).toBe('at must be within 7 days of now');
    expect(await t.ds.query(`SELECT "lastDigestWeekend" FROM follows ORDER BY id`)).toEqual(weekendsBefore);
  });

  it("a new-event notice reaches an organization's confirmed followers once, when its event goes live", async () => {
    const email = 'fan@example.com';
    const org = await makeOrganization(t.ds, { name: 'Plano Kannada Koota' });
    await makeEvent(t.ds, { title: 'Old Rajyotsava', organizationId: org.id });
    await t.http.post('/api/follows').send({ email, organizationId: org.id }).expect(202);
    const [c] = await until('the confirmation', async () => mailsTo(email).length > 0 && mailsTo(email));
    expect(c.subject).toBe('Confirm: follow events by Plano Kannada Koota on Mela');
    await t.http
      .post('/api/follows/confirm')
      .query({ token: linkToken(c.text, '/follows/confirm') })
      .expect(200);
    expect((await runJobs()).notices).toBe(0);

    const pending = await makeEvent(t.ds, { title: 'Kannada Rajyotsava Gala', organizationId: org.id, isApproved: false });
    expect((await runJobs()).notices).toBe(0);
    await t.http.put(`/api/admin/events/${pending.id}/approve`).set('Authorization', `Bearer ${admin}`).expect(200);
    expect((await runJobs()).notices).toBe(1);
    const notice = await until('the notice', async () => mailsTo(email).find((m) => m.subject.startsWith('New from')));
    expect(notice.subject).toBe('New from Plano Kannada Koota: Kannada Rajyotsava Gala');
    expect(notice.text).toContain(`https://mela.example.org/event/${pending.id}`);
    expect(notice.text).not.toContain('Old Rajyotsava');
    expect(notice.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect((await runJobs()).notices).toBe(0);
  });

  it('a bounce (permanent SMTP refusal) stops mail to the address', async () => {
    const email = 'gone@example.com';
    smtp.bounceAddress(email);
    await t.http.post('/api/follows').send({ email, metro: 'dallas-fort-worth' }).expect(202);
    await until('the follow to be marked bounced', async () => (await status(email))[0] === 'bounced');
    const [row] = await t.ds.query(`SELECT status, attempts, "lastError" FROM outgoing_mail WHERE "to" = $1`, [email]);
    expect(row).toMatchObject({ status: 'bounced', attempts: 1 });
    expect(row.lastError).toMatch(/550/);
  });
});
