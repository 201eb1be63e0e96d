import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/api-error';
import { EventResponse } from '../events/dto/public-event.dto';
import { EVENT_NOT_FOUND, EventsQueryService } from '../events/events-query.service';
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

  /** Saves a publicly visible event; saving it again returns the same row (created false). */
  async save(userSession: string, eventId: string): Promise<{ saved: SavedEventResponse; created: boolean }> {
    if (!(await this.events.findPublic(eventId))) throw new DomainError(404, EVENT_NOT_FOUND);
    const repo = this.ds.getRepository(SavedEvent);
    // Up to 3 tries: between the INSERT (conflict → nothing) and the SELECT a concurrent unsave may
    // remove the row; then the insert is simply tried again (found by the two-instance toggle test).
    let existing: SavedEvent | null = null;
    for (let attempt = 0; attempt < 3 && !existing; attempt++) {
      const inserted: SavedEventResponse[] = await this.ds.query(
        `INSERT INTO saved_events ("userSession", "eventId")
         SELECT $1::varchar, $2::uuid WHERE (SELECT count(*) FROM saved_events WHERE "userSession" = $1::varchar) < $3::int
         ON CONFLICT ("userSession", "eventId") DO NOTHING
         RETURNING id, "eventId", "userSession", "createdAt"`,
        [userSession, eventId, MAX_SAVED_PER_SESSION],
      );
      if (inserted.length) return { saved: inserted[0], created: true };
      existing = await repo.findOneBy({ userSession, eventId });
    }
    if (!existing) throw new DomainError(409, `At most ${MAX_SAVED_PER_SESSION} events can be saved`);
    return { saved: { id: existing.id, eventId: existing.eventId, userSession: existing.userSession, createdAt: existing.createdAt }, created: false };
  }

  /** Removes a bookmark; removing one that does not exist is fine. */
  async remove(userSession: string, eventId: string): Promise<void> {
    await this.ds.getRepository(SavedEvent).delete({ userSession, eventId });
  }

  /** The session's saved events that are still publicly visible, by date. */
  async list(userSession: string): Promise<EventResponse[]> {
    const rows = await this.ds.getRepository(SavedEvent).find({ where: { userSession }, select: { eventId: true }, take: MAX_SAVED_PER_SESSION });
    return this.events.findPublicByIds(rows.map((r) => r.eventId));
  }
}
