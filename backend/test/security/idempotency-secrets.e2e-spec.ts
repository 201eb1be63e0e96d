import { createHash, randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import stringify from 'safe-stable-stringify';
import { backupDatabase } from '../../src/database/backup';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Issue 35 item 4: idempotency_keys held SHA-256("POST /api/org/signup\n" + the body with the plaintext
 * password) — a password guessed offline at hundreds of thousands of tries a second — and the sign-up's
 * 7-day token, and backups copied the table. Now: an HMAC with a server-side key, the answer recorded
 * without the token (a replay gets one issued now), and the table left out of backups.
 */
describe('idempotency keys keep no secret at rest', () => {
  let t: TestApp;
  const password = 'correct horse battery staple';
  const body = { name: 'Frisco Gujarati Samaj', contactEmail: 'samaj@frisco.example.org', password, city: 'Frisco', state: 'TX' };
  const key = randomUUID();
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.http.post('/api/org/signup').set('Idempotency-Key', key).send(body).expect(201)).body.token;
  });
  afterAll(() => t.close());

  it('the record holds neither the token nor anything the password can be checked against offline', async () => {
    const [row] = await t.ds.query(`SELECT fingerprint, "responseBody" FROM idempotency_keys WHERE key = $1`, [key]);
    expect(row.responseBody).not.toContain(token);
    expect(row.responseBody).not.toContain(token.split('.')[1]);
    expect(row.responseBody).not.toMatch(/token|password/i);
    expect(row.responseBody).not.toContain(password);
    // The attacker's offline check: hash the request with a guessed password and compare. The right guess no longer matches.
    const guess = createHash('sha256')
      .update(`POST /api/org/signup\n${stringify(body)}`)
      .digest('hex');
    expect(row.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(row.fingerprint).not.toBe(guess);
  });

  it('a retry with the same key gets a working token for the same account, issued now, and no second account', async () => {
    const replay = await t.http.post('/api/org/signup').set('Idempotency-Key', key).send(body).expect(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual({ token: expect.any(String) });
    const first = await t.http.get('/api/org/me').set('Authorization', `Bearer ${token}`).expect(200);
    const again = await t.http.get('/api/org/me').set('Authorization', `Bearer ${replay.body.token}`).expect(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.email).toBe(body.contactEmail);
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM organizations WHERE "contactEmail" = $1`, [body.contactEmail]);
    expect(n).toBe(1);
    // The same key with another password is another request: refused, not answered with a token.
    await t.http
      .post('/api/org/signup')
      .set('Idempotency-Key', key)
      .send({ ...body, password: 'another password' })
      .expect(422);
  });

  it('backups leave the table out', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-idem-backup-'));
    try {
      const header = await backupDatabase(t.databaseUrl, path.join(dir, 'b.backup.gz'));
      expect(header.tables.map((x) => x.name)).not.toContain('idempotency_keys');
      expect(header.tables.map((x) => x.name)).toContain('organizations');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
