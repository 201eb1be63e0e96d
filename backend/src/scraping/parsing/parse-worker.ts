import { parentPort } from 'node:worker_threads';
import { cheerio, libphonenumber, microformats, nodeIcal } from '../../common/lazy';
import { PARSE_TASKS, ParseTaskName } from './parse-tasks';

/** Entry of a parser worker thread: runs one task per message and answers with its result or error. */
export interface ParseRequest {
  id: number;
  task: ParseTaskName;
  args: unknown[];
}

export type ParseReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string } | { ready: true };

parentPort?.on('message', ({ id, task, args }: ParseRequest) => {
  let reply: ParseReply;
  try {
    const run = PARSE_TASKS[task] as (...a: unknown[]) => unknown;
    reply = { id, ok: true, value: run(...args) };
  } catch (e) {
    reply = { id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  parentPort!.postMessage(reply);
});

// Load the parsing libraries now, then tell the pool: a task's time limit counts parsing only.
if (parentPort) {
  [cheerio, nodeIcal, microformats, libphonenumber].forEach((load) => load());
  parentPort.postMessage({ ready: true } satisfies ParseReply);
}
