import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { EntityManager } from 'typeorm';
import { nodemailer } from '../common/lazy';
import { RUNTIME, RuntimeContext } from '../config/runtime';
import { JobQueue } from '../jobs/job-queue.service';
import { mapMailText, revealSecrets } from './one-time-secrets';
import { OutgoingMailRepository } from './outgoing-mail.repository';

const MAIL_QUEUE = 'mail-delivery';
/** Attempts after the first before a message is marked failed (with MAIL_RETRY_DELAY_SECONDS 30: about 30 s … 16 min apart). */
const MAIL_RETRY_LIMIT = 5;

interface DeliveryJob {
  outgoingMailId: string;
}

/** Told the address when the recipient's server refuses it for good (a bounce). */
export type BounceListener = (to: string) => Promise<void>;

/** What nodemailer's errors say of the SMTP exchange: the stage (command), the answer's code, the refused recipients. */
interface SmtpError {
  command?: unknown;
  responseCode?: unknown;
  rejected?: unknown;
  message?: unknown;
}

/**
 * A bounce: the server refused this recipient for good — a 5xx answer to RCPT TO naming it. Every
 * other failure (the connection, AUTH, a 5xx to MAIL FROM or to DATA, any 4xx) is the relay's: the
 * message is retried and the admin sees the error, and nobody's follows stop.
 */
function isBounce(e: unknown, to: string): boolean {
  const err = (e ?? {}) as SmtpError;
  const code = err.responseCode;
  if (err.command !== 'RCPT TO' || typeof code !== 'number' || code < 500 || code >= 600) return false;
  const rejected = Array.isArray(err.rejected) ? err.rejected.map((r) => String(r).toLowerCase()) : [to.toLowerCase()];
  return rejected.includes(to.toLowerCase());
}

/** A failed attempt in words for the console: who refused, at which stage, and the server's answer. */
function deliveryError(e: unknown, bounced: boolean): string {
  const err = (e ?? {}) as SmtpError;
  const message = typeof err.message === 'string' ? err.message : String(e);
  if (bounced) return `The recipient's address was refused (RCPT TO): ${message}`;
  const stage = typeof err.command === 'string' && err.command !== 'API' ? ` (${err.command})` : '';
  return `The mail server did not take the message${stage}: ${message}`;
}

/**
 * Delivers the outbox through SMTP_URL on the job queue: a job per message, written in the same
 * transaction as the outbox row; any replica's worker takes it (once), retries with growing delays,
 * and records the outcome on the row. Without SMTP_URL messages stay in the outbox as 'stored'.
 */
@Injectable()
export class MailDeliveryService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private transport: Transporter | null = null;
  private readonly bounceListeners: BounceListener[] = [];

  constructor(
    @Inject(RUNTIME) private readonly runtime: RuntimeContext,
    private readonly outbox: OutgoingMailRepository,
    private readonly jobs: JobQueue,
  ) {}

  /** True when SMTP_URL is set: new messages are queued for delivery. */
  get enabled(): boolean {
    return !!this.runtime.config.SMTP_URL;
  }

  async onModuleInit(): Promise<void> {
    const { SMTP_URL, MAIL_RETRY_DELAY_SECONDS } = this.runtime.config;
    if (!SMTP_URL) return;
    // Bounded waits, so a stuck server fails the attempt (and the job is retried) instead of hanging it.
    this.transport = nodemailer().createTransport({
      url: SMTP_URL,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    const queue = { retryLimit: MAIL_RETRY_LIMIT, retryDelay: MAIL_RETRY_DELAY_SECONDS, retryBackoff: true, expireInSeconds: 120 };
    await this.jobs.work<DeliveryJob>(MAIL_QUEUE, queue, 1, (job) =>
      this.deliver(job.data.outgoingMailId, job.retryCount >= job.retryLimit),
    );
    this.logger.log(`outgoing mail is delivered through ${new URL(SMTP_URL).host}`);
  }

  /** Registers who is told about bounces (the follows module stops mailing the address). */
  whenBounced(listener: BounceListener): void {
    this.bounceListeners.push(listener);
  }

  /** Queues delivery of an outbox row, in the transaction that wrote it (`m`). */
  async enqueue(m: EntityManager, outgoingMailId: string): Promise<void> {
    await this.jobs.sendInTransaction(m, MAIL_QUEUE, { outgoingMailId } satisfies DeliveryJob, outgoingMailId);
  }

  /** One attempt; a failure is recorded and rethrown so pg-boss retries (or gives up after the last). */
  private async deliver(id: string, lastAttempt: boolean): Promise<void> {
    const mail = await this.outbox.findUnsent(id);
    if (!mail || !this.transport) return;
    try {
      const info = await this.transport.sendMail({
        from: this.runtime.config.mailFrom,
        to: mail.to,
        ...mapMailText(mail, (text) => revealSecrets(text, mail.secrets)),
      });
      await this.outbox.markSent(id, typeof info.messageId === 'string' ? info.messageId : null);
    } catch (e) {
      const bounced = isBounce(e, mail.to);
      const why = deliveryError(e, bounced);
      await this.outbox.markAttemptFailed(id, why, bounced ? 'bounced' : lastAttempt ? 'failed' : 'queued');
      this.logger.warn(`mail ${id} to ${mail.to}: ${bounced ? 'bounced' : 'attempt failed'}${lastAttempt ? ' (last)' : ''}: ${why}`);
      if (!bounced) throw e;
      // A bounce is not retried; those who mail this address on their own schedule are told.
      for (const listener of this.bounceListeners)
        await listener(mail.to).catch((err: Error) => this.logger.error(`bounce listener: ${err.message}`));
    }
  }

  /** Closes the SMTP connections, after the job queue has let a delivery in progress finish. */
  onApplicationShutdown(): void {
    this.transport?.close();
    this.transport = null;
  }
}
