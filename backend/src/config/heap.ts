import * as v8 from 'node:v8';

/**
 * How far V8 lets the old generation grow past what survived the last full collection before it
 * collects again: 100 means up to twice the live heap. V8's own factor (up to 4× when collections
 * are cheap) let the server's resident memory climb to ~320 MB under 128 concurrent requests, with
 * a live heap of ~40 MB: every request in flight across two young-generation collections is
 * promoted, and the promoted garbage piled up until a full collection. At 100 the peak is ~220 MB
 * for the same load and throughput (docs/performance.md, "Memory under load").
 */
export const HEAP_GROWING_PERCENT = 100;

/**
 * Applies HEAP_GROWING_PERCENT to this process's V8 (read at every collection, so setting it at
 * start-up takes effect), unless the node command line sets the flag itself. Returns the flag applied.
 */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv): string | null {
  if (execArgv.some((a) => /^--heap[-_]growing[-_]percent(=|$)/.test(a))) return null;
  const flag = `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;
  v8.setFlagsFromString(flag);
  return flag;
}
