import { OnModuleDestroy } from '@nestjs/common';
import { DomainError } from '../common/api-error';
import { workerEntry } from '../scraping/parsing/parser-pool';
import { Worker } from 'node:worker_threads';
import type { ShareCard } from './share-image';
import type { RenderReply, RenderRequest } from './share-image.worker';

interface Job {
  id: number;
  card: ShareCard;
  resolve: (png: Buffer) => void;
  reject: (e: Error) => void;
}

/** A card taking longer has its worker stopped (and restarted for the next). */
const TIME_LIMIT_MS = 15_000;
/** The worker exits after this long without work. */
const IDLE_MS = 30_000;

/**
 * One worker thread that draws share cards one at a time, so a burst of requests for uncached
 * images costs one core at most and never holds the event loop. Started on first use, stopped when idle.
 */
export class ShareImageRenderer implements OnModuleDestroy {
  private worker: Worker | null = null;
  private readonly queue: Job[] = [];
  private running: Job | null = null;
  private timer?: NodeJS.Timeout;
  private idle?: NodeJS.Timeout;
  private nextId = 1;
  private readonly maxQueued: number;

  /** maxQueued: cards waiting beyond this answer 503 (a burst of uncached cards cannot pile up without bound). */
  constructor(opts: { maxQueued?: number } = {}) {
    this.maxQueued = opts.maxQueued ?? 32;
  }

  /** True when a card asked for now would be refused (the queue is full). */
  get full(): boolean {
    return this.queue.length >= this.maxQueued;
  }

  /** Draws a card in turn; `first`: ahead of the queue and past its bound (the generic card, drawn once). */
  render(card: ShareCard, first = false): Promise<Buffer> {
    if (!first && this.full) return Promise.reject(new DomainError('share_images_busy'));
    return new Promise((resolve, reject) => {
      const job = { id: this.nextId++, card, resolve, reject };
      if (first) this.queue.unshift(job);
      else this.queue.push(job);
      this.pump();
    });
  }

  async onModuleDestroy(): Promise<void> {
    for (const job of this.queue.splice(0)) job.reject(new DomainError('shutting_down'));
    await this.stop(new DomainError('shutting_down'));
  }

  private pump(): void {
    if (this.running || !this.queue.length) return;
    clearTimeout(this.idle);
    const job = (this.running = this.queue.shift()!);
    const worker = this.ensureWorker();
    this.timer = setTimeout(() => void this.stop(new Error('Drawing the share image took too long')), TIME_LIMIT_MS);
    worker.postMessage({ id: job.id, card: job.card } satisfies RenderRequest);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const entry = workerEntry(__dirname, 'share-image.worker');
    const worker = new Worker(entry.file, { workerData: entry.workerData, resourceLimits: { maxOldGenerationSizeMb: 256 } });
    worker.unref();
    worker.on('message', (reply: RenderReply) => {
      const job = this.running;
      if (!job || job.id !== reply.id) return;
      clearTimeout(this.timer);
      this.running = null;
      if ('png' in reply) job.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
      else job.reject(new Error(reply.error));
      this.afterJob();
    });
    const onGone = (e: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      clearTimeout(this.timer);
      const job = this.running;
      this.running = null;
      job?.reject(e);
      this.afterJob();
    };
    worker.on('error', onGone);
    worker.on('exit', (code) => onGone(new Error(`Share image worker exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  private afterJob(): void {
    if (this.queue.length) return this.pump();
    clearTimeout(this.idle);
    this.idle = setTimeout(() => void this.stop(), IDLE_MS);
    this.idle.unref();
  }

  private async stop(reason?: Error): Promise<void> {
    clearTimeout(this.timer);
    clearTimeout(this.idle);
    const worker = this.worker;
    this.worker = null;
    const job = this.running;
    this.running = null;
    if (job) job.reject(reason ?? new Error('Share image worker stopped'));
    if (worker) await worker.terminate();
    if (this.queue.length) this.pump();
  }
}
