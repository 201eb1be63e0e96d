import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/api-error';
import { isForeignKeyViolation } from '../database/sql-state';
import { EventResponse } from '../events/dto/public-event.dto';
import { EventsQueryService } from '../events/events-query.service';
import { SavedEventResponse } from './dto/community.dto';
import { SavedEvent } from './saved-event.entity';

/** A browser may keep at most this many saved events. */
export const MAX_SAVED_PER_SESSION = 500;

/** Bookmarks of an anonymous browser session (its id lives in the browser's local storage). */
@Injectable()
export class SavedEventsService {
  constructor(
    private readonly ds: DataSource,
    private readonly events: EventsQueryService,
  ) {}

  /** Events saved now, every session (the admin's live figures). */
  async count(): Promise<number> {
    return this.ds.getRepository(SavedEvent).count();
  }

  /** Saves a publicly visible event; saving it again returns the same row (created false). */
  async save(userSession: string, eventId: string): Promise<{ saved: SavedEventResponse; created: boolean }> {
    if (!(await this.events.findPublic(eventId))) throw new DomainError('event_not_found');
    // One statement, insert or return the row already there, whatever runs beside it: ON CONFLICT
    // DO UPDATE always answers the row (DO NOTHING answered none when the row was saved by a
    // concurrent request after this statement's snapshot, and a retried SELECT could then miss it
    // again when a concurrent unsave removed it: three lost races in a row gave a 409 in the
    // two-instance toggle test). The no-op update leaves the row as it was; `xmax = 0` tells a
    // freshly inserted row from an existing one. A session at its limit saves nothing new.
    const rows: Array<SavedEventResponse & { created: boolean }> = await this.ds
      .query(
        `INSERT INTO saved_events ("userSession", "eventId")
       SELECT $1::varchar, $2::uuid
        WHERE (SELECT count(*) FROM saved_events WHERE "userSession" = $1::varchar) < $3::int
           OR EXISTS (SELECT 1 FROM saved_events WHERE "userSession" = $1::varchar AND "eventId" = $2::uuid)
       ON CONFLICT ("userSession", "eventId") DO UPDATE SET "userSession" = EXCLUDED."userSession"
       RETURNING id, "eventId", "userSession", "createdAt", (xmax = 0) AS created`,
        [userSession, eventId, MAX_SAVED_PER_SESSION],
      )
      .catch((e: unknown) => {
        // Deleted by its organizer between the check above and this statement.
        if (isForeignKeyViolation(e)) throw new DomainError('event_not_found');
        throw e;
      });
    if (!rows.length) throw new DomainError('saved_events_full', { params: { max: MAX_SAVED_PER_SESSION } });
    const { created, ...saved } = rows[0];
    return { saved, created };
  }

  /** Removes a bookmark; removing one that does not exist is fine. */
  async remove(userSession: string, eventId: string): Promise<void> {
    await this.ds.getRepository(SavedEvent).delete({ userSession, eventId });
  }

  /** The session's saved events that are still publicly visible, by date. */
  async list(userSession: string): Promise<EventResponse[]> {
    const rows = await this.ds
      .getRepository(SavedEvent)
      .find({ where: { userSession }, select: { eventId: true }, take: MAX_SAVED_PER_SESSION });
    return this.events.findPublicByIds(rows.map((r) => r.eventId));
  }
}
