import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as zlib from 'node:zlib';
import { EventsRepository } from '../src/events/events.repository';
import { ValidatedListQueries } from '../src/events/public-answers';
import { createTestApp, TestApp } from './support/test-app';
import { adminToken, daysFromToday, makeEvent, makeOrganization, organizerToken } from './support/factories';

/**
 * Repeated listing queries and anonymous event details are answered from the public read cache, through the same
 * Express and Nest pipeline as every answer. A cached answer must be the first answer again: same status, body and
 * headers (security headers, CORS, Vary, ETag, request id, encoding); revalidations get 304; a committed write shows at
 * once; and the cache never answers what it should not (invalid queries, hidden events, privileged viewers).
 */
describe('cached public answers', () => {
  let t: TestApp;
  let reads: jest.SpyInstance[];
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: 'https://partner.example' });
    const repo = t.app.get(EventsRepository);
    reads = [jest.spyOn(repo, 'statement')]; // detailRow runs through it too
    server = t.app.getHttpServer() as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  });

  interface Response {
    status: number;
    headers: http.IncomingHttpHeaders;
    body: Buffer;
  }

  /** Headers that differ per request by design, or with the framing (Content-Length vs chunked). */
  const PER_REQUEST = new Set(['date', 'x-request-id', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);
  const stable = (r: Response) => Object.fromEntries(Object.entries(r.headers).filter(([k]) => !PER_REQUEST.has(k)));
  const decoded = (r: Response): string => {
    const raw = r.body as Buffer;
    const enc = r.headers['content-encoding'];
    const bytes =
      enc === 'br'
        ? zlib.brotliDecompressSync(raw)
        : enc === 'gzip'
          ? zlib.gunzipSync(raw)
          : enc === 'deflate'
            ? zlib.inflateSync(raw)
            : raw;
    return bytes.toString('utf8');
  };
  const databaseReads = () => reads.reduce((n, spy) => n + spy.mock.calls.length, 0);
  /** A raw GET over HTTP (the body as sent, not decompressed), and whether it was answered without reading events. */
  async function get(path: string, headers: Record<string, string> = {}): Promise<{ r: Response; cached: boolean }> {
    const before = databaseReads();
    const r = await new Promise<Response>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path, headers, timeout: 10_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
    });
    return { r, cached: databaseReads() === before };
  }

  const VARIANTS: Array<Record<string, string>> = [
    {},
    { 'Accept-Encoding': 'gzip' },
    { 'Accept-Encoding': 'gzip, deflate, br' },
    { 'Accept-Encoding': 'deflate' },
    { Origin: 'https://partner.example', 'Accept-Encoding': 'br' },
    { Origin: 'https://elsewhere.example' },
    { 'X-Request-Id': 'trace-123' },
  ];

  it('a repeated listing query is answered from the cache with the first answer’s status, headers and body', async () => {
    const org = await makeOrganization(t.ds, { name: 'Fast Path Samaj', isApproved: true });
    for (let i = 0; i < 12; i++) {
      await makeEvent(t.ds, {
        title: `Fast Path Garba ${i}`,
        organizationId: org.id,
        date: daysFromToday(2 + i),
        description: 'Garba and dandiya. '.repeat(20),
      });
    }
    for (const [n, headers] of VARIANTS.entries()) {
      const path = `/api/events?limit=10&offset=${n}`; // a query string not seen before
      const slow = await get(path, headers);
      const quick = await get(path, headers);
      expect(slow.cached).toBe(false);
      expect(quick.cached).toBe(true);
      expect(quick.r.status).toBe(200);
      expect(stable(quick.r)).toEqual(stable(slow.r));
      expect(decoded(quick.r)).toBe(decoded(slow.r));
      expect(quick.r.headers['x-request-id']).toBeTruthy();
      if (headers['X-Request-Id']) expect(quick.r.headers['x-request-id']).toBe('trace-123');
    }
    // A repeat is answered before the controller (PublicAnswers: its query string was validated the first time).
    const controllerAnswers = jest.spyOn(t.app.get(ValidatedListQueries), 'remember');
    try {
      await get('/api/events?limit=10&offset=1');
      expect(controllerAnswers).not.toHaveBeenCalled();
      await get('/api/events?offset=1&limit=10'); // another query string: validated by the controller's pipe
      expect(controllerAnswers).toHaveBeenCalledTimes(1);
    } finally {
      controllerAnswers.mockRestore();
    }
    // Sanity of what was compared: a compressed, CORS-allowed answer with the security headers.
    const { r } = await get('/api/events?limit=10&offset=4', VARIANTS[4]);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(r.headers['content-security-policy']).toContain("default-src 'self'");
    expect(r.headers.vary).toBe('Origin, Accept-Encoding');
    expect(r.headers['x-total-count']).toBe('12');
    expect(JSON.parse(decoded(r))).toHaveLength(8);
  });

  it('compresses a cached answer once, for every request that asks for that encoding', async () => {
    // The module object itself (the namespace import above is read-only): what cached-body.ts calls.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const gzip = jest.spyOn(require('node:zlib') as typeof zlib, 'gzipSync');
    try {
      const first = await get('/api/events?limit=11', { 'Accept-Encoding': 'gzip' });
      const repeat = await get('/api/events?limit=11', { 'Accept-Encoding': 'gzip' });
      expect(first.r.headers['content-encoding']).toBe('gzip');
      expect(repeat.cached).toBe(true);
      expect(repeat.r.body.equals(first.r.body)).toBe(true);
      expect(JSON.parse(decoded(repeat.r))).toHaveLength(11);
      expect(gzip).toHaveBeenCalledTimes(1);
    } finally {
      gzip.mockRestore();
    }
  });

  it('answers a conditional request with 304, cached or not', async () => {
    const first = await get('/api/events?sortBy=title');
    const etag = first.r.headers.etag!;
    // A write that changes nothing this listing shows: the next answer is read again, with the same ETag.
    await makeEvent(t.ds, { title: 'Not Yet Approved Utsav', isApproved: false, date: daysFromToday(4) });
    const slow304 = await get('/api/events?sortBy=title', { 'If-None-Match': etag });
    const fast304 = await get('/api/events?sortBy=title', { 'If-None-Match': etag });
    expect(slow304.cached).toBe(false);
    expect(fast304.cached).toBe(true);
    expect(slow304.r.status).toBe(304);
    expect(fast304.r.status).toBe(304);
    expect(stable(fast304.r)).toEqual(stable(slow304.r));
  });

  it('event detail: anonymous visitors get the cached answer, identical to the first one and to an invalid token’s', async () => {
    const org = await makeOrganization(t.ds, { name: 'Detail Sabha', isApproved: true, contactPhone: '+1 214 555 0100' });
    const ev = await makeEvent(t.ds, {
      title: 'Detail Diwali Mela',
      organizationId: org.id,
      date: daysFromToday(6),
      description: 'Lights, food and music. '.repeat(60),
    });
    for (const [n, headers] of VARIANTS.entries()) {
      // An invalid token is anonymous: its answer is the visitors' one, read afresh.
      const slow = await get(`/api/events/${ev.id}`, { ...headers, Authorization: 'Bearer not-a-token' });
      const quick = await get(`/api/events/${ev.id}`, headers);
      expect(slow.cached).toBe(n > 0);
      expect(quick.cached).toBe(true);
      expect(quick.r.status).toBe(200);
      expect(stable(quick.r)).toEqual(stable(slow.r));
      expect(decoded(quick.r)).toBe(decoded(slow.r));
    }
    const body = JSON.parse(decoded((await get(`/api/events/${ev.id}`)).r));
    expect(body).toMatchObject({
      id: ev.id,
      title: 'Detail Diwali Mela',
      organization: { name: 'Detail Sabha', contactPhone: '+1 214 555 0100' },
    });
    expect(body.moderationScore).toBeUndefined();
  });

  it('never answers from the cache what it must not', async () => {
    const pendingOrg = await makeOrganization(t.ds, { name: 'Not Yet Approved Mandal', isApproved: false, isRegistered: true });
    const hidden = await makeEvent(t.ds, { title: 'Hidden Puja', organizationId: pendingOrg.id, date: daysFromToday(3) });
    // A hidden event: 404, every time.
    for (let i = 0; i < 2; i++) {
      const r = await get(`/api/events/${hidden.id}`);
      expect(r.r.status).toBe(404);
    }
    // Its organizer sees it, with the moderation fields; so does an admin.
    const owner = await organizerToken(t.app, pendingOrg);
    const own = await t.http.get(`/api/events/${hidden.id}`).set('Authorization', `Bearer ${owner}`).expect(200);
    expect(own.body.moderationScore).toBe(0);
    const approvedOrg = await makeOrganization(t.ds, { name: 'Approved Kendra', isApproved: true });
    const visible = await makeEvent(t.ds, { title: 'Visible Havan', organizationId: approvedOrg.id, date: daysFromToday(3) });
    await get(`/api/events/${visible.id}`); // cached for anonymous visitors
    const admin = await t.http
      .get(`/api/events/${visible.id}`)
      .set('Authorization', `Bearer ${await adminToken(t.app)}`)
      .expect(200);
    expect(admin.body.moderationScore).toBe(0);
    // Malformed id, unknown id: 400 and 404.
    expect((await get('/api/events/not-a-uuid')).r.status).toBe(400);
    expect((await get('/api/events/00000000-0000-4000-8000-000000000000')).r.status).toBe(404);
    // Invalid queries are refused every time, also next to a valid one.
    for (let i = 0; i < 2; i++) {
      const bad = await get('/api/events?limit=500');
      expect(bad.r.status).toBe(400);
      const unknown = await get('/api/events?colour=red');
      expect(unknown.r.status).toBe(400);
      const reversed = await get(`/api/events?from=${daysFromToday(9)}&to=${daysFromToday(2)}`);
      expect(reversed.r.status).toBe(400);
    }
    // HEAD and other methods go the usual way.
    await t.http.head('/api/events').expect(200);
    await t.http.head('/api/events').expect(200);
  });

  it('a committed write is seen by the very next answer', async () => {
    const org = await makeOrganization(t.ds, { name: 'Fresh Data Sangh', isApproved: true });
    const ev = await makeEvent(t.ds, { title: 'Before Rename', organizationId: org.id, date: daysFromToday(1) });
    await get('/api/events?search=rename');
    await get(`/api/events/${ev.id}`);
    expect((await get('/api/events?search=rename')).cached).toBe(true);
    expect((await get(`/api/events/${ev.id}`)).cached).toBe(true);
    await t.ds.query(`UPDATE events SET title = 'After Rename' WHERE id = $1`, [ev.id]);
    const list = await get('/api/events?search=rename');
    const detail = await get(`/api/events/${ev.id}`);
    expect(list.cached).toBe(false);
    expect(detail.cached).toBe(false);
    expect(JSON.parse(decoded(list.r)).map((e: { title: string }) => e.title)).toEqual(['After Rename']);
    expect(JSON.parse(decoded(detail.r)).title).toBe('After Rename');
    await t.ds.query(`UPDATE events SET "isApproved" = false WHERE id = $1`, [ev.id]);
    const gone = await get(`/api/events/${ev.id}`);
    expect(gone.r.status).toBe(404);
  });
});
