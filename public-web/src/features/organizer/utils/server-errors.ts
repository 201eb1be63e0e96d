import type { ApiErrorCode } from '@sangam/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api';

/** The server's human-readable error text, if the failure came from the API with one. */
export function serverMessage(e: unknown): string | undefined {
  return e instanceof ApiError ? e.serverMessage : undefined;
}

/** The API's code of a failure (what the page switches on), if it came from the API with one. */
export function serverCode(e: unknown): ApiErrorCode | undefined {
  return e instanceof ApiError ? e.code : undefined;
}

/**
 * Puts the server's per-field messages (`fields` of the error body) on the matching inputs and
 * focuses the first one. Returns true when at least one field was marked.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  e: unknown,
  setError: UseFormSetError<T>,
  known: readonly string[],
  rename: Record<string, string> = {},
): boolean {
  if (!(e instanceof ApiError)) return false;
  let fields: Record<string, unknown> | undefined;
  try {
    fields = JSON.parse(e.body)?.fields;
  } catch {
    return false;
  }
  if (!fields || typeof fields !== 'object') return false;
  let first = true;
  for (const [serverName, message] of Object.entries(fields)) {
    const name = rename[serverName] ?? serverName;
    if (!known.includes(name) || typeof message !== 'string') continue;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return !first;
}
