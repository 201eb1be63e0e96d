import { apiErrorMessage, apiErrorStatus } from '@sangam/shared';
import type { ApiErrorCode } from '@sangam/shared';
import type { NextFunction, Request, Response } from 'express';
import { errorBody } from '../api-error';

/**
 * Body checks that run before validation and before any database work (registered in app.setup.ts):
 * bodies no route can use are refused with a clear 4xx instead of failing deeper in.
 */

/** Deepest JSON nesting any API body may have (real bodies are 2–3 levels deep). */
const MAX_BODY_DEPTH = 32;

/** Depth of a parsed JSON value, measured without recursion (so hostile input cannot overflow the stack). */
function jsonDepthExceeds(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (d > max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v as Record<string, unknown>)) {
      if (child !== null && typeof child === 'object') stack.push([child, d + 1]);
    }
  }
  return false;
}

/**
 * Refuses bodies nested deeper than MAX_BODY_DEPTH with a 400 before validation: class-transformer
 * and class-validator recurse, and a body of a few thousand nested arrays overflowed the stack (500).
 */
export function rejectDeepBodies(req: Request, res: Response, next: NextFunction): void {
  if (req.body && typeof req.body === 'object' && jsonDepthExceeds(req.body, MAX_BODY_DEPTH)) {
    res.status(400).json(errorBody('body_too_deep'));
    return;
  }
  next();
}

export const INVALID_TEXT_BODY = apiErrorMessage('invalid_text_body');
export const INVALID_TEXT_URL = apiErrorMessage('invalid_text_url');
export const BODY_TOO_LARGE = apiErrorMessage('body_too_large');
/** Real bodies have a few dozen fields and lists of at most 50 entries; these bounds are far above. */
export const MAX_BODY_KEYS_PER_OBJECT = 1_000;
export const MAX_BODY_VALUES = 10_000;

/**
 * Refuses what no route can use: text no field can hold (a NUL, which PostgreSQL refuses, or an
 * unpaired UTF-16 surrogate, which validators throw on) in the body or the address → 400; a body
 * with more fields or values than any form has → 413 (class-transformer's key handling is
 * quadratic, so a huge object would hold the event loop). Iterative, so no body can overflow the stack.
 */
export function refuseUnusableBodies(req: Request, res: Response, next: NextFunction): void {
  const refuse = (code: ApiErrorCode) => void res.status(apiErrorStatus(code)).json(errorBody(code));
  if (/%00/i.test(req.originalUrl ?? req.url)) return refuse('invalid_text_url');
  const storable = (s: string) => !s.includes('\u0000') && (s as string & { isWellFormed(): boolean }).isWellFormed();
  const stack: unknown[] = [req.body];
  let values = 0;
  while (stack.length) {
    const v = stack.pop();
    if (++values > MAX_BODY_VALUES) return refuse('body_too_large');
    if (typeof v === 'string') {
      if (!storable(v)) return refuse('invalid_text_body');
    } else if (Array.isArray(v)) {
      if (values + stack.length + v.length > MAX_BODY_VALUES) return refuse('body_too_large');
      for (const x of v) stack.push(x);
    } else if (v && typeof v === 'object') {
      const keys = Object.keys(v);
      if (keys.length > MAX_BODY_KEYS_PER_OBJECT) return refuse('body_too_large');
      for (const k of keys) {
        if (!storable(k)) return refuse('invalid_text_body');
        stack.push((v as Record<string, unknown>)[k]);
      }
    }
  }
  next();
}
