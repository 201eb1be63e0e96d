// @serial: tells whether a request wrote anything from the cluster-wide transaction counter.
import fc from 'fast-check';
import {
  BODY_TOO_LARGE,
  INVALID_TEXT_BODY,
  INVALID_TEXT_URL,
  MAX_BODY_KEYS_PER_OBJECT,
  MAX_BODY_VALUES,
} from '../../src/common/http/body-checks';
import { CommunityStats } from '../../src/community/community-stats.entity';
import { ContactMessage } from '../../src/community/contact-message.entity';
import { PageViewsService } from '../../src/community/page-views.service';
import { ScrapingSource } from '../../src/scraping/scraping-source.entity';
import { makeEvent, makeOrganization, organizerToken, adminToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { figure, FULL } from '../reliability/support';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import request from 'supertest';

/**
 * Fuzzing every operation of the OpenAPI document (/api/docs-json) with fast-check: wrong types,
 * missing and extra fields, huge strings and arrays, deep nesting, prototype-pollution keys,
 * SQL/NoSQL injection strings, invalid UTF-8 and numbers at the limits, in bodies, query strings
 * and path parameters. Invariants: never a 5xx; a rejected (4xx) request changes no table.
 *
 * Runs per operation: 20 in `npm test`, 1 000 in `npm run test:reliability` (RELIABILITY_FULL=1);
 * FUZZ_RUNS overrides both, FUZZ_SEED picks the seed, FUZZ_OPS (a regular expression on
 * "method /path") limits the operations, and FUZZ_BUDGET_S is the time budget (10 min, 45 min in
 * the full run): the test stops and fails when it is exceeded, it never runs unbounded. Requests
 * are sent one at a time so that every write can be attributed to the request that made it
 * (sending several at once gained nothing: the app runs in this process and is CPU-bound).
 * See docs/security.md for the figures.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (FULL ? 1000 : 20));
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_S ?? (FULL ? 45 * 60 : 10 * 60)) * 1000;

type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  example?: unknown;
  items?: Schema;
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
};
type Op = { method: string; path: string; auth: 'admin' | 'organizer' | null; body?: Schema; query: string[]; pathParams: string[] };

const INJECTION = [
  "' OR '1'='1",
  "'; DROP TABLE events; --",
  '1; SELECT pg_sleep(5)',
  "\\' OR 1=1 --",
  '{"$gt": ""}',
  '{"$where": "sleep(1000)"}',
  '$ne',
  '%00',
  '\u0000',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  "Robert'); DROP TABLE organizations;--",
  '\ud800',
  '🎉'.repeat(50),
  'ﷺ‮'.repeat(20),
  '%',
  '_',
  '\\',
  ':*',
  '!!!',
  '%ff%fe%c3%28',
  '%c0%ae%c0%ae',
  '& | !',
];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', '$where', '$gt', 'toString', 'hasOwnProperty'];
const LIMIT_NUMBERS = [
  0,
  -0,
  -1,
  1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  5e-324,
  0.1,
  1.5,
  99999999.99,
  1e10,
];

const hostileString = fc.oneof(
  fc.constantFrom(...INJECTION),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('x'.repeat(10_001), 'a'.repeat(100_000), ' '.repeat(500), ''),
  fc.constantFrom('javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://127.0.0.1:1/', 'ftp://x', '//evil.example'),
  fc.constantFrom(
    '2025-02-30',
    '9999-12-31',
    '0000-00-00',
    '25:99 PM',
    'NaN',
    'Infinity',
    'true',
    'null',
    '00000000-0000-0000-0000-000000000000',
  ),
);
const leaf: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(...LIMIT_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);
const deep = fc.integer({ min: 50, max: 3000 }).map((n) => {
  let v: unknown = 'x';
  for (let i = 0; i < n; i++) v = i % 2 ? { a: v } : [v];
  return v;
});
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  // Under and over the body's value limit (10 000): the first reaches the validators, the second is refused first.
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      Array.from({ length: 5_000 }, (_, i) => i),
      Array.from({ length: 20_000 }, (_, i) => i),
    ),
  },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...PROTO_KEYS, 'a', 'b'), leaf, { maxKeys: 3 }) },
  { weight: 1, arbitrary: deep },
);

/** Small hostile pieces spliced into an otherwise plausible value, so deeper validators (email, URL, date) see them. */
const FRAGMENTS = ['\ud800', '\udfff', '\u0000', '\u202e', '\ufeff', "'", '"', '\\', '%', '<', '\n', ' ', '🎉', '%00', "' OR '1'='1"];
/** A field's value: a hostile value, or the field's plausible value with a hostile fragment spliced in. */
const fieldValue = (plausibleValue: unknown): fc.Arbitrary<unknown> =>
  typeof plausibleValue === 'string' && plausibleValue.length
    ? fc.oneof(
        { weight: 3, arbitrary: hostileValue },
        {
          weight: 1,
          arbitrary: fc
            .tuple(fc.nat(plausibleValue.length), fc.constantFrom(...FRAGMENTS))
            .map(([i, f]) => plausibleValue.slice(0, i) + f + plausibleValue.slice(i)),
        },
      )
    : hostileValue;

/** Percent-encodes every byte (lone surrogates become U+FFFD); '%ff%fe' style raw invalid UTF-8 is passed as is. */
const enc = (v: string) =>
  /^(%[0-9a-f]{2})+$/i.test(v) ? v : [...Buffer.from(v, 'utf8')].map((b) => '%' + b.toString(16).padStart(2, '0')).join('');

describe('fuzzing every OpenAPI operation', () => {
  let t: TestApp;
  let doc: {
    paths: Record<
      string,
      Record<
        string,
        {
          security?: Record<string, unknown>[];
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: Record<string, { schema?: Schema }> };
        }
      >
    >;
    components: { schemas: Record<string, Schema> };
  };
  let tokens: { admin: string; organizer: string };
  let ids: { event: string; org: string };
  let fingerprintSql: string;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    t = await createTestApp({ SCRAPER_ALLOW_PRIVATE_HOSTS: 'false' });
    const org = await makeOrganization(t.ds, { isRegistered: true });
    const ev = await makeEvent(t.ds, { organizationId: org.id } as never);
    ids = { event: ev.id, org: org.id };
    tokens = { admin: await adminToken(t.app), organizer: await organizerToken(t.app, org) };
    // Listen once on 127.0.0.1 (supertest would otherwise open a new listener for every request).
    const server = t.app.getHttpServer() as net.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    http = request(server);
    doc = (await http.get('/api/docs-json')).body;
    const tables: { table_name: string }[] = await t.ds.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
         AND table_name NOT IN ('migrations', 'login_counters', 'rate_limit_hits') ORDER BY 1`,
    );
    // One query: an md5 of every table's full content (rows and values), so updates count too.
    fingerprintSql =
      'SELECT ' +
      tables
        .map((x) => `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM "${x.table_name}" t) AS "${x.table_name}"`)
        .join(', ');
  });
  afterAll(() => t?.close());

  /**
   * Operations such as DELETE /api/admin/organizations/{id} remove the fixtures the path ids point
   * at (and, with the organization, what the organizer token stands for): put them back, same ids,
   * before each operation, so every operation meets real records and a valid organizer.
   */
  const ensureFixtures = async (): Promise<void> => {
    const [{ org, ev }] = await t.ds.query(
      'SELECT EXISTS (SELECT 1 FROM organizations WHERE id = $1) AS org, EXISTS (SELECT 1 FROM events WHERE id = $2) AS ev',
      [ids.org, ids.event],
    );
    if (!org) await makeOrganization(t.ds, { id: ids.org, isRegistered: true });
    if (!ev) await makeEvent(t.ds, { id: ids.event, organizationId: ids.org } as never);
  };

  const fingerprint = async (): Promise<Record<string, string>> => (await t.ds.query(fingerprintSql))[0];
  /** The next transaction id: unchanged means no transaction wrote anything since (cheap pre-check). */
  const nextXid = async (): Promise<string> => (await t.ds.query('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x'))[0].x;

  function resolve(s: Schema | undefined): Schema | undefined {
    if (!s) return s;
    if (s.$ref) return resolve(doc.components.schemas[s.$ref.split('/').pop()!]);
    if (s.allOf?.length) return resolve(s.allOf[0]);
    return s;
  }

  function plausible(s: Schema | undefined): unknown {
    const r = resolve(s);
    if (!r) return 'x';
    if (r.example !== undefined) return r.example;
    if (r.enum?.length) return r.enum[0];
    if (r.oneOf?.length) return plausible(r.oneOf[0]);
    switch (r.type) {
      case 'number':
      case 'integer':
        return 1;
      case 'boolean':
        return true;
      case 'array':
        return [plausible(r.items)];
      case 'object':
        return Object.fromEntries(Object.entries(r.properties ?? {}).map(([k, v]) => [k, plausible(v)]));
      default:
        return r.format === 'email' ? 'fuzz@example.org' : 'Dallas';
    }
  }

  function operations(): Op[] {
    const out: Op[] = [];
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (p.endsWith('/logout')) continue; // revokes the tokens the fuzzer uses; covered by tokens.e2e-spec
        const sec = (op.security ?? []).flatMap((x) => Object.keys(x));
        const auth =
          sec.includes('organizer') && !sec.includes('admin')
            ? 'organizer'
            : sec.length
              ? sec.includes('organizer') && method !== 'get'
                ? 'organizer'
                : 'admin'
              : null;
        const params = op.parameters ?? [];
        out.push({
          method,
          path: p,
          auth: p.startsWith('/api/admin') || p.startsWith('/api/scraping') ? 'admin' : auth,
          body: op.requestBody?.content?.['application/json']?.schema,
          query: params.filter((x) => x.in === 'query').map((x) => x.name),
          pathParams: params.filter((x) => x.in === 'path').map((x) => x.name),
        });
      }
    }
    return out;
  }

  /** A request: body (object built from the schema with some fields made hostile, or a raw hostile payload), query, path params. */
  function caseArb(op: Op) {
    const schema = resolve(op.body);
    const props = Object.keys(schema?.properties ?? {});
    const base = plausible(schema) as Record<string, unknown>;
    const bodyArb: fc.Arbitrary<{ raw?: Buffer | string; json?: unknown }> = fc.oneof(
      {
        weight: 6,
        arbitrary: fc
          .tuple(
            fc.subarray(props),
            fc.tuple(...props.map((f) => fieldValue(base && typeof base === 'object' ? base[f] : undefined))),
            fc.subarray(props), // fields dropped
            fc.dictionary(
              fc.constantFrom(...PROTO_KEYS, 'isApproved', 'id', 'organizationId', 'passwordHash', 'role', 'extra'),
              hostileValue,
              { maxKeys: 2 },
            ),
          )
          .map(([hostileFields, values, dropped, extra]) => {
            const o: Record<string, unknown> = { ...(base && typeof base === 'object' ? base : {}) };
            for (const f of hostileFields) o[f] = values[props.indexOf(f)];
            for (const d of dropped) delete o[d];
            return {
              raw: JSON.stringify(o).replace(
                /^\{/,
                '{' +
                  Object.keys(extra)
                    .map((k) => `${JSON.stringify(k)}:${JSON.stringify(extra[k]) ?? 'null'},`)
                    .join(''),
              ),
            };
          }),
      },
      { weight: 1, arbitrary: hostileValue.map((v) => ({ json: v })) },
      {
        weight: 1,
        arbitrary: fc.constantFrom<{ raw: Buffer | string }>(
          { raw: Buffer.from([0x7b, 0x22, 0x74, 0x69, 0x74, 0x6c, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]) },
          { raw: '{"a":' },
          { raw: '' },
          { raw: '['.repeat(10_000) },
          { raw: '{"__proto__":{"isAdmin":true}}' },
          { raw: '{"constructor":{"prototype":{"polluted":1}}}' },
        ),
      },
    );
    const queryArb = fc.dictionary(
      fc.oneof(
        fc.constantFrom(...(op.query.length ? op.query : ['q'])),
        fc.constantFrom('__proto__', 'constructor[prototype][x]', 'filter[__proto__]', 'sort[]'),
      ),
      fc.oneof(
        hostileString,
        fc.constant('["id","ASC"]'),
        fc.constant('[0,1e12]'),
        fc.constant('{"q":{"$gt":""}}'),
        fc.constant('{"id":["\' OR 1=1"]}'),
      ),
      { maxKeys: 4 },
    );
    const pathArb = fc.oneof(
      fc.constantFrom(ids.event, ids.org),
      hostileString.filter((s) => s.length < 3000),
    );
    return fc.record({ body: bodyArb, query: queryArb, pathValue: pathArb, dupQuery: fc.boolean() });
  }

  type Case = ReturnType<typeof caseArb> extends fc.Arbitrary<infer T> ? T : never;
  type Sent = { status: number; text: string; desc: string } | { status: null; error: string; desc: string };
  const isRejected = (r: Sent) => r.status !== null && r.status >= 400 && r.status < 500;
  const isAccepted = (r: Sent) => r.status !== null && r.status < 400;

  /** Sends one generated case over real HTTP (127.0.0.1). */
  async function send(op: Op, c: Case): Promise<Sent> {
    const urlPath = op.path.replace(/\{(\w+)\}/g, () => enc(c.pathValue));
    const qs = Object.entries(c.query)
      .map(([k, v]) => `${enc(k)}=${enc(String(v))}`)
      .concat(c.dupQuery && op.query[0] ? [`${op.query[0]}=a`, `${op.query[0]}=b`] : [])
      .join('&');
    const desc = `${op.method.toUpperCase()} ${urlPath.slice(0, 100)}?${qs.slice(0, 100)} body=${String(c.body.raw ?? JSON.stringify(c.body.json)).slice(0, 200)}`;
    let req = http[op.method as 'get'](urlPath + (qs ? `?${qs}` : '')).timeout(20_000);
    if (op.auth) req = req.set('Authorization', `Bearer ${tokens[op.auth]}`);
    if (op.method !== 'get' && op.method !== 'delete') {
      req = req.set('Content-Type', 'application/json');
      req = c.body.raw !== undefined ? req.send(c.body.raw as string) : req.send(JSON.stringify(c.body.json ?? null));
    }
    try {
      const res = await req;
      return { status: res.status, text: res.text?.slice(0, 300) ?? '', desc };
    } catch (e) {
      return { status: null, error: (e as Error).message, desc };
    }
  }

  it(
    'never answers 5xx, and a rejected request writes nothing',
    async () => {
      const all = operations();
      expect(all.length).toBeGreaterThan(40);
      const ops = process.env.FUZZ_OPS ? all.filter((o) => new RegExp(process.env.FUZZ_OPS!, 'i').test(`${o.method} ${o.path}`)) : all;
      expect(ops.length).toBeGreaterThan(0);
      const started = Date.now();
      const deadline = started + BUDGET_MS;
      const failures: string[] = [];
      const failedCases: { operation: string; status: number | null; case: unknown }[] = [];
      const n = { cases: 0, rejected: 0, accepted: 0, written: 0 };
      const perOp: string[] = [];
      let budgetExceeded = false;
      for (const op of ops) {
        const opStart = Date.now();
        const samples = fc.sample(caseArb(op), { numRuns: RUNS, seed: SEED });
        await ensureFixtures();
        let before = await fingerprint();
        for (const c of samples) {
          if (Date.now() > deadline) {
            budgetExceeded = true;
            break;
          }
          const xid0 = await nextXid();
          const r = await send(op, c);
          n.cases++;
          if (isRejected(r)) n.rejected++;
          if (isAccepted(r)) n.accepted++;
          if (r.status === null) failures.push(`${r.desc}: no answer (${r.error})`);
          else if (r.status >= 500) failures.push(`${r.status} ${r.desc} → ${r.text}`);
          if (r.status === null || r.status >= 500) failedCases.push({ operation: `${op.method} ${op.path}`, status: r.status, case: c });
          await t.app.get(PageViewsService).flush(); // page views are queued (202) and written in batches
          if ((await nextXid()) !== xid0) {
            // Something was written: a rejected request must have left every table as it was.
            n.written++;
            const after = await fingerprint();
            const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
            if (isRejected(r) && changed.length) {
              failures.push(`${r.status} but wrote to ${changed.join(', ')}: ${r.desc}`);
              failedCases.push({ operation: `${op.method} ${op.path}`, status: r.status, case: c });
            }
            before = after;
          }
          if (failures.length > 20) break;
        }
        perOp.push(`${Date.now() - opStart}ms ${op.method} ${op.path}`);
        if (failures.length > 20 || budgetExceeded) break;
      }
      const durationS = Math.round((Date.now() - started) / 1000);
      if (process.env.FUZZ_VERBOSE) process.stdout.write(perOp.join('\n') + '\n');
      figure(FULL ? 'fuzz-full' : 'fuzz', {
        operations: ops.length,
        runsPerOperation: RUNS,
        seed: SEED,
        ...n,
        failures: failures.length,
        durationS,
        budgetExceeded,
      });
      if (failedCases.length) {
        // The complete failing requests (the messages above are cut short), to reproduce them.
        const file = path.join(os.tmpdir(), `sangam-fuzz-failures-${SEED}.json`);
        fs.writeFileSync(
          file,
          JSON.stringify(failedCases, (_k, v) => (Buffer.isBuffer(v) ? { buffer: [...v] } : v), 1),
        );
        process.stdout.write(`[fuzz] the ${failedCases.length} failing cases are in ${file}\n`);
      }
      // Prototype pollution would show on a plain object in this process.
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(failures).toEqual([]);
      if (budgetExceeded)
        throw new Error(
          `the fuzz run exceeded its time budget of ${BUDGET_MS / 1000} s after ${n.cases} of ${ops.length * RUNS} cases (raise FUZZ_BUDGET_S or lower FUZZ_RUNS)`,
        );
      expect(n.cases).toBe(ops.length * RUNS);
    },
    BUDGET_MS + 5 * 60_000,
  );

  it('a body nested thousands of levels deep is a 400 on every route, not a stack overflow (regression)', async () => {
    const deepValue = '{"a":['.repeat(2500) + '1' + ']}'.repeat(2500);
    const raw = `{"name":"x","contactPhone":${deepValue},"title":${deepValue}}`;
    expect(() => JSON.parse(raw)).not.toThrow();
    for (const [method, path] of [
      ['post', '/api/org/signup'],
      ['post', '/api/contact'],
      ['post', '/api/events'],
    ] as const) {
      const res = await t.http[method](path)
        .set('Authorization', `Bearer ${tokens.organizer}`)
        .set('Content-Type', 'application/json')
        .send(raw);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Request body is nested too deeply');
    }
  });
  it('an unpaired surrogate ("\\ud800") in a JSON string or key is a 400 and writes nothing, not a 500 (regression: email validation threw URIError)', async () => {
    const cases: [string, 'admin' | null, Record<string, unknown>][] = [
      ['/api/contact', null, { name: 'N', email: 'a\ud800@example.org', subject: 'Subject', message: 'Hello there, friends' }],
      ['/api/org/login', null, { email: '\ud800', password: 'whatever' }],
      [
        '/api/org/signup',
        null,
        { name: 'Surrogate Org', contactEmail: 'a@exa\udfffmple.org', password: 'secret123', city: 'Dallas', state: 'TX' },
      ],
      ['/api/organizations', null, { name: 'Surrogate Org', contactEmail: '\udc00\ud800', city: 'Dallas', state: 'TX' }],
      ['/api/admin/save-discovered-org', 'admin', { name: 'Surrogate Org', city: 'Dallas', state: 'TX', emails: ['x\ud800@example.org'] }],
      ['/api/contact', null, { name: 'N\udbff', email: 'a@example.org', subject: 'Subject', message: 'Hello there, friends' }],
      ['/api/contact', null, { name: 'N', email: 'a@example.org', subject: 'Subject', message: 'Hello there, friends', ['k\ud800']: 1 }],
    ];
    for (const [route, auth, body] of cases) {
      const raw = JSON.stringify(body); // escapes the lone surrogates as \udXXX, which JSON.parse turns back into them
      expect(raw).toMatch(/\\ud[89abcdef]/);
      const xid0 = await nextXid();
      let req = t.http.post(route).set('Content-Type', 'application/json');
      if (auth) req = req.set('Authorization', `Bearer ${tokens[auth]}`);
      const res = await req.send(raw);
      expect({ route, status: res.status, message: res.body.message }).toEqual({ route, status: 400, message: INVALID_TEXT_BODY });
      expect(await nextXid()).toBe(xid0);
    }
    // Paired surrogates (emoji, CJK extensions) are text and still accepted.
    const ok = await t.http
      .post('/api/contact')
      .send({ name: 'Priya 🎉', email: 'priya@example.org', subject: 'Diwali 🪔', message: 'Hello there, friends 𠜎' });
    expect(ok.status).toBe(201);
  });
  it('a NUL character in a body string or in the address is a 400 and writes nothing, not a 500 (regression: PostgreSQL refuses 0x00 in text)', async () => {
    const bodies: ['post' | 'put', string, 'admin' | null, Record<string, unknown>][] = [
      [
        'post',
        '/api/organizations',
        null,
        { name: 'Dallas Gujarati Samaj', description: 'Dalla\u0000s', contactEmail: 'events@dgs.example.org', city: 'Dallas', state: 'TX' },
      ],
      ['put', `/api/admin/organizations/${ids.org}/reject`, 'admin', { reason: 'Not a community ev\u0000ent' }],
      ['post', '/api/contact', null, { name: 'N', email: 'a@example.org', subject: 'Subject', message: 'Hello\u0000 there, friends' }],
      ['post', '/api/org/login', null, { email: 'a@example.org', password: 'pass\u0000word' }],
    ];
    for (const [method, route, auth, body] of bodies) {
      const xid0 = await nextXid();
      let req = t.http[method](route).set('Content-Type', 'application/json');
      if (auth) req = req.set('Authorization', `Bearer ${tokens[auth]}`);
      const res = await req.send(JSON.stringify(body));
      expect({ route, status: res.status, message: res.body.message }).toEqual({ route, status: 400, message: INVALID_TEXT_BODY });
      expect(await nextXid()).toBe(xid0);
    }
    for (const url of [
      '/api/organizations?q=%00',
      '/api/events?search=a%00b',
      '/api/calendar/Dallas%00.ics',
      `/api/events/${ids.event}%00`,
    ]) {
      const res = await t.http.get(url);
      expect({ url, status: res.status, message: res.body.message }).toEqual({ url, status: 400, message: INVALID_TEXT_URL });
    }
    // The literal text "%00" (sent as %2500) is fine.
    expect((await t.http.get('/api/organizations?q=%2500')).status).toBe(200);
  });
  it('a body with tens of thousands of fields or values is a 413 before validation (regression: quadratic key handling stalled the server ~10 s per request)', async () => {
    const contact = { name: 'N', email: 'a@example.org', subject: 'Subject', message: 'Hello there, friends' };
    const manyKeys = { ...contact, ...Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, 0])) };
    const manyValues = { ...contact, name: Array.from({ length: MAX_BODY_VALUES + 1 }, () => 0) };
    const nested = { ...contact, name: Array.from({ length: 200 }, () => Array.from({ length: 60 }, () => 'x')) }; // 12 000 values in small arrays
    for (const [label, body] of [
      ['50 000 keys', manyKeys],
      ['10 001 values in one array', manyValues],
      ['12 000 values in small arrays', nested],
    ] as const) {
      const xid0 = await nextXid();
      const res = await t.http.post('/api/contact').set('Content-Type', 'application/json').send(JSON.stringify(body));
      expect({ label, status: res.status, message: res.body.message }).toEqual({ label, status: 413, message: BODY_TOO_LARGE });
      expect(await nextXid()).toBe(xid0);
    }
    // Below the limits the usual validation answers (unknown fields named), not the size check.
    const fewKeys = { ...contact, ...Object.fromEntries(Array.from({ length: MAX_BODY_KEYS_PER_OBJECT - 10 }, (_, i) => [`k${i}`, 0])) };
    const res = await t.http.post('/api/contact').send(fewKeys);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('property k0 should not exist');
  });
  it(
    'each field of every request body, alone, set to null or to the wrong shape, on real records: never a 5xx, a rejected request writes nothing (regression: eventSources null → 500)',
    async () => {
      // Real records behind every path id, so that the requests reach the handlers and the database.
      await ensureFixtures();
      const contact = await t.ds
        .getRepository(ContactMessage)
        .save(
          t.ds
            .getRepository(ContactMessage)
            .create({ name: 'Sweep', email: 'sweep@example.org', subject: 'Sweep', message: 'Field sweep' }),
        );
      const stats = await t.ds
        .getRepository(CommunityStats)
        .save(t.ds.getRepository(CommunityStats).create({ region: `Sweep ${Date.now()}`, city: 'Dallas', state: 'TX' }));
      const source = await t.ds.getRepository(ScrapingSource).save(
        t.ds.getRepository(ScrapingSource).create({
          name: 'Sweep source',
          type: 'calendar',
          url: `http://127.0.0.1:9/sweep-${Date.now()}.ics`,
          organizationId: ids.org,
        } as Partial<ScrapingSource>),
      );
      const idFor = (p: string) =>
        /contact-messages/.test(p)
          ? contact.id
          : /community-stats/.test(p)
            ? stats.id
            : /scraping\/sources/.test(p)
              ? source.id
              : /events\/\{|saved-events/.test(p)
                ? ids.event
                : ids.org;
      const shapes: unknown[] = FULL ? [null, [], {}, '', 0, -1, true, 'x'.repeat(5000), [null], { a: 1 }] : [null, [], {}];
      const problems: string[] = [];
      let sent = 0;
      for (const op of operations()) {
        const schema = resolve(op.body);
        const props = Object.keys(schema?.properties ?? {});
        if (!props.length) continue;
        const base = plausible(schema) as Record<string, unknown>;
        await ensureFixtures();
        for (const field of props) {
          for (const shape of shapes) {
            const path = op.path.replace(/\{\w+\}/g, () => idFor(op.path));
            let req = http[op.method as 'post'](path).set('Content-Type', 'application/json');
            if (op.auth) req = req.set('Authorization', `Bearer ${tokens[op.auth]}`);
            const before = await fingerprint();
            const xid0 = await nextXid();
            const res = await req.send(JSON.stringify({ ...base, [field]: shape }));
            sent++;
            await t.app.get(PageViewsService).flush();
            const what = `${op.method.toUpperCase()} ${op.path} ${field}=${JSON.stringify(shape)?.slice(0, 20)}`;
            if (res.status >= 500) problems.push(`${what} → ${res.status} ${res.text.slice(0, 200)}`);
            if (res.status >= 400 && res.status < 500 && (await nextXid()) !== xid0) {
              const after = await fingerprint();
              const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
              if (changed.length) problems.push(`${what} → ${res.status} but wrote to ${changed.join(', ')}`);
            }
          }
        }
      }
      process.stdout.write(`[figure] field sweep: ${sent} requests (${shapes.length} shapes per field), ${problems.length} problems\n`);
      expect(sent).toBeGreaterThan(300);
      expect(problems).toEqual([]);
    },
    20 * 60_000,
  );
});
