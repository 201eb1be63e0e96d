// The web apps' calls typed by the generated OpenAPI `paths` (api-types.ts): a call names a route as the
// document does ('/api/events/{id}'), and its path parameters, query, body and answer follow from it.
import type { paths } from './api-types';

export type ApiPath = keyof paths;
export type ApiMethod = 'get' | 'post' | 'put' | 'delete';

/** The routes that answer `M` ('/api/events' for 'get' and 'post', …). */
export type ApiPaths<M extends ApiMethod> = { [P in ApiPath]: paths[P][M] extends undefined ? never : P }[ApiPath];

type Operation<P extends ApiPath, M extends ApiMethod> = NonNullable<paths[P][M]>;
type Parameters<P extends ApiPath, M extends ApiMethod> = Operation<P, M> extends { parameters: infer X } ? X : never;
type PathParams<P extends ApiPath, M extends ApiMethod> = Parameters<P, M> extends { path?: infer X } ? NonNullable<X> : never;
type QueryParams<P extends ApiPath, M extends ApiMethod> = Parameters<P, M> extends { query?: infer X } ? NonNullable<X> : never;
type Content<T> = T extends { content: { 'application/json': infer B } }
  ? B
  : T extends { content: { 'multipart/form-data': unknown } }
    ? FormData
    : never;

/** A query value as it goes on the URL (String(value)); null, undefined and '' are left out. */
export type QueryValue = string | number | boolean | null | undefined;
/** The query of a route: its parameter names, each any value that reads as text. */
export type ApiQuery<P extends ApiPath, M extends ApiMethod = 'get'> = { [K in keyof QueryParams<P, M>]?: QueryValue };
/** The JSON body (or form data) a route takes. */
export type ApiBody<P extends ApiPath, M extends ApiMethod> = Content<NonNullable<Operation<P, M>['requestBody']>>;

type Responses<P extends ApiPath, M extends ApiMethod> = Operation<P, M>['responses'];
type Success<R> = R[Extract<keyof R, 200 | 201 | 202 | 204>];
/** What a route answers on success (null when it answers without a JSON body, e.g. 204). */
export type ApiData<P extends ApiPath, M extends ApiMethod> =
  Success<Responses<P, M>> extends infer S ? (S extends { content: { 'application/json': infer B } } ? B : null) : never;

// A part of a call: absent when the route has none, optional when all its fields are, required otherwise.
type Part<K extends string, T> = [T] extends [never] ? { [k in K]?: never } : object extends T ? { [k in K]?: T } : { [k in K]: T };

/** What a call to a route passes: `path` parameters, `query` and `body`, as the route defines them. */
export type ApiInput<P extends ApiPath, M extends ApiMethod> = Part<'path', PathParams<P, M>> &
  ([QueryParams<P, M>] extends [never] ? { query?: never } : { query?: ApiQuery<P, M> }) &
  Part<'body', ApiBody<P, M>>;

/**
 * The address of a call: the route with its path parameters filled in (URI-encoded), then the query
 * in the order given, leaving out values that are null, undefined or ''.
 */
export function apiUrl(route: ApiPath, input?: { path?: object; query?: object }): string {
  const values = (input?.path ?? {}) as Record<string, string | number>;
  const path = route.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(input?.query ?? {})) if (v !== null && v !== undefined && v !== '') query.append(k, String(v));
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}
