import * as crypto from 'node:crypto';
import { Client } from 'pg';
import { FindOptionsWhere } from 'typeorm';
import { OutgoingMail } from '../src/mail/outgoing-mail.entity';
import { adminToken, daysFromToday, makeEvent, makeOrganization } from './support/factories';
import { startSmtpServer, TestSmtpServer } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';
import { TEST_ADMIN } from './support/test-constants';
import { until } from './support/wait';

const signupBody = (over: Record<string, unknown> = {}) => ({
  name: 'Ganesh Mandir Volunteers',
  contactEmail: `volunteer${crypto.randomInt(1e9)}@ganeshmandir.example.org`,
  password: 'secret-123',
  city: 'Dallas',
  state: 'TX',
  ...over,
});

const eventBody = (over: Record<string, unknown> = {}) => ({
  title: 'Ganesh Chaturthi Puja',
  category: 'Religious Festivals',
  date: daysFromToday(20),
  startTime: '6:00 PM',
  venue: 'Ganesh Mandir',
  city: 'Dallas',
  state: 'TX',
  isFree: true,
  ...over,
});

async function outbox(t: TestApp, where: FindOptionsWhere<OutgoingMail> = {}): Promise<OutgoingMail[]> {
  return t.ds.getRepository(OutgoingMail).find({ where, order: { createdAt: 'ASC' } });
}

describe('mail without SMTP_URL: every message composed and kept in the outbox', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ PRODUCT_NAME: 'Mela', PUBLIC_URL: 'https://mela.example.org' });
    admin = await adminToken(t.app);
  });
  afterAll(() => t?.close());

  it('walks an organizer through signup, a held event, approvals and a rejection, each with its message', async () => {
    const body = signupBody();
    const { body: signup } = await t.http.post('/api/org/signup').send(body).expect(201);
    const org = (await t.ds.query(`SELECT id FROM organizations WHERE "contactEmail" = $1`, [body.contactEmail]))[0];
    const [welcome] = await outbox(t, { kind: 'welcome' });
    expect(welcome).toMatchObject({ to: body.contactEmail, subject: 'Welcome to Mela', status: 'stored', attempts: 0 });
    expect(welcome.text).toContain('Hello Ganesh Mandir Volunteers,');
    expect(welcome.text).toContain('https://mela.example.org/org/dashboard');
    expect(welcome.html).toContain('href="https://mela.example.org/org/dashboard"');

    // The organization is not approved yet: its event waits, and the organizer is told why.
    const auth = { Authorization: `Bearer ${signup.token}` };
    const { body: held } = await t.http.post('/api/events').set(auth).send(eventBody()).expect(201);
    expect(held.isApproved).toBe(false);
    const [heldMail] = await outbox(t, { kind: 'event-held-for-review' });
    expect(heldMail.subject).toBe('Your event "Ganesh Chaturthi Puja" is waiting for review');
    expect(heldMail.text).toContain('once your organization is approved');

    await t.http.put(`/api/admin/organizations/${org.id}/approve`).set('Authorization', `Bearer ${admin}`).expect(200);
    const [approved] = await outbox(t, { kind: 'organization-approved' });
    expect(approved).toMatchObject({ to: body.contactEmail, subject: 'Ganesh Mandir Volunteers is approved on Mela' });
    expect(approved.text).toContain('https://mela.example.org/add-event');

    // A flagged event of an approved organization waits for a moderator; approving it says so by mail.
    const { body: flagged } = await t.http
      .post('/api/events')
      .set(auth)
      .send(eventBody({ title: 'FREE iPhone giveaway guaranteed returns casino crypto', date: daysFromToday(21) }))
      .expect(201);
    expect(flagged.isApproved).toBe(false);
    expect(await outbox(t, { kind: 'event-held-for-review' })).toHaveLength(2);
    expect((await outbox(t, { kind: 'event-held-for-review' }))[1].text).toContain('A moderator will look at it shortly');
    await t.http.put(`/api/admin/events/${flagged.id}/approve`).set('Authorization', `Bearer ${admin}`).expect(200);
    const [live] = await outbox(t, { kind: 'event-approved' });
    expect(live.text).toContain(`https://mela.example.org/event/${flagged.id}`);
    // Approving it again changes nothing and sends nothing.
    await t.http.put(`/api/admin/events/${flagged.id}/approve`).set('Authorization', `Bearer ${admin}`).expect(200);
    expect(await outbox(t, { kind: 'event-approved' })).toHaveLength(1);

    await t.http
      .put(`/api/admin/events/${held.id}/reject`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ reason: 'Please add the puja timings and the venue address.' })
      .expect(200);
    const [rejected] = await outbox(t, { kind: 'event-rejected' });
    expect(rejected.subject).toBe('Your event "Ganesh Chaturthi Puja" was not approved');
    expect(rejected.text).toContain('Reason: Please add the puja timings and the venue address.');

    // An organizer's edit that sends a live event back to review says so too.
    const { body: clean } = await t.http
      .post('/api/events')
      .set(auth)
      .send(eventBody({ title: 'Bal Vihar classes', date: daysFromToday(22) }))
      .expect(201);
    expect(clean.isApproved).toBe(true);
    expect(await outbox(t, { kind: 'event-held-for-review' })).toHaveLength(2);
    await t.http
      .put(`/api/events/${clean.id}`)
      .set(auth)
      .send({ title: 'FREE iPhone giveaway guaranteed returns casino crypto' })
      .expect(200);
    expect(await outbox(t, { kind: 'event-held-for-review' })).toHaveLength(3);
  });

  it('tells an organization why it was not approved, with HTML that escapes what people typed', async () => {
    const org = await makeOrganization(t.ds, { isApproved: false, submittedBy: 'visitor-session-1', name: 'Tamil <b>Sangam</b>' });
    await t.http
      .put(`/api/admin/organizations/${org.id}/reject`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ reason: 'We could not verify the <website>.' })
      .expect(200);
    const [mail] = await outbox(t, { kind: 'organization-rejected', to: org.contactEmail! });
    expect(mail.subject).toBe('Tamil <b>Sangam</b> was not approved on Mela');
    expect(mail.text).toContain('Reason: We could not verify the <website>.');
    expect(mail.html).toContain('Reason: We could not verify the &lt;website&gt;.');
    expect(mail.html).not.toContain('<b>Sangam</b>');
  });

  it('does not write to organizations nobody submitted (admin-made, discovered) or to scraped events', async () => {
    const before = (await outbox(t)).length;
    const made = await makeOrganization(t.ds, { isApproved: false, submittedBy: 'admin:admin' });
    const found = await makeOrganization(t.ds, { isApproved: false, submittedBy: 'discovery:admin' });
    for (const o of [made, found])
      await t.http.put(`/api/admin/organizations/${o.id}/approve`).set('Authorization', `Bearer ${admin}`).expect(200);
    const account = await makeOrganization(t.ds, { isRegistered: true });
    const source = (
      await t.ds.query(
        `INSERT INTO scraping_sources (name, type, url) VALUES ('Temple calendar', 'calendar', 'https://t.example.org/cal.ics') RETURNING id`,
      )
    )[0];
    const scraped = await makeEvent(t.ds, { organizationId: account.id, isApproved: false, sourceId: source.id });
    await t.http.put(`/api/admin/events/${scraped.id}/approve`).set('Authorization', `Bearer ${admin}`).expect(200);
    expect((await outbox(t)).length).toBe(before);
  });

  it('sends a new contact message to ADMIN_EMAIL', async () => {
    await t.http
      .post('/api/contact')
      .send({ name: 'Priya', email: 'priya@example.com', subject: 'Garba night listing', message: 'Can you list our Garba night?' })
      .expect(201);
    const [mail] = await outbox(t, { kind: 'contact-message' });
    expect(mail).toMatchObject({ to: TEST_ADMIN.email, subject: 'New contact message: Garba night listing', status: 'stored' });
    expect(mail.text).toContain('From: Priya <priya@example.com>');
    expect(mail.text).toContain('Can you list our Garba night?');
  });

  it('a message that cannot be written never fails the request, nor undoes its change', async () => {
    const org = await makeOrganization(t.ds, { isApproved: false, isRegistered: true });
    await t.ds.query('ALTER TABLE outgoing_mail RENAME TO outgoing_mail_away');
    try {
      await t.http.put(`/api/admin/organizations/${org.id}/approve`).set('Authorization', `Bearer ${admin}`).expect(200);
      await t.http.post('/api/contact').send({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M' }).expect(201);
    } finally {
      await t.ds.query('ALTER TABLE outgoing_mail_away RENAME TO outgoing_mail');
    }
    const [row] = await t.ds.query(`SELECT "isApproved" FROM organizations WHERE id = $1`, [org.id]);
    expect(row.isApproved).toBe(true);
  });

  it('shows the outbox to admins as the react-admin outgoing-mail resource', async () => {
    const r = await t.http
      .get('/api/admin/outgoing-mail')
      .query({ filter: JSON.stringify({ status: 'stored', kind: 'welcome' }), range: '[0,9]' })
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(r.headers['content-range']).toBe('outgoing-mail 0-0/1');
    expect(r.body[0]).toMatchObject({ kind: 'welcome', status: 'stored', subject: 'Welcome to Mela' });
    const one = await t.http.get(`/api/admin/outgoing-mail/${r.body[0].id}`).set('Authorization', `Bearer ${admin}`).expect(200);
    expect(one.body.html).toContain('<!doctype html>');
    await t.http
      .get('/api/admin/outgoing-mail')
      .query({ filter: JSON.stringify({ status: 'lost' }) })
      .set('Authorization', `Bearer ${admin}`)
      .expect(400);
    await t.http.get(`/api/admin/outgoing-mail/${crypto.randomUUID()}`).set('Authorization', `Bearer ${admin}`).expect(404);
  });

  it('starts no job queue without SMTP_URL and with the scheduler off', async () => {
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM information_schema.schemata WHERE schema_name = 'pgboss'`);
    expect(n).toBe(0);
  });
});

describe('mail without SMTP_URL, scheduler on (the embedded default)', () => {
  it('keeps the job queue schedules (follows digest and notices fill the outbox with no mail server; the unused-images sweep; the backup)', async () => {
    const t = await createTestApp({ ENABLE_SCHEDULER: 'true' });
    try {
      const rows: Array<{ name: string; cron: string }> = await t.ds.query(`SELECT name, cron FROM pgboss.schedule ORDER BY name`);
      expect(rows).toEqual([
        { name: 'backup', cron: '15 3 * * *' },
        { name: 'follow-digest', cron: '0 14 * * 4' },
        { name: 'follow-notices', cron: '*/5 * * * *' },
        { name: 'images-cleanup', cron: '17 * * * *' },
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('mail with SMTP_URL: delivered by pg-boss through a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let a: TestApp;
  let b: TestApp | null = null;
  const env = () => ({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Mela Events <events@mela.example.org>',
    PRODUCT_NAME: 'Mela',
    PUBLIC_URL: 'https://mela.example.org',
    MAIL_RETRY_DELAY_SECONDS: '1',
  });
  beforeAll(async () => {
    smtp = await startSmtpServer();
    a = await createTestApp(env());
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await smtp?.close();
  });

  it('delivers the welcome message and records it as sent', async () => {
    const body = signupBody();
    await a.http.post('/api/org/signup').send(body).expect(201);
    const [got] = await smtp.waitFor(1);
    expect(got.to).toEqual([body.contactEmail]);
    expect(got.from).toBe('"Mela Events" <events@mela.example.org>');
    expect(got.subject).toBe('Welcome to Mela');
    expect(got.text).toContain('https://mela.example.org/org/dashboard');
    expect(got.html).toContain('href="https://mela.example.org/org/dashboard"');
    const row = await until('the outbox row to be sent', async () => (await outbox(a, { kind: 'welcome', status: 'sent' }))[0]);
    expect(row.attempts).toBe(1);
    expect(row.sentAt).not.toBeNull();
    expect(row.messageId).toBe(got.messageId);
  });

  it("delivers an organizer's held-for-review message, written by the create statement with its job in the same transaction", async () => {
    const body = signupBody();
    const { body: signup } = await a.http.post('/api/org/signup').send(body).expect(201);
    const before = smtp.received.length;
    const { body: held } = await a.http
      .post('/api/events')
      .set('Authorization', `Bearer ${signup.token}`)
      .send(eventBody({ title: 'Ganesh Visarjan Procession' }))
      .expect(201);
    expect(held.isApproved).toBe(false);
    const got = await until('the held-for-review message', async () =>
      (await smtp.waitFor(before + 1)).find((m) => m.subject === 'Your event "Ganesh Visarjan Procession" is waiting for review'),
    );
    expect(got.to).toEqual([body.contactEmail]);
    const row = await until('its outbox row to be sent', async () =>
      (await outbox(a, { kind: 'event-held-for-review', status: 'sent' })).find((m) => m.to === body.contactEmail),
    );
    expect(row.attempts).toBe(1);
  });

  it('retries a message the server refused, and records the attempts', async () => {
    smtp.refuseNext(1);
    const before = smtp.received.length;
    await a.http.post('/api/contact').send({ name: 'Ravi', email: 'ravi@example.com', subject: 'Retry me', message: 'Hello' }).expect(201);
    const failedOnce = await until('the first attempt to fail', async () =>
      (await outbox(a, { kind: 'contact-message' })).find((m) => m.attempts >= 1),
    );
    expect(failedOnce.lastError ?? '').toMatch(/Try again later|451/);
    await smtp.waitFor(before + 1);
    const row = await until('the retry to be sent', async () => (await outbox(a, { kind: 'contact-message', status: 'sent' }))[0]);
    expect(row.attempts).toBe(2);
    expect(row.lastError).toBeNull();
    expect(smtp.received.filter((m) => m.subject === 'New contact message: Retry me')).toHaveLength(1);
  });

  it('two replicas on one database: each message delivered exactly once; the queue stops with the app', async () => {
    b = await createTestApp(env(), { databaseUrl: a.databaseUrl });
    const before = smtp.received.length;
    const subjects = Array.from({ length: 16 }, (_, i) => `Replica test ${i}`);
    await Promise.all(
      subjects.map((s, i) =>
        (i % 2 ? a : b!).http.post('/api/contact').send({ name: 'N', email: 'n@example.com', subject: s, message: 'M' }).expect(201),
      ),
    );
    await smtp.waitFor(before + subjects.length);
    await until('every row to be sent', async () => {
      const rows: { n: number }[] = await a.ds.query(
        `SELECT count(*)::int AS n FROM outgoing_mail WHERE subject LIKE 'New contact message: Replica test%' AND status = 'sent'`,
      );
      return rows[0].n === subjects.length;
    });
    // Every delivery job has finished: a second delivery of a message would have reached the server before its job
    // completed, and would have counted a second attempt on the row.
    await until('every delivery job to complete', async () => {
      const rows: { n: number }[] = await a.ds.query(
        `SELECT count(*)::int AS n FROM pgboss.job j JOIN outgoing_mail m ON j.id = m.id
          WHERE m.subject LIKE 'New contact message: Replica test%' AND j.state = 'completed'`,
      );
      return rows[0].n === subjects.length;
    });
    expect(await a.ds.query(`SELECT DISTINCT attempts FROM outgoing_mail WHERE subject LIKE 'New contact message: Replica test%'`)).toEqual(
      [{ attempts: 1 }],
    );
    for (const s of subjects) expect(smtp.received.filter((m) => m.subject === `New contact message: ${s}`)).toHaveLength(1);

    const connections = async () => {
      const c = new Client({ connectionString: a.databaseUrl });
      await c.connect();
      try {
        const r = await c.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'sangam-jobs'`,
        );
        return r.rows[0].n as number;
      } finally {
        await c.end();
      }
    };
    const both = await connections();
    expect(both).toBeGreaterThanOrEqual(2);
    await b.close();
    b = null;
    const after = await connections();
    expect(after).toBeLessThan(both);
    expect(after).toBeGreaterThan(0);
  }, 60000);
});
