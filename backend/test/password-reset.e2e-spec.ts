import * as crypto from 'node:crypto';
import { RESET_LINK_INVALID } from '../src/auth/dto/password-reset.dto';
import { PASSWORD_CHANGED, RESET_LINK_SENT, TOO_MANY_RESET_REQUESTS } from '../src/auth/password-reset.service';
import { revealSecrets } from '../src/mail/one-time-secrets';
import { startSmtpServer, TestSmtpServer } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';

const email = () => `reset${crypto.randomInt(1e9)}@temple.example.org`;

/** The token of the reset link in a message body. */
function linkToken(text: string): string {
  const m = /\/org\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error(`no reset link in: ${text}`);
  return m[1];
}

describe('organizer password reset: /api/org/forgot-password, /reset-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t?.close());
  // Each test starts with no reset requests on record (the limit is tested on its own below).
  beforeEach(() => t.ds.query('DELETE FROM password_reset_requests'));

  async function account(password = 'old-secret-1') {
    const contactEmail = email();
    const { body } = await t.http
      .post('/api/org/signup')
      .send({ name: 'Sri Venkateswara Temple', contactEmail, password, city: 'Austin', state: 'TX' })
      .expect(201);
    return { contactEmail, token: body.token as string, password };
  }

  async function requestLink(address: string): Promise<string> {
    await t.http.post('/api/org/forgot-password').send({ email: address }).expect(200);
    // The outbox shows a placeholder for the token (nothing sends without SMTP): the link as it would be sent.
    const [row] = await t.ds.query(
      `SELECT text, secrets FROM outgoing_mail WHERE kind = 'password-reset' AND "to" = $1 ORDER BY "createdAt" DESC LIMIT 1`,
      [address],
    );
    return linkToken(revealSecrets(row.text, row.secrets));
  }

  it('answers the same whether or not the account exists; only a real account gets a link', async () => {
    const { contactEmail } = await account();
    const known = await t.http.post('/api/org/forgot-password').send({ email: contactEmail.toUpperCase() }).expect(200);
    const unknown = await t.http.post('/api/org/forgot-password').send({ email: 'nobody@nowhere.example.org' }).expect(200);
    expect(known.body).toEqual({ message: RESET_LINK_SENT });
    expect(unknown.body).toEqual(known.body);
    const mails = await t.ds.query(`SELECT "to", subject, text, secrets FROM outgoing_mail WHERE kind = 'password-reset'`);
    expect(mails.map((m: { to: string }) => m.to)).toEqual([contactEmail]);
    expect(mails[0].subject).toBe('Reset your Sangam password');
    expect(mails[0].text).toContain('for 30 minutes');
    // Only the token's hash is stored.
    const token = linkToken(revealSecrets(mails[0].text, mails[0].secrets));
    const [stored] = await t.ds.query(`SELECT "tokenHash", "expiresAt" - "createdAt" AS valid FROM password_reset_tokens`);
    expect(stored.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.valid).toMatchObject({ minutes: 30 });
  });

  it('a new password signs out every existing session; the link works once', async () => {
    const { contactEmail, token: session, password } = await account();
    const link = await requestLink(contactEmail);
    await t.http.post('/api/org/reset-password/check').send({ token: link }).expect(200);

    // A bad password changes nothing and leaves the link usable.
    const short = await t.http.post('/api/org/reset-password').send({ token: link, password: '123' }).expect(400);
    expect(short.body.error).toBe('Password must be at least 6 characters');
    await t.http.get('/api/org/me').set('Authorization', `Bearer ${session}`).expect(200);

    const done = await t.http.post('/api/org/reset-password').send({ token: link, password: 'new-secret-2' }).expect(200);
    expect(done.body).toEqual({ message: PASSWORD_CHANGED });
    await t.http.get('/api/org/me').set('Authorization', `Bearer ${session}`).expect(401);
    await t.http.post('/api/org/login').send({ email: contactEmail, password }).expect(401);
    const fresh = await t.http.post('/api/org/login').send({ email: contactEmail, password: 'new-secret-2' }).expect(200);
    await t.http.get('/api/org/me').set('Authorization', `Bearer ${fresh.body.token}`).expect(200);

    const again = await t.http.post('/api/org/reset-password').send({ token: link, password: 'third-secret-3' }).expect(400);
    expect(again.body.error).toBe(RESET_LINK_INVALID);
    await t.http.post('/api/org/reset-password/check').send({ token: link }).expect(400);
    await t.http.post('/api/org/login').send({ email: contactEmail, password: 'new-secret-2' }).expect(200);
  });

  it('using one link retires the account’s other links', async () => {
    const { contactEmail } = await account();
    const first = await requestLink(contactEmail);
    const second = await requestLink(contactEmail);
    expect(first).not.toBe(second);
    await t.http.post('/api/org/reset-password').send({ token: second, password: 'new-secret-2' }).expect(200);
    const r = await t.http.post('/api/org/reset-password').send({ token: first, password: 'other-secret-3' }).expect(400);
    expect(r.body.error).toBe(RESET_LINK_INVALID);
  });

  it('an expired link, or a made-up one, is refused with the same clear message', async () => {
    const { contactEmail } = await account();
    const link = await requestLink(contactEmail);
    await t.ds.query(`UPDATE password_reset_tokens SET "expiresAt" = now() - interval '1 second'`);
    for (const token of [link, crypto.randomBytes(32).toString('base64url'), 'short', '../../etc/passwd']) {
      const r = await t.http.post('/api/org/reset-password').send({ token, password: 'new-secret-2' }).expect(400);
      expect(r.body.error).toBe(RESET_LINK_INVALID);
    }
    await t.http.post('/api/org/reset-password').send({ password: 'new-secret-2' }).expect(400);
    await t.http.post('/api/org/login').send({ email: contactEmail, password: 'old-secret-1' }).expect(200);
  });

  it('rejects a malformed email with the form’s message', async () => {
    const r = await t.http.post('/api/org/forgot-password').send({ email: 'not-an-email' }).expect(400);
    expect(r.body.error).toBe('Please enter a valid email');
  });

  it('limits requests per email (known or not) and per IP, with Retry-After', async () => {
    const { contactEmail } = await account();
    for (const address of [contactEmail, 'ghost@nowhere.example.org']) {
      for (let i = 0; i < 3; i++)
        await t.http.post('/api/org/forgot-password').set('X-Forwarded-For', '198.51.100.1').send({ email: address }).expect(200);
      const r = await t.http.post('/api/org/forgot-password').set('X-Forwarded-For', '198.51.100.2').send({ email: address }).expect(429);
      expect(r.body.error).toBe(TOO_MANY_RESET_REQUESTS);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(800);
    }
    expect(
      (await t.ds.query(`SELECT count(*)::int AS n FROM outgoing_mail WHERE kind = 'password-reset' AND "to" = $1`, [contactEmail]))[0].n,
    ).toBe(3);
    await t.ds.query('DELETE FROM password_reset_requests');
    for (let i = 0; i < 10; i++) {
      await t.http
        .post('/api/org/forgot-password')
        .set('X-Forwarded-For', '198.51.100.9')
        .send({ email: `x${i}@example.org` })
        .expect(200);
    }
    await t.http.post('/api/org/forgot-password').set('X-Forwarded-For', '198.51.100.9').send({ email: 'x99@example.org' }).expect(429);
    await t.http.post('/api/org/forgot-password').set('X-Forwarded-For', '198.51.100.10').send({ email: 'x99@example.org' }).expect(200);
  });
});

describe('password reset through a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://sangam.example.org' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('the emailed link sets a new password', async () => {
    const contactEmail = email();
    await t.http
      .post('/api/org/signup')
      .send({ name: 'Hindu Temple', contactEmail, password: 'old-secret-1', city: 'Austin', state: 'TX' })
      .expect(201);
    await t.http.post('/api/org/forgot-password').send({ email: contactEmail }).expect(200);
    const mails = await smtp.waitFor(2);
    const reset = mails.find((m) => m.subject === 'Reset your Sangam password')!;
    expect(reset.to).toEqual([contactEmail]);
    expect(reset.text).toContain('https://sangam.example.org/org/reset-password?token=');
    expect(reset.html).toContain('https://sangam.example.org/org/reset-password?token=');
    await t.http
      .post('/api/org/reset-password')
      .send({ token: linkToken(reset.text), password: 'new-secret-2' })
      .expect(200);
    await t.http.post('/api/org/login').send({ email: contactEmail, password: 'new-secret-2' }).expect(200);
  });
});
