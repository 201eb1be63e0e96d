import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { filterIds, filterOneOf, filterText, idIn, orderAndPage, RaListParams, whereContains } from '../common/ra-dialect';
import { MAIL_STATUSES, MailStatus, OutgoingMail } from './outgoing-mail.entity';

const SORT_COLUMNS: Record<string, string> = {
  id: 'm.id',
  createdAt: 'm."createdAt"',
  to: 'lower(m."to")',
  subject: 'lower(m.subject)',
  kind: 'm.kind',
  status: 'm.status',
  attempts: 'm.attempts',
  sentAt: 'm."sentAt"',
};
export const OUTGOING_MAIL_SORT_FIELDS = Object.keys(SORT_COLUMNS);

/** The outbox list's filters (ra-data-simple-rest `filter`). */
export const OUTGOING_MAIL_FILTERS = { q: filterText(), status: filterOneOf(MAIL_STATUSES), kind: filterText(40), id: filterIds };

export type NewOutgoingMail = Pick<OutgoingMail, 'kind' | 'to' | 'subject' | 'text' | 'html' | 'headers' | 'secrets' | 'status'>;

/** Every statement on the outbox table (outgoing_mail). */
@Injectable()
export class OutgoingMailRepository {
  constructor(private readonly ds: DataSource) {}

  /** Writes a message with `m` (the caller's transaction) and answers its id; node-postgres sends headers and secrets as JSON. */
  async insert(m: EntityManager, mail: NewOutgoingMail): Promise<string> {
    const [row] = await m.query<{ id: string }[]>(
      `INSERT INTO outgoing_mail (kind, "to", subject, text, html, headers, status, secrets) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [mail.kind, mail.to, mail.subject, mail.text, mail.html, mail.headers, mail.status, mail.secrets],
    );
    return row.id;
  }

  /** The message a delivery job is about, with its hidden one-time tokens, unless it was already sent. */
  findUnsent(id: string): Promise<OutgoingMail | null> {
    return this.ds
      .getRepository(OutgoingMail)
      .createQueryBuilder('m')
      .addSelect('m.secrets')
      .where('m.id = :id', { id })
      .andWhere(`m.status <> 'sent'`)
      .getOne();
  }

  /** Delivered: its one-time tokens are not kept any longer. */
  async markSent(id: string, messageId: string | null): Promise<void> {
    await this.ds.query(
      `UPDATE outgoing_mail SET status = 'sent', attempts = attempts + 1, "messageId" = $2, "lastError" = NULL, "sentAt" = now(), secrets = NULL, "updatedAt" = now() WHERE id = $1`,
      [id, messageId?.slice(0, 300) ?? null],
    );
  }

  /** One failed attempt: 'queued' again for a retry, 'failed' after the last, or 'bounced' (the recipient refused, never retried); given up, its tokens go. */
  async markAttemptFailed(id: string, error: string, status: Extract<MailStatus, 'queued' | 'failed' | 'bounced'>): Promise<void> {
    await this.ds.query(
      `UPDATE outgoing_mail SET status = $3::varchar, attempts = attempts + 1, "lastError" = $2, "updatedAt" = now(),
         secrets = CASE WHEN $3::varchar = 'queued' THEN secrets END WHERE id = $1 AND status <> 'sent'`,
      [id, error.slice(0, 1000), status],
    );
  }

  async get(id: string): Promise<OutgoingMail | null> {
    return this.ds.getRepository(OutgoingMail).findOneBy({ id });
  }

  async list(p: RaListParams<typeof OUTGOING_MAIL_FILTERS>): Promise<{ rows: OutgoingMail[]; total: number }> {
    const f = p.filter;
    const qb = whereContains(this.ds.getRepository(OutgoingMail).createQueryBuilder('m'), ['m."to"', 'm.subject'], f.q);
    if (f.status) qb.andWhere('m.status = :status', { status: f.status });
    if (f.kind) qb.andWhere('m.kind = :kind', { kind: f.kind });
    if (f.id) qb.andWhere(idIn('m.id', 'ids'), { ids: f.id });
    const [rows, total] = await orderAndPage(qb, p, SORT_COLUMNS, 'm.id').getManyAndCount();
    return { rows, total };
  }
}
