import fc from 'fast-check';
import { PageViewsService } from '../../src/community/page-views.service';
import { makeEvent, makeOrganization, organizerToken, adminToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Fuzzing every operation of the OpenAPI document (/api/docs-json) with fast-check: wrong types,
 * missing and extra fields, huge strings and arrays, deep nesting, prototype-pollution keys,
 * SQL/NoSQL injection strings, invalid UTF-8 and numbers at the limits, in bodies, query strings
 * and path parameters. Invariants: never a 5xx; a rejected (4xx) request changes no table.
 *
 * FUZZ_RUNS (default 20 per operation in `npm test`) and FUZZ_SEED control the run;
 * `FUZZ_RUNS=2000 npx jest test/security/fuzz` is the long form (see docs/security.md).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

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
  'Robert\'); DROP TABLE organizations;--',
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
const LIMIT_NUMBERS = [0, -0, -1, 1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, -Number.MAX_SAFE_INTEGER, 1e308, -1e308, 5e-324, 0.1, 1.5, 99999999.99, 1e10];

const hostileString = fc.oneof(
  fc.constantFrom(...INJECTION),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('x'.repeat(10_001), 'a'.repeat(100_000), ' '.repeat(500), ''),
  fc.constantFrom('javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://127.0.0.1:1/', 'ftp://x', '//evil.example'),
  fc.constantFrom('2025-02-30', '9999-12-31', '0000-00-00', '25:99 PM', 'NaN', 'Infinity', 'true', 'null', '00000000-0000-0000-0000-000000000000'),
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
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 20_000 }, (_, i) => i)) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...PROTO_KEYS, 'a', 'b'), leaf, { maxKeys: 3 }) },
  { weight: 1, arbitrary: deep },
);

/** Percent-encodes every byte (lone surrogates become U+FFFD); '%ff%fe' style raw invalid UTF-8 is passed as is. */
const enc = (v: string) => (/^(%[0-9a-f]{2})+$/i.test(v) ? v : [...Buffer.from(v, 'utf8')].map((b) => '%' + b.toString(16).padStart(2, '0')).join(''));

describe('fuzzing every OpenAPI operation', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, { security?: Record<string, unknown>[]; parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>>; components: { schemas: Record<string, Schema> } };
  let tokens: { admin: string; organizer: string };
  let ids: { event: string; org: string };
  let fingerprintSql: string;

  beforeAll(async () => {
    t = await createTestApp({ SCRAPER_ALLOW_PRIVATE_HOSTS: 'false' });
    const org = await makeOrganization(t.ds, { isRegistered: true });
    const ev = await makeEvent(t.ds, { organizationId: org.id } as never);
    ids = { event: ev.id, org: org.id };
    tokens = { admin: await adminToken(t.app), organizer: await organizerToken(t.app, org) };
    doc = (await t.http.get('/api/docs-json')).body;
    const tables: { table_name: string }[] = await t.ds.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
         AND table_name NOT IN ('migrations', 'login_attempts') ORDER BY 1`,
    );
    // One query: an md5 of every table's full content (rows and values), so updates count too.
    fingerprintSql =
      'SELECT ' +
      tables.map((x) => `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM "${x.table_name}" t) AS "${x.table_name}"`).join(', ');
  });
  afterAll(() => t?.close());

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
        const auth = sec.includes('organizer') && !sec.includes('admin') ? 'organizer' : sec.length ? (sec.includes('organizer') && method !== 'get' ? 'organizer' : 'admin') : null;
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
            fc.array(hostileValue, { minLength: props.length, maxLength: props.length }),
            fc.subarray(props), // fields dropped
            fc.dictionary(fc.constantFrom(...PROTO_KEYS, 'isApproved', 'id', 'organizationId', 'passwordHash', 'role', 'extra'), hostileValue, { maxKeys: 2 }),
          )
          .map(([hostileFields, values, dropped, extra]) => {
            const o: Record<string, unknown> = { ...(base && typeof base === 'object' ? base : {}) };
            hostileFields.forEach((f, i) => (o[f] = values[i]));
            for (const d of dropped) delete o[d];
            return { raw: JSON.stringify(o).replace(/^\{/, '{' + Object.keys(extra).map((k) => `${JSON.stringify(k)}:${JSON.stringify(extra[k]) ?? 'null'},`).join('')) };
          }),
      },
      { weight: 1, arbitrary: hostileValue.map((v) => ({ json: v })) },
      { weight: 1, arbitrary: fc.constantFrom<{ raw: Buffer | string }>({ raw: Buffer.from([0x7b, 0x22, 0x74, 0x69, 0x74, 0x6c, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]) }, { raw: '{"a":' }, { raw: '' }, { raw: '[' .repeat(10_000) }, { raw: '{"__proto__":{"isAdmin":true}}' }, { raw: '{"constructor":{"prototype":{"polluted":1}}}' }) },
    );
    const queryArb = fc.dictionary(
      fc.oneof(fc.constantFrom(...(op.query.length ? op.query : ['q'])), fc.constantFrom('__proto__', 'constructor[prototype][x]', 'filter[__proto__]', 'sort[]')),
      fc.oneof(hostileString, fc.constant('["id","ASC"]'), fc.constant('[0,1e12]'), fc.constant('{"q":{"$gt":""}}'), fc.constant('{"id":["\' OR 1=1"]}')),
      { maxKeys: 4 },
    );
    const pathArb = fc.oneof(fc.constantFrom(ids.event, ids.org), hostileString.filter((s) => s.length < 3000));
    return fc.record({ body: bodyArb, query: queryArb, pathValue: pathArb, dupQuery: fc.boolean() });
  }

  it('never answers 5xx, and a rejected request writes nothing', async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let total = 0;
    let rejected = 0;
    const perOp: string[] = [];
    for (const op of ops) {
      const opStart = Date.now();
      const samples = fc.sample(caseArb(op), { numRuns: RUNS, seed: SEED });
      let before = await fingerprint();
      for (const c of samples) {
        total++;
        const xid0 = await nextXid();
        const urlPath = op.path.replace(/\{(\w+)\}/g, () => enc(c.pathValue));
        const qs = Object.entries(c.query)
          .map(([k, v]) => `${enc(k)}=${enc(String(v))}`)
          .concat(c.dupQuery && op.query[0] ? [`${op.query[0]}=a`, `${op.query[0]}=b`] : [])
          .join('&');
        let req = t.http[op.method as 'get'](urlPath + (qs ? `?${qs}` : '')).timeout(20_000);
        if (op.auth) req = req.set('Authorization', `Bearer ${tokens[op.auth]}`);
        if (op.method !== 'get' && op.method !== 'delete') {
          req = req.set('Content-Type', 'application/json');
          req = c.body.raw !== undefined ? req.send(c.body.raw as string) : req.send(JSON.stringify(c.body.json ?? null));
        }
        let status: number;
        let text = '';
        try {
          const res = await req;
          status = res.status;
          text = res.text?.slice(0, 300) ?? '';
        } catch (e) {
          failures.push(`${op.method.toUpperCase()} ${urlPath.slice(0, 120)}: no answer (${(e as Error).message})`);
          continue;
        }
        const desc = `${op.method.toUpperCase()} ${urlPath.slice(0, 100)}?${qs.slice(0, 100)} body=${String(c.body.raw ?? JSON.stringify(c.body.json)).slice(0, 200)}`;
        if (status >= 500) failures.push(`${status} ${desc} → ${text}`);
        await t.app.get(PageViewsService).flush(); // page views are queued (202) and written in batches
        if (status >= 400 && status < 500) rejected++;
        if ((await nextXid()) === xid0) continue; // nothing was written at all
        const after = await fingerprint();
        if (status >= 400 && status < 500) {
          const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
          if (changed.length) failures.push(`${status} but wrote to ${changed.join(', ')}: ${desc}`);
        }
        before = after;
        if (failures.length > 20) break;
      }
      perOp.push(`${Date.now() - opStart}ms ${op.method} ${op.path}`);
      if (failures.length > 20) break;
    }
    if (process.env.FUZZ_VERBOSE) process.stdout.write(perOp.join('\n') + '\n');
    process.stdout.write(`[figure] fuzz: ${total} requests over ${ops.length} operations (${RUNS}/operation, seed ${SEED}), ${rejected} rejected, ${failures.length} failures\n`);
    // Prototype pollution would show on a plain object in this process.
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(failures).toEqual([]);
  }, 30 * 60_000);

  it('a body nested thousands of levels deep is a 400 on every route, not a stack overflow (regression)', async () => {
    const deepValue = '{"a":['.repeat(2500) + '1' + ']}'.repeat(2500);
    const raw = `{"name":"x","contactPhone":${deepValue},"title":${deepValue}}`;
    expect(() => JSON.parse(raw)).not.toThrow();
    for (const [method, path] of [['post', '/api/org/signup'], ['post', '/api/contact'], ['post', '/api/events']] as const) {
      const res = await t.http[method](path).set('Authorization', `Bearer ${tokens.organizer}`).set('Content-Type', 'application/json').send(raw);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Request body is nested too deeply');
    }
  });
});
