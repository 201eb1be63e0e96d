import { DataSource } from 'typeorm';
import { DomainError } from './api-error';
import {
  filterDate,
  filterIds,
  filterOneOf,
  filterText,
  idIn,
  likeEscape,
  orderAndPage,
  parseRaList,
  RaResourceSpec,
  setContentRange,
} from './ra-dialect';

const SPEC: RaResourceSpec = {
  resource: 'events',
  sortFields: ['id', 'title', 'date'],
  defaultSort: { field: 'date', order: 'DESC' },
  filters: { q: filterText(), status: filterOneOf(['pending', 'approved']) },
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

describe("the dialect's SQL pieces", () => {
  // A query builder needs no connection to write its SQL.
  const qb = () => new DataSource({ type: 'postgres' }).createQueryBuilder().select('e.id').from('events', 'e');
  const COLUMNS = { id: 'e.id', title: 'lower(e.title)' };

  it('orderAndPage: the asked column (nulls first ascending, last descending), ties by id, then the page', () => {
    const asc = orderAndPage(qb(), parseRaList({ sort: '["title","ASC"]', range: '[10,14]' }, SPEC), COLUMNS, 'e.id');
    expect(asc.getQuery()).toBe('SELECT e.id FROM "events" "e" ORDER BY lower(e.title) ASC NULLS FIRST, e.id ASC LIMIT 5 OFFSET 10');
    const desc = orderAndPage(qb(), parseRaList({ sort: '["title","DESC"]' }, SPEC), COLUMNS, 'e.id');
    expect(desc.getQuery()).toBe('SELECT e.id FROM "events" "e" ORDER BY lower(e.title) DESC NULLS LAST, e.id DESC LIMIT 25 OFFSET 0');
    const byId = orderAndPage(qb(), parseRaList({ sort: '["id","ASC"]' }, SPEC), COLUMNS, 'e.id');
    expect(byId.getQuery()).toBe('SELECT e.id FROM "events" "e" ORDER BY e.id ASC NULLS FIRST LIMIT 25 OFFSET 0');
  });

  it('idIn: ANY over a uuid array, so an empty list is still SQL and matches nothing', () => {
    expect(idIn('e.id', 'ids')).toBe('e.id = ANY(CAST(:ids AS uuid[]))');
  });

  it('likeEscape: the wildcards and the escape character lose their meaning', () => {
    expect(likeEscape('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(likeEscape('Diwali Mela')).toBe('Diwali Mela');
  });

  it('filterDate and filterIds: a day (of a timestamp) and ids, or a 400', () => {
    expect(filterDate({ from: '2030-10-25T18:00:00Z' }, 'from')).toBe('2030-10-25');
    expect(() => filterDate({ from: '2030-02-30' }, 'from')).toThrow('Filter from must be a date YYYY-MM-DD');
    const id = '0b9e8f0e-6c2f-4b55-9a57-2f1d0c3e4a5b';
    expect(filterIds({ id }, 'id')).toEqual([id]);
    expect(filterIds({ id: [] }, 'id')).toEqual([]);
    expect(() => filterIds({ id: ['x'] }, 'id')).toThrow('Filter id must be an id or a list of ids');
  });
});
