import { setImmediate as nextTurn } from 'node:timers/promises';

/** Items mapped between turns of the event loop, so a long list (a 500-event feed) never holds it for long. */
export const SLICE = 25;

/** `items.map(fn)`, `size` items at a time, letting the event loop turn between slices. */
export async function mapInSlices<T, U>(items: readonly T[], fn: (item: T) => U, size = SLICE): Promise<U[]> {
  const out: U[] = [];
  for (let i = 0; i < items.length; i += size) {
    if (i > 0) await nextTurn();
    for (const item of items.slice(i, i + size)) out.push(fn(item));
  }
  return out;
}
