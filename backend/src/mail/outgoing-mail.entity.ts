import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * stored: kept only (no SMTP_URL configured); queued: waiting for (another) delivery attempt;
 * sent: accepted by the SMTP server; failed: every attempt failed (lastError says why: the relay's error);
 * bounced: the recipient's address was refused for good (a 5xx to RCPT TO), not retried.
 */
export const MAIL_STATUSES = ['stored', 'queued', 'sent', 'failed', 'bounced'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** One composed message in the outbox (table outgoing_mail). */
@Entity('outgoing_mail')
export class OutgoingMail {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Which template composed it, e.g. 'password-reset'. */
  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Column({ name: 'to', type: 'varchar', length: 254 })
  to: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text' })
  html: string;

  /** Extra headers sent with the message (List-Unsubscribe on follow digests and notices). */
  @Column({ type: 'jsonb', nullable: true })
  headers: Record<string, string> | null;

  /** The one-time tokens its placeholders stand for (one-time-secrets.ts): read by delivery only, never answered. */
  @Column({ type: 'jsonb', nullable: true, select: false })
  secrets?: Record<string, string> | null;

  @Column({ type: 'varchar', length: 20 })
  status: MailStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  lastError: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  messageId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
