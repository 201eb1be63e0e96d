import { OnModuleDestroy } from '@nestjs/common';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ParseTaskName, ParseTasks } from './parse-tasks';
import type { ParseReply, ParseRequest } from './parse-worker';

/** Why a parse did not return a result. */
export type ParseFailure = 'timeout' | 'memory' | 'failed' | 'aborted';

export class ParseError extends Error {
  constructor(
    readonly reason: ParseFailure,
    message: string,
  ) {
    super(message);
  }
}

/** The message an admin sees when a page or feed could not be parsed in its worker. */
export function parseFailureMessage(e: ParseError, what: 'page' | 'feed', url: string, timeLimitMs: number): string {
  switch (e.reason) {
    case 'timeout':
      return `The ${what} took too long to read (more than ${timeLimitMs / 1000} s), so reading it was stopped: ${url}`;
    case 'memory':
      return `The ${what} needed too much memory to read, so reading it was stopped: ${url}`;
    default:
      return `The ${what} could not be read: ${e.message} (${url})`;
  }
}

export interface ParserPoolOptions {
  /** Worker threads at most (default: one less than the CPUs, 1 or 2). */
  size?: number;
  /** A task running longer than this has its worker terminated (default 20 s). */
  timeLimitMs?: number;
  /** Heap limit of each worker (default 512 MB); a task that needs more has its worker stopped. */
  memoryMb?: number;
}

/** An idle worker exits after this long. */
const IDLE_MS = 30_000;

interface Job {
  id: number;
  task: ParseTaskName;
  args: unknown[];
  /** Slices of the result's `results` list received so far. */
  parts: unknown[][];
  signal?: AbortSignal;
  onAbort?: () => void;
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  /** The worker has loaded its parsers (its start-up does not count against a task's time limit). */
  ready: boolean;
  job: Job | null;
  timer?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
}

/**
 * How a worker is started (`dir` and `name` of its entry: the parser's, the share images'). A built app (`dist/`,
 * what `npm start` runs) starts the compiled `name`.js in `dir`. An app running from TypeScript sources (jest,
 * through ts-jest) has no .js there: ts-worker.js then transpiles the .ts entry and its imports as they are loaded.
 */
export function workerEntry(dir: string, name: string): { file: string; workerData?: unknown } {
  const compiled = path.join(dir, `${name}.js`);
  if (fs.existsSync(compiled)) return { file: compiled };
  return { file: path.join(__dirname, 'ts-worker.js'), workerData: { entry: path.join(dir, `${name}.ts`) } };
}

/**
 * A small, fixed pool of worker threads for parsing untrusted pages and feeds (parse-tasks.ts). Each
 * task has a hard time limit: a task that exceeds it, or whose caller gives up (its AbortSignal), has its
 * worker terminated, so a pathological input costs one worker and never blocks the server's event loop.
 * Tasks beyond the pool's size wait in order. Workers start on first use and exit when idle.
 */
export class ParserPool implements OnModuleDestroy {
  readonly size: number;
  readonly timeLimitMs: number;
  private readonly memoryMb: number;
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(opts: ParserPoolOptions = {}) {
    this.size = Math.max(1, opts.size ?? Math.min(2, os.availableParallelism() - 1));
    this.timeLimitMs = opts.timeLimitMs ?? 20_000;
    this.memoryMb = opts.memoryMb ?? 512;
  }

  /** Runs a parse task in a worker; rejects with a ParseError when it times out, runs out of memory, fails or is aborted. */
  run<K extends ParseTaskName>(task: K, args: Parameters<ParseTasks[K]>, signal?: AbortSignal): Promise<ReturnType<ParseTasks[K]>> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new ParseError('aborted', 'The parser is shutting down'));
      if (signal?.aborted) return reject(new ParseError('aborted', 'Cancelled'));
      const job: Job = { id: this.nextId++, task, args, parts: [], signal, resolve: resolve as (v: unknown) => void, reject };
      if (signal) {
        job.onAbort = () => this.abort(job);
        signal.addEventListener('abort', job.onAbort, { once: true });
      }
      this.queue.push(job);
      this.pump();
    });
  }

  /** Starts a worker ahead of the first task when none is running (its start-up then overlaps the fetching). */
  warm(): void {
    if (!this.closed && this.slots.size === 0) this.spawn();
  }

  /** Workers running or idle right now. */
  get workers(): number {
    return this.slots.size;
  }

  async onModuleDestroy(): Promise<void> {
    await this.close();
  }

  /** Stops every worker; queued and running tasks are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) this.settle(job, new ParseError('aborted', 'The parser is shutting down'));
    await Promise.all([...this.slots].map((s) => this.retire(s, new ParseError('aborted', 'The parser is shutting down'))));
  }

  private pump(): void {
    while (this.queue.length) {
      const slot = [...this.slots].find((s) => s.ready && !s.job);
      if (slot) this.start(slot, this.queue.shift()!);
      else {
        // Start another worker when every one is busy; a starting worker takes the next task once ready.
        const starting = [...this.slots].filter((s) => !s.ready).length;
        if (this.slots.size < this.size && starting < this.queue.length) this.spawn();
        return;
      }
    }
  }

  private spawn(): Slot {
    const entry = workerEntry(__dirname, 'parse-worker');
    const worker = new Worker(entry.file, {
      workerData: entry.workerData,
      resourceLimits: { maxOldGenerationSizeMb: this.memoryMb },
    });
    const slot: Slot = { worker, ready: false, job: null };
    this.slots.add(slot);
    worker.on('message', (reply: ParseReply) => {
      if ('ready' in reply) {
        slot.ready = true;
        this.pump();
        if (!slot.job) this.release(slot);
        return;
      }
      const job = slot.job;
      if (!job || reply.id !== job.id) return;
      if ('part' in reply) return void job.parts.push(reply.part);
      this.release(slot);
      if (reply.ok && job.parts.length) (reply.value as { results: unknown[] }).results = job.parts.flat();
      this.settle(job, reply.ok ? null : new ParseError('failed', reply.message), reply.ok ? reply.value : undefined);
      this.pump();
    });
    worker.on('error', (e: Error & { code?: string }) => {
      const memory = e.code === 'ERR_WORKER_OUT_OF_MEMORY';
      void this.retire(slot, new ParseError(memory ? 'memory' : 'failed', memory ? 'Out of memory' : e.message));
    });
    worker.on('exit', () => void this.retire(slot, new ParseError('failed', 'The parser stopped unexpectedly')));
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    clearTimeout(slot.idle);
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(
      () => void this.retire(slot, new ParseError('timeout', `Took longer than ${this.timeLimitMs} ms`)),
      this.timeLimitMs,
    );
    slot.worker.postMessage({ id: job.id, task: job.task, args: job.args } satisfies ParseRequest);
  }

  /** The slot's job is done: the worker waits for the next one, and exits when idle for long. */
  private release(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.job = null;
    slot.worker.unref();
    slot.idle = setTimeout(() => void this.retire(slot, null), IDLE_MS);
    slot.idle.unref();
  }

  /** Terminates a worker; its job, if any, fails with the given error. */
  private async retire(slot: Slot, error: ParseError | null): Promise<void> {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.timer);
    clearTimeout(slot.idle);
    // A worker that failed before it was ready takes the next waiting task with it, so a worker that
    // cannot start (a broken build) fails tasks one by one instead of being restarted forever.
    const job = slot.job ?? (!slot.ready && error ? (this.queue.shift() ?? null) : null);
    slot.job = null;
    if (job) this.settle(job, error ?? new ParseError('failed', 'The parser stopped unexpectedly'));
    await slot.worker.terminate().catch(() => undefined);
    if (!this.closed) this.pump();
  }

  private abort(job: Job): void {
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      this.settle(job, new ParseError('aborted', 'Cancelled'));
      return;
    }
    const slot = [...this.slots].find((s) => s.job === job);
    if (slot) void this.retire(slot, new ParseError('aborted', 'Cancelled'));
  }

  private settle(job: Job, error: ParseError | null, value?: unknown): void {
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    if (error) job.reject(error);
    else job.resolve(value);
  }
}
