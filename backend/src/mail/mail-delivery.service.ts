import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import PgBoss from 'pg-boss';
import { EntityManager } from 'typeorm';
import { RUNTIME, RuntimeContext } from '../config/runtime';
import { OutgoingMailRepository } from './outgoing-mail.repository';

export const MAIL_QUEUE = 'mail-delivery';
/** pg-boss keeps its tables in this schema of the app's database (created by pg-boss at start). */
export const MAIL_QUEUE_SCHEMA = 'pgboss';
/** Attempts after the first before a message is marked failed (with MAIL_RETRY_DELAY_SECONDS 30: about 30 s … 16 min apart). */
export const MAIL_RETRY_LIMIT = 5;

interface DeliveryJob {
  outgoingMailId: string;
}

/** Told the address when an SMTP server refuses a message for good (a 5xx answer: a bounce). */
export type BounceListener = (to: string) => Promise<void>;

/** An SMTP answer that will not change on retry (5xx: no such mailbox, refused). */
export function isPermanentFailure(e: unknown): boolean {
  const code = (e as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Delivers the outbox through SMTP_URL with a pg-boss queue on the app's own PostgreSQL: a job per
 * message, written in the same transaction as the outbox row; any replica's worker takes it (once:
 * pg-boss hands a job to one worker), retries with growing delays, and records the outcome on the
 * row. Without SMTP_URL messages stay in the outbox as 'stored' (the queue still runs schedules).
 */
@Injectable()
export class MailDeliveryService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private boss: PgBoss | null = null;
  private transport: Transporter | null = null;
  private readonly bounceListeners: BounceListener[] = [];

  constructor(
    @Inject(RUNTIME) private readonly runtime: RuntimeContext,
    private readonly outbox: OutgoingMailRepository,
  ) {}

  /** True when SMTP_URL is set: new messages are queued for delivery. */
  get enabled(): boolean {
    return !!this.runtime.config.SMTP_URL;
  }

  async onModuleInit(): Promise<void> {
    const { SMTP_URL, MAIL_RETRY_DELAY_SECONDS, ENABLE_SCHEDULER } = this.runtime.config;
    // The queue runs for delivery (SMTP_URL) and for schedules (every()): digests fill the outbox even with no mail server.
    if (!SMTP_URL && !ENABLE_SCHEDULER) return;
    const boss = new PgBoss({
      connectionString: this.runtime.databaseUrl,
      schema: MAIL_QUEUE_SCHEMA,
      application_name: 'sangam-mail',
      max: 2,
      // Cron schedules (every()): pg-boss creates each scheduled job once across replicas.
      schedule: true,
      // Finished jobs are kept a week (the outbox row keeps the message and its outcome for good).
      deleteAfterDays: 7,
    });
    boss.on('error', (e: Error) => this.logger.warn(`mail queue: ${e.message}`));
    await boss.start();
    this.boss = boss;
    if (!SMTP_URL) return;
    // Bounded waits, so a stuck server fails the attempt (and the job is retried) instead of hanging it.
    this.transport = createTransport({ url: SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    const queue = {
      name: MAIL_QUEUE,
      retryLimit: MAIL_RETRY_LIMIT,
      retryDelay: MAIL_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds: 120,
    };
    await boss.createQueue(MAIL_QUEUE, queue);
    await boss.updateQueue(MAIL_QUEUE, queue);
    await boss.work<DeliveryJob>(MAIL_QUEUE, { pollingIntervalSeconds: 1, batchSize: 1, includeMetadata: true }, async (jobs) => {
      for (const job of jobs) await this.deliver(job.data.outgoingMailId, job.retryCount >= job.retryLimit);
    });
    this.logger.log(`outgoing mail is delivered through ${new URL(SMTP_URL).host}`);
  }

  /**
   * Runs `handler` on a cron schedule (UTC) when ENABLE_SCHEDULER or SMTP_URL is set: the schedule is kept in the
   * queue's tables (it survives restarts) and each tick's job goes to one replica's worker.
   */
  async every(name: string, cron: string, handler: () => Promise<void>): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    await boss.createQueue(name, { name, retryLimit: 2, retryDelay: 60, expireInSeconds: 15 * 60 });
    await boss.schedule(name, cron, {}, { tz: 'UTC' });
    await boss.work(name, { pollingIntervalSeconds: 30, batchSize: 1 }, async () => handler());
  }

  /** Registers who is told about bounces (the follows module stops mailing the address). */
  whenBounced(listener: BounceListener): void {
    this.bounceListeners.push(listener);
  }

  /** Queues delivery of an outbox row, in the transaction that wrote it (`m`). */
  async enqueue(m: EntityManager, outgoingMailId: string): Promise<void> {
    if (!this.boss) throw new Error('mail delivery is not running');
    const db = { executeSql: async (text: string, values: unknown[]) => ({ rows: await m.query<unknown[]>(text, values) }) };
    await this.boss.send(MAIL_QUEUE, { outgoingMailId } satisfies DeliveryJob, { id: outgoingMailId, db });
  }

  /** One attempt; a failure is recorded and rethrown so pg-boss retries (or gives up after the last). */
  private async deliver(id: string, lastAttempt: boolean): Promise<void> {
    const mail = await this.outbox.findUnsent(id);
    if (!mail || !this.transport) return;
    try {
      const info = await this.transport.sendMail({
        from: this.runtime.config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers ?? undefined,
      });
      await this.outbox.markSent(id, typeof info.messageId === 'string' ? info.messageId : null);
    } catch (e) {
      const why = (e as Error)?.message ?? String(e);
      const bounced = isPermanentFailure(e);
      await this.outbox.markAttemptFailed(id, why, lastAttempt || bounced);
      this.logger.warn(
        `mail ${id} to ${mail.to}: ${bounced ? 'refused for good' : 'attempt failed'}${lastAttempt ? ' (last)' : ''}: ${why}`,
      );
      if (!bounced) throw e;
      // A bounce is not retried; those who mail this address on their own schedule are told.
      for (const listener of this.bounceListeners)
        await listener(mail.to).catch((err: Error) => this.logger.error(`bounce listener: ${err.message}`));
    }
  }

  /** Stops taking jobs, lets a delivery in progress finish (bounded), then closes the queue's connections. */
  async beforeApplicationShutdown(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    if (boss) await boss.stop({ graceful: true, timeout: 5000, wait: true });
    this.transport?.close();
    this.transport = null;
  }
}
