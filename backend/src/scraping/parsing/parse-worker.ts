import { parentPort } from 'node:worker_threads';
import { cheerio, chrono, libphonenumber, microformats, nodeIcal } from '../../common/lazy';
import { PARSE_TASKS, ParseTaskName } from './parse-tasks';

/** Entry of a parser worker thread: runs one task per message and answers with its result or error. */
export interface ParseRequest {
  id: number;
  task: ParseTaskName;
  args: unknown[];
}

export type ParseReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; message: string }
  /** A slice of the result's `results` list, sent ahead of the rest of the result. */
  | { id: number; part: unknown[] }
  | { ready: true };

/**
 * A result's `results` list goes in slices of this many: receiving a message is synchronous on the
 * server's event loop, and a few thousand events with long descriptions would hold it for long.
 */
const RESULTS_PER_MESSAGE = 100;

function send(id: number, value: unknown): void {
  const results = (value as { results?: unknown })?.results;
  if (Array.isArray(results) && results.length > RESULTS_PER_MESSAGE) {
    for (let i = 0; i < results.length; i += RESULTS_PER_MESSAGE) {
      parentPort!.postMessage({ id, part: results.slice(i, i + RESULTS_PER_MESSAGE) } satisfies ParseReply);
    }
    value = { ...(value as object), results: [] };
  }
  parentPort!.postMessage({ id, ok: true, value } satisfies ParseReply);
}

parentPort?.on('message', ({ id, task, args }: ParseRequest) => {
  let value: unknown;
  try {
    value = (PARSE_TASKS[task] as (...a: unknown[]) => unknown)(...args);
  } catch (e) {
    parentPort!.postMessage({ id, ok: false, message: e instanceof Error ? e.message : String(e) } satisfies ParseReply);
    return;
  }
  send(id, value);
});

// Load the parsing libraries now, then tell the pool: a task's time limit counts parsing only.
if (parentPort) {
  [cheerio, nodeIcal, microformats, libphonenumber, chrono].forEach((load) => load());
  parentPort.postMessage({ ready: true } satisfies ParseReply);
}
