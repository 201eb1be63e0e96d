import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { likeEscape, RaListParams } from '../common/ra-dialect';
import { MailStatus, OutgoingMail } from './outgoing-mail.entity';

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

export interface OutgoingMailFilter {
  q?: string;
  status?: MailStatus;
  kind?: string;
  ids?: string[];
}

export type NewOutgoingMail = Pick<OutgoingMail, 'kind' | 'to' | 'subject' | 'text' | 'html' | 'status'> & {
  headers?: Record<string, string> | null;
};

const OUTBOX_COLUMNS = `kind, "to", subject, text, html, headers, status`;

/** The values of a message for OUTBOX_COLUMNS, in order. */
function outboxParams(mail: NewOutgoingMail): unknown[] {
  return [mail.kind, mail.to, mail.subject, mail.text, mail.html, mail.headers ? JSON.stringify(mail.headers) : null, mail.status];
}

/** Every statement on the outbox table (outgoing_mail). */
@Injectable()
export class OutgoingMailRepository {
  constructor(private readonly ds: DataSource) {}

  /** Writes a message with `m` (the caller's transaction) and answers its id. */
  async insert(m: EntityManager, mail: NewOutgoingMail): Promise<string> {
    const [row] = await m.query<{ id: string }[]>(
      `INSERT INTO outgoing_mail (${OUTBOX_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      outboxParams(mail),
    );
    return row.id;
  }

  /** The message a delivery job is about, unless it was already sent. */
  findUnsent(id: string): Promise<OutgoingMail | null> {
    return this.ds.getRepository(OutgoingMail).createQueryBuilder('m').where('m.id = :id', { id }).andWhere(`m.status <> 'sent'`).getOne();
  }

  async markSent(id: string, messageId: string | null): Promise<void> {
    await this.ds.query(
      `UPDATE outgoing_mail SET status = 'sent', attempts = attempts + 1, "messageId" = $2, "lastError" = NULL, "sentAt" = now(), "updatedAt" = now() WHERE id = $1`,
      [id, messageId?.slice(0, 300) ?? null],
    );
  }

  /** One failed attempt: queued again for a retry, or failed when it was the last. */
  async markAttemptFailed(id: string, error: string, final: boolean): Promise<void> {
    await this.ds.query(
      `UPDATE outgoing_mail SET status = $3, attempts = attempts + 1, "lastError" = $2, "updatedAt" = now() WHERE id = $1 AND status <> 'sent'`,
      [id, error.slice(0, 1000), final ? 'failed' : 'queued'],
    );
  }

  async get(id: string): Promise<OutgoingMail | null> {
    return this.ds.getRepository(OutgoingMail).findOneBy({ id });
  }

  async list(p: RaListParams, f: OutgoingMailFilter): Promise<{ rows: OutgoingMail[]; total: number }> {
    const qb = this.ds.getRepository(OutgoingMail).createQueryBuilder('m');
    if (f.q) {
      const like = `%${likeEscape(f.q.toLowerCase())}%`;
      qb.andWhere(`(lower(m."to") LIKE :like ESCAPE '\\' OR lower(m.subject) LIKE :like ESCAPE '\\')`, { like });
    }
    if (f.status) qb.andWhere('m.status = :status', { status: f.status });
    if (f.kind) qb.andWhere('m.kind = :kind', { kind: f.kind });
    if (f.ids) qb.andWhere('m.id IN (:...ids)', { ids: f.ids });
    qb.orderBy(SORT_COLUMNS[p.sort.field], p.sort.order, p.sort.order === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST');
    if (p.sort.field !== 'id') qb.addOrderBy('m.id', p.sort.order);
    const [rows, total] = await qb.offset(p.skip).limit(p.take).getManyAndCount();
    return { rows, total };
  }
}
