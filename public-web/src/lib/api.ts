import { apiUrl } from '@sangam/shared';
import type { ApiData, ApiErrorCode, ApiInput, ApiMethod, ApiPath, ApiPaths } from '@sangam/shared';
import { newIdempotencyKey } from './idempotency-key';

/**
 * The one fetch wrapper (spec section 7), typed by the API's OpenAPI paths: `api.get('/api/events/{id}',
 * { path: { id } })`. JSON bodies, query values skipped when null or empty, the caller's token (if any) as
 * a bearer header, credentials included, an Idempotency-Key on every POST (one per submission), and
 * failures as ApiError('<status>: <body or status text>'). Public calls carry no token.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    message: string,
  ) {
    super(message);
  }

  /** The server's human-readable error text (the `error` field of the JSON body), if any. */
  get serverMessage(): string | undefined {
    const j = this.json();
    return typeof j?.error === 'string' ? j.error : typeof j?.message === 'string' ? j.message : undefined;
  }

  /** What went wrong, for the app to switch on (the `code` of the JSON body; @sangam/shared's API_ERRORS). */
  get code(): ApiErrorCode | undefined {
    const code = this.json()?.code;
    return typeof code === 'string' ? (code as ApiErrorCode) : undefined;
  }

  private json(): Record<string, unknown> | undefined {
    try {
      const j: unknown = JSON.parse(this.body);
      return j && typeof j === 'object' ? (j as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  }
}

interface SendOptions {
  /** Bearer token to send (the organizer's, or the admin's on the admin edit page); none by default. */
  token?: string | null;
  /** Let the request outlive the page (page-view beacons). */
  keepalive?: boolean;
  /** Resolve to null on 401 instead of failing. */
  nullOn401?: boolean;
}

/** A call: the route's parameters and body, and how to send it. */
type Call<P extends ApiPath, M extends ApiMethod> = ApiInput<P, M> & SendOptions;
/** The call may be left out when the route needs nothing. */
type Args<P extends ApiPath, M extends ApiMethod> = object extends ApiInput<P, M> ? [call?: Call<P, M>] : [call: Call<P, M>];

async function send(method: ApiMethod, route: ApiPath, call: SendOptions & { path?: object; query?: object; body?: unknown } = {}) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (call.token) headers.Authorization = `Bearer ${call.token}`;
  // A FormData body (a file upload) sets its own multipart Content-Type.
  const form = call.body instanceof FormData;
  if (call.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (method === 'post') headers['Idempotency-Key'] = newIdempotencyKey();
  const res = await fetch(apiUrl(route, call), {
    method: method.toUpperCase(),
    headers,
    credentials: 'include',
    body: call.body === undefined ? undefined : form ? (call.body as FormData) : JSON.stringify(call.body),
    keepalive: call.keepalive,
  });
  if (res.status === 401 && call.nullOn401) return { data: null, headers: res.headers };
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text, `${res.status}: ${text || res.statusText}`);
  return { data: (text ? JSON.parse(text) : null) as unknown, headers: res.headers };
}

const caller =
  <M extends ApiMethod>(method: M) =>
  async <P extends ApiPaths<M>>(route: P, ...[input]: Args<P, M>) =>
    (await send(method, route, input)).data as ApiData<P, M>;

export const api = {
  get: caller('get'),
  post: caller('post'),
  put: caller('put'),
  delete: caller('delete'),
  /** A GET with the response headers (X-Total-Count of lists). */
  async getWithHeaders<P extends ApiPaths<'get'>>(route: P, ...[input]: Args<P, 'get'>) {
    const { data, headers } = await send('get', route, input);
    return { data: data as ApiData<P, 'get'>, headers };
  },
};

/** An SWR key: a GET route and its call. */
export type ApiKey<P extends ApiPaths<'get'>> = readonly [route: P, call?: Call<P, 'get'>];

/** GET fetcher for SWR (the key is [route, call]). */
export const fetcher = async <P extends ApiPaths<'get'>>([route, input]: ApiKey<P>) =>
  (await send('get', route, input)).data as ApiData<P, 'get'>;

export function safeStorageGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function safeStorageSet(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* storage disabled: the app still works for this page view */
  }
}
