import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { EntityManager } from 'typeorm';
import { RUNTIME, RuntimeContext } from '../config/runtime';

/** pg-boss keeps its tables in this schema of the app's database (created by pg-boss at start). */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/**
 * Background work on the app's own PostgreSQL (pg-boss): jobs survive restarts and each goes to one
 * replica's worker. Started when something needs it: mail delivery (SMTP_URL) or schedules (ENABLE_SCHEDULER).
 */
@Injectable()
export class JobQueue implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private boss: PgBoss | null = null;
  private starting: Promise<void> | null = null;

  constructor(@Inject(RUNTIME) private readonly runtime: RuntimeContext) {}

  /** Starts the queue once; callers await it, so no module depends on the order of init hooks. */
  onModuleInit(): Promise<void> {
    this.starting ??= this.start();
    return this.starting;
  }

  private async start(): Promise<void> {
    const { SMTP_URL, ENABLE_SCHEDULER } = this.runtime.config;
    if (!SMTP_URL && !ENABLE_SCHEDULER) return;
    const boss = new PgBoss({
      connectionString: this.runtime.databaseUrl,
      schema: JOB_QUEUE_SCHEMA,
      application_name: 'sangam-jobs',
      max: 2,
      // Cron schedules (every()): pg-boss creates each scheduled job once across replicas.
      schedule: ENABLE_SCHEDULER,
      // Finished jobs are kept a week (what they did is recorded in the app's own tables).
      deleteAfterDays: 7,
    });
    boss.on('error', (e: Error) => this.logger.warn(`job queue: ${e.message}`));
    await boss.start();
    this.boss = boss;
  }

  /** Creates (or updates) queue `name` and runs `handle` for its jobs on this instance. */
  async work<T extends object>(
    name: string,
    options: Omit<PgBoss.Queue, 'name'>,
    pollingIntervalSeconds: number,
    handle: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
  ): Promise<void> {
    const boss = await this.started();
    // Replicas starting together make the same queue at once: pg-boss's create_queue (DDL on its job table) can then
    // deadlock; the loser retries and finds the queue made.
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.createQueue(name, { name, ...options });
        break;
      } catch (e) {
        if ((e as { code?: string }).code !== '40P01' || attempt >= 5) throw e;
      }
    }
    await boss.updateQueue(name, { name, ...options });
    await boss.work<T>(name, { pollingIntervalSeconds, batchSize: 1, includeMetadata: true }, async (jobs) => {
      for (const job of jobs) await handle(job);
    });
  }

  /** Runs `handler` on a cron schedule (UTC, five fields) when ENABLE_SCHEDULER is true; one replica takes each tick. */
  async every(name: string, cron: string, handler: () => Promise<unknown>): Promise<void> {
    if (!this.runtime.config.ENABLE_SCHEDULER) return;
    await this.work(name, { retryLimit: 2, retryDelay: 60, expireInSeconds: 15 * 60 }, 30, async () => void (await handler()));
    await (await this.started()).schedule(name, cron, {}, { tz: 'UTC' });
  }

  /** Queues a job in the transaction `m` (it exists only if that transaction commits); `id` makes it idempotent. */
  async sendInTransaction(m: EntityManager, name: string, data: object, id: string): Promise<void> {
    const db = { executeSql: async (text: string, values: unknown[]) => ({ rows: await m.query<unknown[]>(text, values) }) };
    await (await this.started()).send(name, data, { id, db });
  }

  /** Stops taking jobs, lets the ones in progress finish (bounded), then closes the queue's connections. */
  async beforeApplicationShutdown(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    if (boss) await boss.stop({ graceful: true, timeout: 5000, wait: true });
  }

  private async started(): Promise<PgBoss> {
    await this.onModuleInit();
    if (!this.boss) throw new Error('the job queue is not running');
    return this.boss;
  }
}
