import * as v8 from 'node:v8';

/**
 * How far V8's old generation may grow past the live heap before a full collection (100: up to twice).
 * V8's own factor lets promoted request garbage pile up under load (figures in docs/performance-history.md).
 */
export const HEAP_GROWING_PERCENT = 100;

/** Applies HEAP_GROWING_PERCENT unless the node command line sets the flag itself; returns the flag applied. */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv): string | null {
  if (execArgv.some((a) => /^--heap[-_]growing[-_]percent(=|$)/.test(a))) return null;
  const flag = `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;
  v8.setFlagsFromString(flag);
  return flag;
}
