import { adminToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

interface Parameter {
  name: string;
  in: string;
  description?: string;
}
interface Operation {
  parameters?: Parameter[];
  security?: Array<Record<string, string[]>>;
  responses?: Record<string, { content?: Record<string, { schema?: { type?: string } }> }>;
}

/** An admin list of the OpenAPI document: a GET for admins, without path parameters, answering an array. */
interface AdminList {
  path: string;
  params: Parameter[];
  dialect: boolean;
  sortFields: string[];
  filterFields: string[];
}

/** Admin lists that are not paged resources, so not in the react-admin dialect: a computed report for one year. */
const NOT_DIALECT = ['/api/admin/festival-dates/disagreements'];

const HOSTILE_TEXT = ["' OR '1'='1", '1); DROP TABLE events; --', '%_\\', 'x'.repeat(5_000), '\u202e\ufeff', '$where'];
/** Values for one filter field: wrong types, empty and odd lists, injection text. */
const FIELD_VALUES: unknown[] = [[], [null], ['x'], [1, 2], {}, { $gt: '' }, 123, -1, true, null, ...HOSTILE_TEXT.slice(0, 3)];
const FILTERS = ['{"id":[]}', '{"id":"x"}', '{"id":[1]}', '{"unknown":1}', '{"__proto__":{"isAdmin":true}}', '[]', 'null', '"x"', '{', '1'];
const SORTS = [
  '["unknown","ASC"]',
  '["id","DROP"]',
  '["id"]',
  '[1,2]',
  '"x"',
  '{}',
  '["id; DROP TABLE events","ASC"]',
  '["id","asc"]',
  '[',
];
const RANGES = [
  '[0,1000000000]',
  '[-1,5]',
  '[5,1]',
  '[0,1e400]',
  '[1.5,2]',
  '["0","9"]',
  '[9007199254740000,9007199254740991]',
  '[]',
  '{}',
  '[0]',
  '[0,24',
];

/** Issue 35 item 7: every admin list, read from the OpenAPI document, with hostile sort, range and filter values. */
describe('admin lists: hostile sort, range and filter never give a 5xx', () => {
  let t: TestApp;
  let token: string;
  let lists: AdminList[];

  beforeAll(async () => {
    t = await createTestApp();
    token = await adminToken(t.app);
    const doc = (await t.http.get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, Operation>> };
    lists = Object.entries(doc.paths).flatMap(([path, item]) => {
      const op = item.get;
      const json = op?.responses?.['200']?.content?.['application/json']?.schema;
      const forAdmins = op?.security?.length && op.security.every((s) => 'admin' in s);
      if (!op || !forAdmins || json?.type !== 'array' || path.includes('{')) return [];
      const params = op.parameters ?? [];
      const described = (name: string, label: string) =>
        (params.find((p) => p.name === name)?.description ?? '').split(`${label}: `)[1]?.split(/,\s*/).filter(Boolean) ?? [];
      return [
        {
          path,
          params,
          dialect: ['sort', 'range', 'filter'].every((n) => params.some((p) => p.name === n && p.in === 'query')),
          sortFields: described('sort', 'fields'),
          filterFields: described('filter', 'keys'),
        },
      ];
    });
  });
  afterAll(() => t.close());

  const get = (path: string, query: Record<string, string | string[]>) =>
    t.http
      .get(path)
      .query(query)
      .set('Authorization', `Bearer ${token}`)
      .then((r) => ({ status: r.status, body: r.body as unknown, query }));

  it('finds the admin lists, and each under /api/admin speaks the one dialect (common/ra-dialect.ts)', () => {
    expect(lists.map((l) => l.path)).toEqual(
      expect.arrayContaining(['/api/admin/events', '/api/admin/organizations', '/api/admin/outgoing-mail', '/api/admin/contact-messages']),
    );
    const outside = lists.filter((l) => l.path.startsWith('/api/admin/') && !l.dialect).map((l) => l.path);
    expect(outside).toEqual(NOT_DIALECT);
    for (const l of lists.filter((x) => x.dialect)) {
      expect(l.sortFields.length).toBeGreaterThan(0);
    }
  });

  it('filter={"id":[]} is an empty page on every list that filters by id', async () => {
    for (const l of lists.filter((x) => x.dialect && x.filterFields.includes('id'))) {
      const r = await get(l.path, { filter: '{"id":[]}' });
      expect({ path: l.path, status: r.status, body: r.body }).toEqual({ path: l.path, status: 200, body: [] });
    }
  });

  it('hostile filters, sorts, ranges and other parameters: a 200 or a 4xx, never a 5xx', async () => {
    const failures: Array<{ path: string; status: number; query: Record<string, string | string[]> }> = [];
    let sent = 0;
    const probe = async (path: string, query: Record<string, string | string[]>) => {
      const r = await get(path, query);
      sent++;
      if (r.status >= 500) failures.push({ path, status: r.status, query });
    };
    for (const l of lists) {
      if (l.dialect) {
        for (const filter of FILTERS) await probe(l.path, { filter });
        for (const field of l.filterFields)
          for (const value of FIELD_VALUES) await probe(l.path, { filter: JSON.stringify({ [field]: value }) });
        for (const sort of SORTS) await probe(l.path, { sort });
        for (const field of l.sortFields)
          for (const order of ['ASC', 'DESC']) await probe(l.path, { sort: JSON.stringify([field, order]), range: '[0,4]' });
        for (const range of RANGES) await probe(l.path, { range });
        await probe(l.path, { range: ['[0,1]', '[0,2]'], sort: ['["id","ASC"]', '["id","DESC"]'], filter: ['{}', '{}'] });
      }
      for (const p of l.params.filter((x) => x.in === 'query' && !['sort', 'range', 'filter'].includes(x.name))) {
        for (const value of [...HOSTILE_TEXT, '-1', '1e400', '99999999999999999999', '[]', '{}']) await probe(l.path, { [p.name]: value });
        await probe(l.path, { [p.name]: ['1', '2'] });
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(300);
  });
});
