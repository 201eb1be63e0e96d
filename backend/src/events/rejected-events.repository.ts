import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { RejectedEventResponse } from './dto/event-series.dto';

/** How many rejection records an organization's dashboard shows (newest first). */
const REJECTED_EVENTS_SHOWN = 50;

/** Every statement on rejected_events. */
@Injectable()
export class RejectedEventsRepository {
  constructor(private readonly ds: DataSource) {}

  async insert(r: Omit<RejectedEventResponse, 'id' | 'rejectedAt'> & { organizationId: string }, m: EntityManager): Promise<void> {
    await m.query(
      `INSERT INTO rejected_events ("organizationId", "eventId", "seriesId", title, date, occurrences, reason) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [r.organizationId, r.eventId, r.seriesId, r.title, r.date, r.occurrences, r.reason],
    );
  }

  forOrganization(organizationId: string): Promise<RejectedEventResponse[]> {
    return this.ds.query(
      `SELECT id, "eventId", "seriesId", title, to_char(date, 'YYYY-MM-DD') AS date, occurrences, reason, "rejectedAt"
         FROM rejected_events WHERE "organizationId" = $1 ORDER BY "rejectedAt" DESC, id LIMIT $2`,
      [organizationId, REJECTED_EVENTS_SHOWN],
    );
  }
}
