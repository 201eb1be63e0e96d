import type { ApiErrorCode } from '@sangam/shared';
import { fetchUtils, HttpError } from 'react-admin';
import { newIdempotencyKey } from './idempotencyKey';

export const ADMIN_TOKEN_KEY = 'adminToken';

export function getAdminToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Options of a request with a JSON body. */
export function jsonBody(body: unknown): fetchUtils.Options {
  return { body: JSON.stringify(body), headers: new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' }) };
}

/**
 * Every admin API call sends the admin token as a bearer header and includes credentials.
 * Signed out (no token), a call fails as the API would (401) without being sent: the guard is taking the visitor to sign in.
 * The API's per-field validation messages (`fields`) become react-admin's server-side form errors.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getAdminToken();
  if (!token)
    throw new HttpError('Authentication required', 401, {
      statusCode: 401,
      code: 'authentication_required',
      error: 'Authentication required',
    });
  headers.set('Authorization', `Bearer ${token}`);
  // One key per submission: the API answers a resend of it without creating the record twice.
  if (options.method?.toUpperCase() === 'POST' && !headers.has('Idempotency-Key')) headers.set('Idempotency-Key', newIdempotencyKey());
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
  } catch (err) {
    if (err instanceof HttpError && err.body && typeof err.body === 'object' && err.body.fields && !err.body.errors) {
      err.body.errors = err.body.fields;
    }
    throw err;
  }
}

/** The HTTP status of a failed call (undefined when it never got an answer). */
export function httpStatus(err: unknown): number | undefined {
  return err instanceof HttpError ? err.status : undefined;
}

/** The API's code of a failed call (what pages switch on), if it answered with one. */
export function errorCode(err: unknown): ApiErrorCode | undefined {
  const code = err instanceof HttpError && err.body && typeof err.body === 'object' ? err.body.code : undefined;
  return typeof code === 'string' ? (code as ApiErrorCode) : undefined;
}

/** The server's human-readable message of a failed call (the `error` of `{ statusCode, error, message }`). */
export function serverMessage(err: unknown): string | undefined {
  if (err instanceof HttpError && err.body && typeof err.body === 'object') {
    const text = err.body.error ?? err.body.message;
    if (typeof text === 'string' && text.trim()) return text;
  }
  return undefined;
}
