import { newIdempotencyKey } from './idempotency-key';

/**
 * The one fetch wrapper (spec section 7): JSON bodies, query values skipped when null or empty,
 * the caller's token (if any) as a bearer header, credentials included, an Idempotency-Key on
 * every POST (one per submission), and failures as ApiError('<status>: <body or status text>').
 * Public calls carry no token.
 */
export type Query = Record<string, string | number | boolean | null | undefined>;

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
    try {
      const j = JSON.parse(this.body);
      return typeof j.error === 'string' ? j.error : typeof j.message === 'string' ? j.message : undefined;
    } catch {
      return undefined;
    }
  }
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === null || v === undefined || v === '') continue;
    params.append(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Bearer token to send (the organizer's, or the admin's on the admin edit page); none by default. */
  token?: string | null;
  /** Let the request outlive the page (page-view beacons). */
  keepalive?: boolean;
  /** Resolve to null on 401 instead of failing. */
  nullOn401?: boolean;
}

export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, opts)).data;
}

/** Like apiRequest, also giving the response headers (e.g. X-Total-Count of lists). */
export async function apiRequestWithHeaders<T>(path: string, opts: RequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  // A FormData body (a file upload) sets its own multipart Content-Type.
  const form = opts.body instanceof FormData;
  if (opts.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (opts.method === 'POST') headers['Idempotency-Key'] = newIdempotencyKey();
  const res = await fetch(buildUrl(path, opts.query), {
    method: opts.method ?? 'GET',
    headers,
    credentials: 'include',
    body: opts.body === undefined ? undefined : form ? (opts.body as FormData) : JSON.stringify(opts.body),
    keepalive: opts.keepalive,
  });
  if (res.status === 401 && opts.nullOn401) return { data: null as T, headers: res.headers };
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text, `${res.status}: ${text || res.statusText}`);
  return { data: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

/** GET helper for SWR: the key is [path, query]. */
export const fetcher = <T>([path, query]: [string, Query?]) => apiRequest<T>(path, { query });

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
