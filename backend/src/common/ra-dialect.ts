import { applyDecorators, CallHandler, createParamDecorator, ExecutionContext, NestInterceptor, UseInterceptors } from '@nestjs/common';
import { ApiQuery, ApiResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { map, Observable } from 'rxjs';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { invalidInput } from './api-error';
import { UUID } from './id-param';
import { isCalendarDay } from '@sangam/shared';

/**
 * The admin REST dialect of ra-data-simple-rest, parsed in one place for every admin list:
 *
 *   GET /api/admin/<resource>?sort=["title","ASC"]&range=[0,24]&filter={"q":"diwali"}
 *   → 200, JSON array, `Content-Range: <resource> 0-24/319`
 *
 * Bad JSON, a bad range, an unknown sort field or an unknown filter answer 400 with a clear message.
 */

type SortOrder = 'ASC' | 'DESC';

/** Reads filter `key` of a request's filter object (undefined when absent); a bad value answers 400. */
export type FilterReader<T> = (filter: Record<string, unknown>, key: string) => T | undefined;
type FilterSpec = Record<string, FilterReader<unknown>>;
/** A request's filters as a spec's readers read them. */
type RaFilter<F extends FilterSpec> = { [K in keyof F]?: F[K] extends FilterReader<infer T> ? T : never };

export interface RaResourceSpec<F extends FilterSpec = FilterSpec> {
  /** The name in the Content-Range header (ra-data-simple-rest reads only the total after '/'). */
  resource: string;
  /** Fields a client may sort by (the allow-list). */
  sortFields: readonly string[];
  defaultSort: { field: string; order: SortOrder };
  /** The filters a client may send, each with its reader; any other key is a 400. */
  filters: F;
  /** Largest page a client may ask for (default 1000). */
  maxPageSize?: number;
  /** Rows answered when the client sends no range (default 25). */
  defaultPageSize?: number;
}

export interface RaListParams<F extends FilterSpec = FilterSpec> {
  sort: { field: string; order: SortOrder };
  /** Offset of the first row. */
  skip: number;
  /** Number of rows asked for. */
  take: number;
  filter: RaFilter<F>;
}

/** What a dialect list handler returns: a page of rows and the count of every matching row. */
export interface RaPage<T> {
  rows: T[];
  total: number;
}

const DEFAULT_PAGE_SIZE = 25;

/** A dialect parameter's JSON value, or undefined when it is absent or empty (given once, as JSON, else a 400). */
function jsonParam(query: Record<string, unknown>, param: string, example: string): unknown {
  const raw = query[param];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') invalidInput(param, `Query parameter ${param} must be given once, as JSON`);
  try {
    return JSON.parse(raw);
  } catch {
    return invalidInput(param, `Query parameter ${param} is not valid JSON (expected e.g. ${param}=${example})`);
  }
}

/** Parses sort/range/filter from a query object against a resource's allow-lists. */
export function parseRaList<F extends FilterSpec>(query: Record<string, unknown>, spec: RaResourceSpec<F>): RaListParams<F> {
  const maxPage = spec.maxPageSize ?? 1000;

  let sort = spec.defaultSort;
  const s = jsonParam(query, 'sort', '["date","ASC"]');
  if (s !== undefined) {
    if (!Array.isArray(s) || s.length !== 2 || typeof s[0] !== 'string' || typeof s[1] !== 'string') {
      invalidInput('sort', 'Query parameter sort must be ["field","ASC"|"DESC"]');
    }
    const [field, order] = s as [string, string];
    if (!spec.sortFields.includes(field)) {
      invalidInput('sort', `Cannot sort ${spec.resource} by "${field}". Sortable fields: ${spec.sortFields.join(', ')}`);
    }
    const o = order.toUpperCase();
    if (o !== 'ASC' && o !== 'DESC') invalidInput('sort', 'Sort order must be ASC or DESC');
    sort = { field, order: o };
  }

  let [start, end] = [0, (spec.defaultPageSize ?? DEFAULT_PAGE_SIZE) - 1];
  const r = jsonParam(query, 'range', '[0,24]');
  if (r !== undefined) {
    if (!Array.isArray(r) || r.length !== 2 || !r.every((n) => Number.isSafeInteger(n))) {
      invalidInput('range', 'Query parameter range must be [start,end] with whole numbers');
    }
    [start, end] = r as [number, number];
    if (start < 0 || end < start) invalidInput('range', 'Query parameter range must satisfy 0 <= start <= end');
    if (end - start + 1 > maxPage) invalidInput('range', `Query parameter range asks for more than ${maxPage} rows`);
  }

  let raw: Record<string, unknown> = {};
  const f = jsonParam(query, 'filter', '{"q":"diwali"}');
  if (f !== undefined) {
    if (!f || typeof f !== 'object' || Array.isArray(f)) invalidInput('filter', 'Query parameter filter must be a JSON object');
    const filterFields = Object.keys(spec.filters);
    for (const key of Object.keys(f as object)) {
      if (!filterFields.includes(key)) {
        invalidInput('filter', `Unknown ${spec.resource} filter "${key}". Filters: ${filterFields.join(', ')}`);
      }
    }
    raw = f as Record<string, unknown>;
  }
  const filter = Object.fromEntries(Object.entries(spec.filters).map(([key, read]) => [key, read(raw, key)])) as RaFilter<F>;

  return { sort, skip: start, take: end - start + 1, filter };
}

/** Sets `Content-Range: <resource> start-end/total` (and X-Total-Count) for a page of `count` rows. */
export function setContentRange(res: Response, spec: RaResourceSpec, params: RaListParams, count: number, total: number): void {
  const range = count > 0 ? `${params.skip}-${params.skip + count - 1}` : '*';
  res.setHeader('Content-Range', `${spec.resource} ${range}/${total}`);
  res.setHeader('X-Total-Count', String(total));
}

/** `@RaList(SPEC) params: RaListParams` — the parsed dialect of the current request. */
export const RaList = createParamDecorator((spec: RaResourceSpec, ctx: ExecutionContext): RaListParams => {
  const req = ctx.switchToHttp().getRequest<{ query: Record<string, unknown> }>();
  return parseRaList(req.query ?? {}, spec);
});

/** Answers a handler's RaPage as the JSON array of its rows, with the Content-Range of the request's range. */
class RaPageInterceptor implements NestInterceptor {
  constructor(private readonly spec: RaResourceSpec) {}

  intercept(ctx: ExecutionContext, next: CallHandler<RaPage<unknown>>): Observable<unknown[]> {
    const http = ctx.switchToHttp();
    return next.handle().pipe(
      map(({ rows, total }) => {
        const params = parseRaList(http.getRequest<{ query: Record<string, unknown> }>().query ?? {}, this.spec);
        setContentRange(http.getResponse<Response>(), this.spec, params, rows.length, total);
        return rows;
      }),
    );
  }
}

/**
 * A dialect list handler (it returns a RaPage): the answer's rows and Content-Range, and the Swagger
 * documentation of the three dialect parameters and the header.
 */
export function ApiRaList(spec: RaResourceSpec, itemType: unknown): MethodDecorator {
  return applyDecorators(
    UseInterceptors(new RaPageInterceptor(spec)),
    ApiQuery({
      name: 'sort',
      required: false,
      description: `JSON ["field","ASC"|"DESC"]; fields: ${spec.sortFields.join(', ')}`,
      example: JSON.stringify([spec.defaultSort.field, spec.defaultSort.order]),
    }),
    ApiQuery({ name: 'range', required: false, description: 'JSON [start,end], inclusive, 0-based', example: '[0,24]' }),
    ApiQuery({
      name: 'filter',
      required: false,
      description: `JSON object; keys: ${Object.keys(spec.filters).join(', ')}`,
      example: '{}',
    }),
    ApiResponse({
      status: 200,
      description: `A page of ${spec.resource}; header Content-Range: ${spec.resource} start-end/total`,
      type: itemType as never,
      isArray: true,
      headers: { 'Content-Range': { description: `${spec.resource} start-end/total`, schema: { type: 'string' } } },
    }),
    ApiResponse({ status: 400, description: 'Bad sort, range or filter' }),
  );
}

// ---- filter readers (a spec's `filters`) ------------------------------------------------------

/** Text (or a number) of at most `max` characters, trimmed. */
export function filterText(max = 200): FilterReader<string> {
  return (filter, key) => {
    const v = filter[key];
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string' && typeof v !== 'number') invalidInput('filter', `Filter ${key} must be text`);
    const s = String(v).trim();
    if (s.length > max) invalidInput('filter', `Filter ${key} is too long`);
    return s || undefined;
  };
}

export function filterBoolean(filter: Record<string, unknown>, key: string): boolean | undefined {
  const v = filter[key];
  if (v === undefined || v === null || v === '') return undefined;
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  return invalidInput('filter', `Filter ${key} must be true or false`);
}

/** One of `values`. */
export function filterOneOf<T extends string>(values: readonly T[]): FilterReader<T> {
  return (filter, key) => {
    const v = filterText()(filter, key);
    if (v !== undefined && !values.includes(v as T)) invalidInput('filter', `Filter ${key} must be one of: ${values.join(', ')}`);
    return v as T | undefined;
  };
}

export function filterDate(filter: Record<string, unknown>, key: string): string | undefined {
  const v = filterText(40)(filter, key);
  if (v === undefined) return undefined;
  const day = v.slice(0, 10);
  if (!isCalendarDay(day)) invalidInput('filter', `Filter ${key} must be a date YYYY-MM-DD`);
  return day;
}

/** A uuid or a list of uuids (react-admin's getMany sends filter={"id":[...]}). */
export function filterIds(filter: Record<string, unknown>, key: string): string[] | undefined {
  const v = filter[key];
  if (v === undefined || v === null) return undefined;
  const list = Array.isArray(v) ? v : [v];
  if (list.length > 1000 || !list.every((x) => typeof x === 'string' && UUID.test(x)))
    invalidInput('filter', `Filter ${key} must be an id or a list of ids`);
  return list as string[];
}

/**
 * Orders and pages a list query as the dialect asked: `columns` maps each sortable field to its SQL
 * (nulls first ascending, last descending), ties broken by `idColumn`, then skip/take.
 */
export function orderAndPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  params: RaListParams,
  columns: Record<string, string>,
  idColumn: string,
): SelectQueryBuilder<T> {
  const { field, order } = params.sort;
  qb.orderBy(columns[field], order, order === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST');
  if (field !== 'id') qb.addOrderBy(idColumn, order);
  return qb.offset(params.skip).limit(params.take);
}

/**
 * The SQL condition "column is one of the ids of parameter `param`" for a query builder: ANY over a
 * uuid array, so an empty list (react-admin's getMany of nothing) matches no row (`IN ()` is not SQL).
 */
export function idIn(column: string, param: string): string {
  return `${column} = ANY(CAST(:${param} AS uuid[]))`;
}

/** Narrows `qb` to rows where one of `columns` contains `q` (any case, wildcards in `q` taken literally); all rows without `q`. */
export function whereContains<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  columns: string[],
  q: string | undefined,
): SelectQueryBuilder<T> {
  if (!q) return qb;
  const anyColumn = columns.map((c) => `lower(${c}) LIKE :like ESCAPE '\\'`).join(' OR ');
  return qb.andWhere(`(${anyColumn})`, { like: `%${likeEscape(q.toLowerCase())}%` });
}

/** Escapes LIKE wildcards in user text. */
export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => '\\' + c);
}
