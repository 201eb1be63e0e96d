import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Params, upcomingCondition, VISIBLE } from '../events/events-query.service';

/** An upcoming publicly visible event, as sharing and the widget show it. */
export interface SharedEvent {
  id: string;
  title: string;
  description: string | null;
  category: string;
  date: string;
  startTime: string;
  endTime: string | null;
  venue: string;
  city: string;
  state: string;
  organizationId: string | null;
  organizationName: string | null;
}

export interface SharedEventsQuery {
  /** Days 'YYYY-MM-DD', both included; `from` defaults to today in each event's own time zone. */
  from?: string;
  to?: string;
  organizationId?: string;
  /** Events in these states only (a metro's states, before the metro itself is checked per event). */
  states?: readonly string[];
  limit: number;
}

/** The reads of events that sharing (WhatsApp text, posters) and the embeddable widget make. */
@Injectable()
export class ShareEventsRepository {
  constructor(private readonly ds: DataSource) {}

  async upcoming(q: SharedEventsQuery): Promise<SharedEvent[]> {
    const p = new Params();
    const conds = [VISIBLE, upcomingCondition(p)];
    if (q.from) conds.push(`e.date >= ${p.add(q.from)}::date`);
    if (q.to) conds.push(`e.date <= ${p.add(q.to)}::date`);
    if (q.organizationId) conds.push(`e."organizationId" = ${p.add(q.organizationId)}::uuid`);
    if (q.states) conds.push(`e.state = ANY(${p.add(q.states)}::text[])`);
    return this.ds.query(
      `SELECT e.id, e.title, e.description, e.category, e.date::text AS date, e."startTime", e."endTime", e.venue, e.city, e.state,
              e."organizationId", o.name AS "organizationName"
         FROM events e LEFT JOIN organizations o ON o.id = e."organizationId"
        WHERE ${conds.join(' AND ')}
        ORDER BY e.date, e."startMinutes", e.id
        LIMIT ${p.add(q.limit)}`,
      p.values,
    );
  }

  /** A publicly listed organization's id and name; null when unknown or not approved. */
  async organization(id: string): Promise<{ id: string; name: string } | null> {
    const rows: { id: string; name: string }[] = await this.ds.query(`SELECT id, name FROM organizations WHERE id = $1 AND "isApproved"`, [
      id,
    ]);
    return rows[0] ?? null;
  }
}
