import type { NextFunction, Request, Response } from 'express';

/** Deepest JSON nesting any API body may have (real bodies are 2–3 levels deep). */
export const MAX_BODY_DEPTH = 32;
export const BODY_TOO_DEEP = 'Request body is nested too deeply';

/** Depth of a parsed JSON value, measured without recursion (so hostile input cannot overflow the stack). */
export function jsonDepthExceeds(value: unknown, max: number): boolean {
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
    res.status(400).json({ statusCode: 400, error: BODY_TOO_DEEP, message: BODY_TOO_DEEP });
    return;
  }
  next();
}
