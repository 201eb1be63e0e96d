import { startSmtpServer, TestSmtpServer } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';
import { until } from './support/wait';

interface OutboxRow {
  status: string;
  attempts: number;
  lastError: string | null;
}

/**
 * Issue 35 item 3, with a real SMTP server: only the recipient's refusal (a 5xx to RCPT TO) is a bounce
 * that stops the address's follows; a 5xx at MAIL FROM or DATA is the relay's — retried, shown in the
 * console's Outgoing mail, and nobody is unsubscribed.
 */
describe('mail: a relay refusal is not a bounce', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  const follows = async (email: string): Promise<string[]> =>
    (await t.ds.query(`SELECT status FROM follows WHERE email = $1 ORDER BY "createdAt"`, [email])).map(
      (r: { status: string }) => r.status,
    );
  const outbox = async (email: string): Promise<OutboxRow[]> =>
    t.ds.query(`SELECT status, attempts, "lastError" FROM outgoing_mail WHERE "to" = $1 ORDER BY "createdAt"`, [email]);
  /** An address that already follows Houston, and now asks for DFW: the confirmation is the message under test. */
  const follower = async (email: string) => {
    await t.ds.query(`INSERT INTO follows (email, metro, status, "confirmedAt") VALUES ($1, 'houston', 'active', now())`, [email]);
    await t.http.post('/api/follows').send({ email, metro: 'dallas-fort-worth' }).expect(202);
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it.each(['MAIL FROM', 'DATA'] as const)(
    '550 at %s: retried and delivered, the error kept on the row meanwhile, the follows untouched',
    async (stage) => {
      const email = `relay-${stage.replace(' ', '-').toLowerCase()}@example.com`;
      smtp.failNextAt(stage, 1);
      await follower(email);
      const failed = await until('the first attempt to fail', async () => (await outbox(email)).find((r) => r.attempts >= 1), 30_000);
      expect(failed.lastError).toMatch(new RegExp(`^The mail server did not take the message \\(${stage}\\): .*550`));
      expect(failed.status).not.toBe('bounced');
      const sent = await until('the retry to be delivered', async () => (await outbox(email)).find((r) => r.status === 'sent'), 30_000);
      expect(sent.attempts).toBe(2);
      expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
      expect(await follows(email)).toEqual(['active', 'pending']);
    },
  );

  it('the console shows the relay error of a message still waiting for its retry', async () => {
    const email = 'relay-console@example.com';
    smtp.failNextAt('MAIL FROM', 100);
    try {
      await follower(email);
      const row = await until('a failed attempt', async () => (await outbox(email)).find((r) => r.attempts >= 1), 30_000);
      expect(row.status).toBe('queued');
      const login = await t.http.post('/api/admin/login').send({ username: 'admin', password: 'test-admin-password' }).expect(200);
      const list = await t.http
        .get('/api/admin/outgoing-mail')
        .query({ filter: JSON.stringify({ q: email }) })
        .set('Authorization', `Bearer ${login.body.token}`)
        .expect(200);
      expect(list.body[0]).toMatchObject({ status: 'queued', to: email });
      expect(list.body[0].lastError).toMatch(/^The mail server did not take the message \(MAIL FROM\): .*not authorized to relay/);
      expect(await follows(email)).toEqual(['active', 'pending']);
    } finally {
      smtp.failNextAt('MAIL FROM', 0);
    }
  });

  it('550 to RCPT TO: the row is bounced at once (no retry) and every follow of the address stops', async () => {
    const email = 'gone-for-good@example.com';
    smtp.bounceAddress(email);
    await follower(email);
    const row = await until('the bounce', async () => (await outbox(email)).find((r) => r.status === 'bounced'), 30_000);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/^The recipient's address was refused \(RCPT TO\): .*550/);
    await until('the follows to stop', async () => (await follows(email)).every((s) => s === 'bounced'), 30_000);
  });
});
