import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35 item 12: one-time tokens (password reset, follow confirmation, unsubscribe and manage links)
 * leave the outbox's readable text: a message keeps placeholders, and `secrets` the tokens until it is
 * delivered (mail/one-time-secrets.ts). Messages already written are not delivered again unless queued:
 * their tokens are replaced by a placeholder for good (the queued ones are left to be sent as written).
 */
export class OutgoingMailSecrets1765400000002 implements MigrationInterface {
  name = 'OutgoingMailSecrets1765400000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outgoing_mail ADD COLUMN secrets jsonb`);
    const hide = (column: string) =>
      `regexp_replace(regexp_replace(${column}, '(token=)[A-Za-z0-9._~%-]+', '\\1[one-time token hidden]', 'g'), '(subject=unsubscribe%20)[A-Za-z0-9._~%-]+', '\\1[one-time token hidden]', 'g')`;
    await q.query(
      `UPDATE outgoing_mail SET text = ${hide('text')}, html = ${hide('html')}, headers = (${hide('headers::text')})::jsonb
        WHERE status <> 'queued' AND (text LIKE '%token=%' OR html LIKE '%token=%' OR headers::text LIKE '%token=%')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outgoing_mail DROP COLUMN IF EXISTS secrets`);
  }
}
