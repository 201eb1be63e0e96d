import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35 items 2 and 3: an outbox row is 'bounced' when the recipient's address was refused (a 5xx to
 * RCPT TO), apart from the relay's failures ('failed'); a follow records when its confirmation was
 * last mailed, which the per-address confirmation limits read (follows/follow-rules.ts).
 */
export class MailBouncesAndFollowConfirmations1765400000000 implements MigrationInterface {
  name = 'MailBouncesAndFollowConfirmations1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outgoing_mail DROP CONSTRAINT IF EXISTS outgoing_mail_status_check`);
    await q.query(
      `ALTER TABLE outgoing_mail ADD CONSTRAINT outgoing_mail_status_check CHECK (status IN ('stored', 'queued', 'sent', 'failed', 'bounced'))`,
    );
    await q.query(`ALTER TABLE follows ADD COLUMN "confirmationSentAt" timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE follows DROP COLUMN IF EXISTS "confirmationSentAt"`);
    await q.query(`UPDATE outgoing_mail SET status = 'failed' WHERE status = 'bounced'`);
    await q.query(`ALTER TABLE outgoing_mail DROP CONSTRAINT IF EXISTS outgoing_mail_status_check`);
    await q.query(
      `ALTER TABLE outgoing_mail ADD CONSTRAINT outgoing_mail_status_check CHECK (status IN ('stored', 'queued', 'sent', 'failed'))`,
    );
  }
}
