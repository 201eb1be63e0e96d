import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { backupDatabase } from '../../src/database/backup';
import { adminToken } from '../support/factories';
import { startSmtpServer, TestSmtpServer } from '../support/smtp';
import { createTestApp, TestApp } from '../support/test-app';
import { until } from '../support/wait';

/**
 * Issue 35 item 12: admins read live password-reset links in "Outgoing mail", and backups held them.
 * Now the outbox keeps a placeholder for every one-time token (reset, follow confirmation, unsubscribe,
 * manage); the token itself waits in a column that no answer and no backup carries, until delivery.
 */
describe('one-time links: hidden from the console and from backups, delivered intact', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-links-'));

  const consoleView = async (to: string) => {
    const list = await t.http
      .get('/api/admin/outgoing-mail')
      .query({ filter: JSON.stringify({ q: to }) })
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    const detail = await t.http.get(`/api/admin/outgoing-mail/${list.body[0].id}`).set('Authorization', `Bearer ${admin}`).expect(200);
    return { list: JSON.stringify(list.body), detail: detail.body as { text: string; html: string; status: string } };
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://sangam.example.org', MAIL_RETRY_DELAY_SECONDS: '1' });
    admin = await adminToken(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a password reset: the mail carries the working link; the console and the row show a placeholder', async () => {
    const contactEmail = 'treasurer@temple.example.org';
    await t.http
      .post('/api/org/signup')
      .send({ name: 'Shiva Temple', contactEmail, password: 'old-secret-1', city: 'Austin', state: 'TX' });
    await t.http.post('/api/org/forgot-password').send({ email: contactEmail }).expect(200);
    const mail = await until('the reset mail', async () =>
      smtp.received.find((m) => m.to.includes(contactEmail) && /Reset/.test(m.subject)),
    );
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    await until('the row to be sent', async () => (await consoleView(contactEmail)).detail.status === 'sent');
    const seen = await consoleView(contactEmail);
    for (const text of [seen.list, seen.detail.text, seen.detail.html]) {
      expect(text).not.toContain(token);
    }
    expect(seen.detail.text).toContain('https://sangam.example.org/org/reset-password?token=[one-time token hidden 1]');
    const [row] = await t.ds.query(`SELECT text, html, secrets FROM outgoing_mail WHERE kind = 'password-reset'`);
    expect(`${row.text}${row.html}`).not.toContain(token);
    expect(row.secrets).toBeNull(); // delivered: the token is not kept
    await t.http.post('/api/org/reset-password').send({ token, password: 'new-secret-2' }).expect(200);
  });

  it('a follow confirmation waiting for a retry: hidden in the console and left out of a backup', async () => {
    const email = 'asha@example.com';
    smtp.failNextAt('MAIL FROM', 1000);
    try {
      await t.http.post('/api/follows').send({ email, metro: 'dallas-fort-worth' }).expect(202);
      const row = await until('the queued row', async () => {
        const rows: Array<{ secrets: Record<string, string> }> = await t.ds.query(
          `SELECT secrets FROM outgoing_mail WHERE kind = 'follow-confirmation' AND "to" = $1 AND status = 'queued'`,
          [email],
        );
        return rows[0];
      });
      const token = Object.values(row.secrets)[0];
      expect(token).toMatch(/^c\./);
      const seen = await consoleView(email);
      expect(`${seen.list}${seen.detail.text}${seen.detail.html}`).not.toContain(token);
      expect(seen.detail.text).toContain('/follows/confirm?token=[one-time token hidden 1]');
      const file = path.join(dir, 'queued.backup.gz');
      const header = await backupDatabase(t.databaseUrl, file);
      expect(header.tables.find((x) => x.name === 'outgoing_mail')!.columns).not.toContain('secrets');
      const dump = gunzipSync(fs.readFileSync(file)).toString('utf8');
      expect(dump).toContain('[one-time token hidden 1]');
      expect(dump).not.toContain(token);
    } finally {
      smtp.failNextAt('MAIL FROM', 0);
    }
    // Once the relay takes it, the person gets the working link.
    const mail = await until('the confirmation', async () => smtp.received.find((m) => m.to.includes(email)), 60_000);
    const token = decodeURIComponent(/\/follows\/confirm\?token=(\S+)/.exec(mail.text)![1]);
    await t.http.post('/api/follows/confirm').query({ token }).expect(200);
  }, 90_000);
});
