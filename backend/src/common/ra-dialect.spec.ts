import { DomainError } from './api-error';
import { parseRaList, RaResourceSpec, setContentRange } from './ra-dialect';

const SPEC: RaResourceSpec = {
  resource: 'events',
  sortFields: ['id', 'title', 'date'],
  defaultSort: { field: 'date', order: 'DESC' },
  filterFields: ['q', 'status'],
  maxPageSize: 100,
};

function error(query: Record<string, unknown>): DomainError {
  try {
    parseRaList(query, SPEC);
  } catch (e) {
    return e as DomainError;
  }
  throw new Error('expected a 400');
}

describe('parseRaList (ra-data-simple-rest dialect)', () => {
  it('parses sort, range and filter', () => {
    expect(parseRaList({ sort: '["title","asc"]', range: '[10,19]', filter: '{"q":"diwali"}' }, SPEC)).toEqual({
      sort: { field: 'title', order: 'ASC' },
      skip: 10,
      take: 10,
      filter: { q: 'diwali' },
    });
  });

  it('uses defaults when parameters are absent or empty', () => {
    expect(parseRaList({}, SPEC)).toEqual({ sort: { field: 'date', order: 'DESC' }, skip: 0, take: 25, filter: {} });
    expect(parseRaList({ sort: '', range: '', filter: '' }, SPEC)).toEqual({
      sort: { field: 'date', order: 'DESC' },
      skip: 0,
      take: 25,
      filter: {},
    });
  });

  it.each([
    [{ range: '[5,"x"]' }, 'range', /whole numbers/],
    [{ range: '[1.5,3]' }, 'range', /whole numbers/],
    [{ range: '[0]' }, 'range', /whole numbers/],
    [{ range: '[3,1]' }, 'range', /0 <= start <= end/],
    [{ range: '[0,100]' }, 'range', /more than 100 rows/],
    [{ range: 'nope' }, 'range', /not valid JSON/],
    [{ sort: '["secret","ASC"]' }, 'sort', /Cannot sort events by "secret"\. Sortable fields: id, title, date/],
    [{ sort: '["title"]' }, 'sort', /must be \["field","ASC"\|"DESC"\]/],
    [{ sort: '["title","UP"]' }, 'sort', /ASC or DESC/],
    [{ filter: '"q"' }, 'filter', /must be a JSON object/],
    [{ filter: 'null' }, 'filter', /must be a JSON object/],
    [{ filter: '{"organizer":"x"}' }, 'filter', /Unknown events filter "organizer"\. Filters: q, status/],
    [{ sort: ['["id","ASC"]', '["id","DESC"]'] }, 'sort', /given once/],
  ])('%j → 400 on %s', (query, field, message) => {
    const e = error(query);
    expect(e).toBeInstanceOf(DomainError);
    expect(e.status).toBe(400);
    expect(e.message).toMatch(message);
    expect(Object.keys(e.fields ?? {})).toEqual([field]);
  });

  it('writes Content-Range for a page, and for an empty page', () => {
    const headers: Record<string, string> = {};
    const res = { setHeader: (k: string, v: string) => (headers[k] = v) } as never;
    const p = parseRaList({ range: '[20,29]' }, SPEC);
    setContentRange(res, SPEC, p, 7, 27);
    expect(headers['Content-Range']).toBe('events 20-26/27');
    expect(headers['X-Total-Count']).toBe('27');
    setContentRange(res, SPEC, p, 0, 3);
    expect(headers['Content-Range']).toBe('events */3');
  });
});
