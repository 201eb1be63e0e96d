// @serial: tells whether a request wrote anything from the cluster-wide transaction counter.
import { HOST_TRICKS } from '../fixtures/host-tricks';
import { makeEvent, makeOrganization, adminToken, organizerToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * URLs users submit (website, eventsPageUrl, ticketUrl, imageUrl, scraping source URLs, discovered
 * pages): only web addresses are accepted, on every route that takes one. The URL fields are read
 * from the OpenAPI document, so a new route or field cannot be missed; each refuses `javascript:`,
 * `data:` and other schemes (also disguised), and addresses a browser would open on another host than
 * the text shows (`https://evil.test\@good.org`, credentials, tabs, full-width or mapped host letters),
 * with a 400 naming that field, and writes nothing.
 * (That such addresses are never rendered clickable when they reach the database some other way
 * is the XSS suite's part.)
 */
type Schema = { $ref?: string; type?: string; properties?: Record<string, Schema>; items?: Schema; allOf?: Schema[]; format?: string };
type Operation = { security?: Record<string, unknown>[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };

/** Other schemes, also disguised: refused everywhere. */
const OTHER_SCHEMES = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript://example.org/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://example.org/file',
];
/** Not an address at all, or no scheme: refused, except where the API completes it to https (below). */
const NO_SCHEME = ['//evil.example/x', 'example.org/events', 'http://', 'https://', 'not a url'];
/** Admin discovery takes domain names as typed ("example.org") and completes them to https://. */
const COMPLETES_TO_HTTPS = new Set(['post /api/admin/discover-organizations urls']);
/**
 * An event's ticket and image addresses, and an organization's website and events page, complete a host typed
 * without its scheme ('example.org/events') to https://.
 */
const completesHost = (f: { path: string; field: string }) =>
  (/^\/api\/(admin\/)?(events|event-series)\b/.test(f.path) && ['ticketUrl', 'imageUrl'].includes(f.field)) ||
  (/^\/api\/(org\/signup|organizations|admin\/organizations)\b/.test(f.path) && ['website', 'eventsPageUrl'].includes(f.field));
/**
 * Admin discovery answers each typed line on its own: a line that is not a website address fails
 * alone (200, in `errors`, before anything is fetched) so the other lines of the batch are still read.
 */
const ANSWERS_PER_LINE = new Set(['post /api/admin/discover-organizations urls']);
/** By name: some string|null fields are documented as `type: object` (see the report), so the type is not relied on. */
const URL_FIELD = /(url|urls|website|pages)$/i;

describe('submitted URLs are web addresses only', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
  let tokens: { admin: string; organizer: string };
  let ids: { event: string; org: string };

  beforeAll(async () => {
    t = await createTestApp();
    const org = await makeOrganization(t.ds, { isRegistered: true });
    const ev = await makeEvent(t.ds, { organizationId: org.id } as never);
    ids = { event: ev.id, org: org.id };
    tokens = { admin: await adminToken(t.app), organizer: await organizerToken(t.app, org) };
    doc = (await t.http.get('/api/docs-json')).body;
  });
  afterAll(() => t?.close());

  const resolve = (s: Schema | undefined): Schema | undefined =>
    !s ? s : s.$ref ? resolve(doc.components.schemas[s.$ref.split('/').pop()!]) : s.allOf?.length ? resolve(s.allOf[0]) : s;
  const nextXid = async (): Promise<string> => (await t.ds.query('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x'))[0].x;

  /** Every (operation, field) whose request body has a URL field (string, or list of strings). */
  function urlFields() {
    const out: { method: string; path: string; auth: 'admin' | 'organizer' | null; field: string; list: boolean }[] = [];
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const schema = resolve(op.requestBody?.content?.['application/json']?.schema);
        const sec = (op.security ?? []).flatMap((x) => Object.keys(x));
        const auth =
          p.startsWith('/api/admin') || p.startsWith('/api/scraping')
            ? 'admin'
            : sec.includes('organizer')
              ? 'organizer'
              : sec.length
                ? 'admin'
                : null;
        for (const [field, raw] of Object.entries(schema?.properties ?? {})) {
          const prop = resolve(raw)!;
          const list = prop.type === 'array';
          if (list && resolve(prop.items)?.type !== 'string') continue;
          if (URL_FIELD.test(field) || prop.format === 'uri') out.push({ method, path: p, auth, field, list });
        }
      }
    }
    return out;
  }

  const send = (f: ReturnType<typeof urlFields>[number], value: string) => {
    // Path ids: the organizer's own event or organization (validation answers before any lookup anyway).
    const path = f.path.replace(/\{\w+\}/g, () => (/\/events\/\{/.test(f.path) ? ids.event : ids.org));
    let req = t.http[f.method as 'post'](path).set('Content-Type', 'application/json');
    if (f.auth) req = req.set('Authorization', `Bearer ${tokens[f.auth]}`);
    return req.send(JSON.stringify({ [f.field]: f.list ? [value] : value }));
  };

  /**
   * The counter is the cluster's: another database's background work (autovacuum, a server another file left stopping)
   * can move it too, for seconds at a time. A request that really writes does so every time it is repeated; the sweep
   * reports only those that moved it on each of three more tries.
   */
  const writesAgain = async (f: ReturnType<typeof urlFields>[number], bad: string): Promise<boolean> => {
    for (let i = 0; i < 3; i++) {
      const xid = await nextXid();
      await send(f, bad);
      if ((await nextXid()) === xid) return false;
    }
    return true;
  };

  it('finds the URL fields of every route from the OpenAPI document', () => {
    const found = urlFields().map((f) => `${f.method} ${f.path} ${f.field}`);
    // The routes that must be there (a rename or a lost decorator fails here, not silently).
    for (const expected of [
      'post /api/org/signup website',
      'post /api/org/signup eventsPageUrl',
      'post /api/admin/save-discovered-org website',
      'post /api/organizations website',
      'post /api/events ticketUrl',
      'post /api/events imageUrl',
      'put /api/events/{id} ticketUrl',
      'put /api/admin/organizations/{id} website',
      'put /api/admin/events/{id} imageUrl',
      'post /api/scraping/sources url',
    ]) {
      expect(found).toContain(expected);
    }
  });

  it('every URL field refuses non-web and disguised addresses with a 400 naming the field (discovery: that line alone, in its errors), and writes nothing; http(s) passes that field', async () => {
    const fields = urlFields();
    const problems: string[] = [];
    for (const f of fields) {
      const completes = COMPLETES_TO_HTTPS.has(`${f.method} ${f.path} ${f.field}`);
      const perLine = ANSWERS_PER_LINE.has(`${f.method} ${f.path} ${f.field}`);
      const noScheme = completes ? [] : NO_SCHEME.filter((u) => !(completesHost(f) && u === 'example.org/events'));
      for (const bad of [...OTHER_SCHEMES, ...HOST_TRICKS.map(([url]) => url), ...noScheme]) {
        const xid = await nextXid();
        const res = await send(f, bad);
        if (perLine) {
          const refused =
            res.status === 200 &&
            res.body.organizations?.length === 0 &&
            res.body.errors?.length === 1 &&
            res.body.errors[0].url === bad.trim() &&
            / is not a (web|website) address/.test(res.body.errors[0].error);
          if (!refused)
            problems.push(
              `${f.method} ${f.path} ${f.field}=${JSON.stringify(bad)} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
            );
          if ((await nextXid()) !== xid && (await writesAgain(f, bad)))
            problems.push(`${f.method} ${f.path} ${f.field}=${JSON.stringify(bad)} wrote something`);
          continue;
        }
        const named =
          res.body?.fields &&
          Object.keys(res.body.fields).some((k: string) => k === f.field || k.startsWith(`${f.field}.`) || k.startsWith(`${f.field}[`));
        if (res.status !== 400 || !named)
          problems.push(
            `${f.method} ${f.path} ${f.field}=${JSON.stringify(bad)} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
          );
        if ((await nextXid()) !== xid && (await writesAgain(f, bad)))
          problems.push(`${f.method} ${f.path} ${f.field}=${JSON.stringify(bad)} wrote something`);
      }
      // Control: a web address is not what the validation complains about. (Discovery fetches what
      // it is given: there, a closed port on 127.0.0.1, so no traffic leaves the machine.)
      const ok = await send(f, completes ? 'http://127.0.0.1:9/events' : 'https://example.org/events');
      if (
        ok.status >= 500 ||
        (ok.body?.fields && Object.keys(ok.body.fields).some((k: string) => k === f.field || k.startsWith(`${f.field}.`)))
      ) {
        problems.push(`${f.method} ${f.path} ${f.field}: https address refused → ${ok.status} ${JSON.stringify(ok.body).slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
