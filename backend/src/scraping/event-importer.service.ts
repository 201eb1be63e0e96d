import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Event } from '../events/event.entity';
import { decideApproval } from '../events/event-rules';
import { ModerationService } from '../moderation/moderation.service';
import type { EventDraft, SourceOrganization } from './extract/to-event';

export interface ImportCounts {
  saved: number;
  updated: number;
  unchanged: number;
  removed: number;
  skipped: Record<string, number>;
}

const COMPARED: Array<keyof EventDraft & keyof Event> = [
  'title',
  'description',
  'category',
  'date',
  'startTime',
  'endTime',
  'venue',
  'city',
  'state',
  'price',
  'priceText',
  'isFree',
  'ticketUrl',
  'imageUrl',
  'organizationId',
];

const same = (a: unknown, b: unknown) =>
  (a ?? null) === (b ?? null) || (typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) < 0.005);

export const SKIP_DUPLICATE = 'already listed (same title, date and city)';
export const SKIP_REMOVED = 'removed from the directory by an admin or organizer';

/**
 * Writes scraped events: the same source event updates its row (sourceId + sourceEventKey); an event
 * with the title, date and city of one already listed (from another source or entered by hand) is not
 * added again; events people removed stay removed. Every insert and change is assessed by moderation,
 * and an event is approved at once only when its organization (if any) is approved and the score is 0.
 */
@Injectable()
export class EventImporter {
  constructor(
    private readonly ds: DataSource,
    private readonly moderation: ModerationService,
  ) {}

  async import(
    sourceId: string,
    org: SourceOrganization | null,
    drafts: EventDraft[],
    cancelledKeys: string[] = [],
  ): Promise<ImportCounts> {
    const counts: ImportCounts = { saved: 0, updated: 0, unchanged: 0, removed: 0, skipped: {} };
    const skip = (reason: string) => (counts.skipped[reason] = (counts.skipped[reason] ?? 0) + 1);
    const repo = this.ds.getRepository(Event);
    const seen = new Set<string>();

    for (const key of cancelledKeys) {
      const r = await repo.delete({ sourceId, sourceEventKey: key });
      counts.removed += r.affected ?? 0;
    }

    for (const d of drafts) {
      if (seen.has(d.sourceEventKey)) continue; // the same event twice in one feed
      seen.add(d.sourceEventKey);
      const existing = await repo.findOneBy({ sourceId, sourceEventKey: d.sourceEventKey });
      if (existing) {
        if (COMPARED.every((k) => same(existing[k], d[k]))) {
          counts.unchanged++;
          continue;
        }
        const assessment = await this.moderation.assessEvent({ ...d, id: existing.id });
        const approval = decideApproval({ writer: 'scraper', moderationScore: assessment.score, organization: org, current: existing });
        await repo.update(
          { id: existing.id },
          {
            ...pick(d),
            ...approval,
            moderationScore: assessment.score,
            moderationFlags: assessment.flags,
            duplicateOfId: assessment.duplicateOfId ?? null,
          },
        );
        counts.updated++;
        continue;
      }
      // Check and insert atomically per (title, date, city), so two sources read at the same time
      // cannot both add the same event.
      const outcome = await this.ds.transaction(async (m) => {
        await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`scrape|${d.title.toLowerCase()}|${d.date}|${d.city.toLowerCase()}`]);
        const [tomb] = await m.query(
          `SELECT 1 FROM scraped_event_tombstones
            WHERE ("sourceId" = $1 AND "sourceEventKey" = $2) OR (lower(title) = lower($3) AND date = $4 AND lower(city) = lower($5))
            LIMIT 1`,
          [sourceId, d.sourceEventKey, d.title, d.date, d.city],
        );
        if (tomb) return SKIP_REMOVED;
        const [dup] = await m.query(
          `SELECT id FROM events
            WHERE lower(title) = lower($1) AND date = $2 AND lower(city) = lower($3)
              AND "sourceId" IS DISTINCT FROM $4
            LIMIT 1`,
          [d.title, d.date, d.city, sourceId],
        );
        if (dup) return SKIP_DUPLICATE;
        const assessment = await this.moderation.assessEvent(d);
        const approved = assessment.score === 0 && (!org || org.isApproved);
        const inserted = await m.query(
          `INSERT INTO events (title, description, "organizationId", category, date, "startTime", "endTime", venue, city, state,
                               price, "priceText", "isFree", "ticketUrl", "imageUrl", "isApproved", "moderationScore", "moderationFlags",
                               "duplicateOfId", "sourceId", "sourceEventKey")
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
           ON CONFLICT ("sourceId", "sourceEventKey") WHERE "sourceId" IS NOT NULL AND "sourceEventKey" IS NOT NULL DO NOTHING
           RETURNING id`,
          [
            d.title,
            d.description,
            d.organizationId,
            d.category,
            d.date,
            d.startTime,
            d.endTime,
            d.venue,
            d.city,
            d.state,
            d.price,
            d.priceText,
            d.isFree,
            d.ticketUrl,
            d.imageUrl,
            approved,
            assessment.score,
            assessment.flags,
            assessment.duplicateOfId ?? null,
            sourceId,
            d.sourceEventKey,
          ],
        );
        return inserted.length ? 'saved' : 'unchanged';
      });
      if (outcome === 'saved') counts.saved++;
      else if (outcome === 'unchanged') counts.unchanged++;
      else skip(outcome);
    }
    return counts;
  }
}

function pick(d: EventDraft): Partial<Event> {
  const out: Partial<Event> = {};
  for (const k of COMPARED) (out as Record<string, unknown>)[k] = d[k];
  return out;
}
