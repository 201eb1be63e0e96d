import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { VISIBLE } from '../events/event-listing.sql';
import { AddressHistory, CONFIRMATION_PENDING_HOURS, confirmationToSend } from './follow-rules';

type FollowStatus = 'pending' | 'active' | 'unsubscribed' | 'bounced';

export interface FollowFilters {
  category: string | null;
  language: string | null;
  festival: string | null;
}

export interface FollowRow extends FollowFilters {
  id: string;
  email: string;
  metro: string | null;
  organizationId: string | null;
  /** A ZIP follow: the ZIP code and the radius in miles (both null otherwise). */
  zip: string | null;
  radius: number | null;
  status: FollowStatus;
  confirmedAt: Date | null;
  createdAt: Date;
  /** When the last "nothing this weekend; here is what is coming up" mail was written. */
  lastUpcomingSentAt: Date | null;
}

export type NewFollow = Pick<FollowRow, 'email' | 'metro' | 'organizationId' | 'zip' | 'radius'> & FollowFilters;

/** At most this many live (pending or active) follows per address; more are accepted silently and not stored. */
const MAX_FOLLOWS_PER_EMAIL = 20;

const COLUMNS = `id, email, metro, "organizationId", zip, radius, category, language, festival, status, "confirmedAt", "createdAt", "lastUpcomingSentAt"`;
/** The same follow: the unique index follows_same_idx. */
const SAME = `email = $1 AND coalesce(metro, '') = coalesce($2, '') AND coalesce("organizationId"::text, '') = coalesce($3::text, '')
  AND coalesce(category, '') = coalesce($4, '') AND coalesce(language, '') = coalesce($5, '') AND coalesce(festival, '') = coalesce($6, '')
  AND coalesce(zip, '') = coalesce($7, '') AND coalesce(radius, 0) = coalesce($8::real, 0)`;

/** Every statement on follows and follow_notices. */
@Injectable()
export class FollowsRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * Records a follow request under the address's lock, and answers the row with the confirmation to
   * mail, or null when nothing is mailed (an active follow, the address's limits — confirmationToSend —,
   * or past MAX_FOLLOWS_PER_EMAIL). A stopped follow becomes pending again only when it is mailed.
   */
  async request(m: EntityManager, f: NewFollow): Promise<{ row: FollowRow; again: boolean } | null> {
    const params = [f.email, f.metro, f.organizationId, f.category, f.language, f.festival, f.zip, f.radius];
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('follows:' || $1))`, [f.email]);
    const [existing] = await m.query<FollowRow[]>(`SELECT ${COLUMNS} FROM follows WHERE ${SAME} FOR UPDATE`, params);
    if (existing?.status === 'active') return null;
    const [history] = await m.query<Array<AddressHistory & { live: number }>>(
      `SELECT coalesce(bool_or(status = 'bounced'), false) AS bounced,
              coalesce(bool_or(status = 'unsubscribed') AND NOT bool_or(status = 'active'), false) AS stopped,
              count(*) FILTER (WHERE "confirmationSentAt" > now() - make_interval(hours => $2))::int AS "sentToday",
              coalesce(bool_or(status = 'pending' AND "confirmationSentAt" > now() - make_interval(hours => $2)), false) AS awaiting,
              max("confirmationSentAt") AS "lastSent",
              count(*) FILTER (WHERE status IN ('pending', 'active'))::int AS live
         FROM follows WHERE email = $1`,
      [f.email, CONFIRMATION_PENDING_HOURS],
    );
    const send = confirmationToSend(history, existing?.status === 'unsubscribed');
    if (!send) return null;
    if (existing) {
      const [row] = await updated<FollowRow>(
        m,
        `UPDATE follows SET status = 'pending', "confirmationSentAt" = now(), "updatedAt" = now() WHERE id = $1 RETURNING ${COLUMNS}`,
        [existing.id],
      );
      return { row, again: send === 'confirm-again' };
    }
    if (history.live >= MAX_FOLLOWS_PER_EMAIL) return null;
    const [row] = await m.query<FollowRow[]>(
      `INSERT INTO follows (email, metro, "organizationId", category, language, festival, zip, radius, "confirmationSentAt")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now()) RETURNING ${COLUMNS}`,
      params,
    );
    return { row, again: send === 'confirm-again' };
  }

  async find(id: string): Promise<FollowRow | null> {
    const [row] = await this.ds.query<FollowRow[]>(`SELECT ${COLUMNS} FROM follows WHERE id = $1`, [id]);
    return row ?? null;
  }

  /** A pending follow becomes active (an active one stays as it is); null for any other state. */
  async confirm(id: string): Promise<FollowRow | null> {
    const [row] = await updated<FollowRow>(
      this.ds.manager,
      `UPDATE follows SET status = 'active', "confirmedAt" = coalesce("confirmedAt", now()), "updatedAt" = now()
       WHERE id = $1 AND status IN ('pending', 'active') RETURNING ${COLUMNS}`,
      [id],
    );
    return row ?? null;
  }

  /** The address's follows that are pending or active, oldest first. */
  listByEmail(email: string): Promise<FollowRow[]> {
    return this.ds.query<FollowRow[]>(
      `SELECT ${COLUMNS} FROM follows WHERE email = $1 AND status IN ('pending', 'active') ORDER BY "createdAt", id`,
      [email],
    );
  }

  /** Stops the running (pending or active) follows of one id or of an address: unsubscribed, or bounced (the address refused mail for good). */
  async stop(where: 'id' | 'email', value: string, status: 'unsubscribed' | 'bounced' = 'unsubscribed'): Promise<void> {
    await this.ds.query(`UPDATE follows SET status = $2, "updatedAt" = now() WHERE ${where} = $1 AND status IN ('pending', 'active')`, [
      value,
      status,
    ]);
  }

  /** A metro or ZIP follow's filters; throws the unique violation when the address already follows the result. */
  async setFilters(id: string, email: string, f: FollowFilters): Promise<FollowRow | null> {
    const rows = await updated<FollowRow>(
      this.ds.manager,
      `UPDATE follows SET category = $3, language = $4, festival = $5, "updatedAt" = now()
       WHERE id = $1 AND email = $2 AND "organizationId" IS NULL AND status IN ('pending', 'active') RETURNING ${COLUMNS}`,
      [id, email, f.category, f.language, f.festival],
    );
    return rows[0] ?? null;
  }

  /** Addresses with at least one confirmed, running follow (the console's subscriber count). */
  async countSubscribers(): Promise<number> {
    const [{ n }] = await this.ds.query(`SELECT count(DISTINCT email)::int AS n FROM follows WHERE status = 'active'`);
    return n;
  }

  /**
   * Claims up to `limit` active follows that have not had the digest of this weekend (`weekend`:
   * its Friday), marking them in `m`'s transaction: a follow gets one digest per weekend however
   * often the job runs, and concurrent runs take different follows.
   */
  claimDigests(m: EntityManager, weekend: string, limit: number): Promise<FollowRow[]> {
    return updated<FollowRow>(
      m,
      `UPDATE follows SET "lastDigestWeekend" = $1 WHERE id IN (
         SELECT id FROM follows WHERE status = 'active' AND ("lastDigestWeekend" IS NULL OR "lastDigestWeekend" < $1::date)
         ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING ${COLUMNS}`,
      [weekend, limit],
    );
  }

  /**
   * Records the notices due: events of followed organizations that went live after the follow was
   * confirmed and are public and not over, one row per follow and event (never twice). Answers
   * what was claimed, in `m`'s transaction.
   */
  claimNotices(m: EntityManager, limit: number): Promise<Array<{ followId: string; eventId: string }>> {
    return m.query(
      `INSERT INTO follow_notices ("followId", "eventId")
       SELECT f.id, e.id FROM follows f
         JOIN events e ON e."organizationId" = f."organizationId"
         JOIN organizations o ON o.id = e."organizationId"
        WHERE f.status = 'active' AND f."organizationId" IS NOT NULL AND e."liveSince" > f."confirmedAt" AND ${VISIBLE}
          AND coalesce(e."endDate", e.date) >= current_date - 1
          AND NOT EXISTS (SELECT 1 FROM follow_notices n WHERE n."followId" = f.id AND n."eventId" = e.id)
        ORDER BY e."liveSince" LIMIT $1
       ON CONFLICT DO NOTHING
       RETURNING "followId", "eventId"`,
      [limit],
    );
  }

  /** Records that a follow's "coming up" mail was written at `at`, in `m`'s transaction (the row is claimed there). */
  async markUpcomingSent(m: EntityManager, id: string, at: Date): Promise<void> {
    await m.query(`UPDATE follows SET "lastUpcomingSentAt" = $2 WHERE id = $1`, [id, at]);
  }

  async findMany(m: EntityManager, ids: string[]): Promise<FollowRow[]> {
    return m.query<FollowRow[]>(`SELECT ${COLUMNS} FROM follows WHERE id = ANY($1::uuid[])`, [ids]);
  }
}

/** The rows of an UPDATE … RETURNING (TypeORM answers [rows, count] for UPDATE and DELETE). */
async function updated<T>(m: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const [rows] = await m.query<[T[], number]>(sql, params);
  return rows;
}
