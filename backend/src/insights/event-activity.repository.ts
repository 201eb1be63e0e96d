import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ActivityKind } from './activity-kinds';

export interface Activity {
  eventId: string;
  /** YYYY-MM-DD (UTC) */
  day: string;
  kind: ActivityKind;
  sessionId: string;
}

/** How many sessions did a kind of thing with an event on a day. */
export type DailyCount = Omit<Activity, 'sessionId'> & { count: number };

/** Every statement on event_activity. */
@Injectable()
export class EventActivityRepository {
  constructor(private readonly ds: DataSource) {}

  /** Records activities; one a session already did that day, and activity on unknown events, are left out. */
  async insert(rows: Activity[]): Promise<void> {
    if (!rows.length) return;
    await this.ds.query(
      `INSERT INTO event_activity ("eventId", day, kind, "sessionId")
       SELECT u.e, u.d, u.k, u.s
         FROM unnest($1::uuid[], $2::date[], $3::text[], $4::text[]) AS u(e, d, k, s)
         JOIN events ev ON ev.id = u.e
       ON CONFLICT DO NOTHING`,
      [rows.map((r) => r.eventId), rows.map((r) => r.day), rows.map((r) => r.kind), rows.map((r) => r.sessionId)],
    );
  }

  /** Counts per event, day and kind from `from` to `to` (inclusive): of one event, or of each event of an organization. */
  counts(of: { eventId: string } | { organizationId: string }, from: string, to: string): Promise<DailyCount[]> {
    const [column, id] = 'eventId' in of ? ['a."eventId"', of.eventId] : ['e."organizationId"', of.organizationId];
    return this.ds.query(
      `SELECT a."eventId", to_char(a.day, 'YYYY-MM-DD') AS day, a.kind, count(*)::int AS count
         FROM event_activity a JOIN events e ON e.id = a."eventId"
        WHERE ${column} = $1 AND a.day BETWEEN $2::date AND $3::date
        GROUP BY a."eventId", a.day, a.kind`,
      [id, from, to],
    );
  }

  /** Counts per day and kind over every event. */
  async siteCounts(from: string, to: string): Promise<Array<Omit<DailyCount, 'eventId'>>> {
    return this.ds.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, count(*)::int AS count
         FROM event_activity
        WHERE day BETWEEN $1::date AND $2::date
        GROUP BY day, kind`,
      [from, to],
    );
  }
}
