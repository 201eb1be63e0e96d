import { Injectable } from '@nestjs/common';
import { decideApproval } from './event-rules';
import { Event } from './event.entity';
import { EventFields, EventsRepository } from './events.repository';
import { EventsService } from './events.service';

/** An event as a scraped page gives it: the event's fields, its organization, and its key in the source. */
export interface ScrapedEventInput extends EventFields {
  organizationId: string | null;
  sourceEventKey: string;
}

/** The organization a scraping source belongs to, as the approval rule needs it. */
export interface ScrapedEventOrganization {
  isApproved: boolean;
}

export interface ImportCounts {
  saved: number;
  updated: number;
  unchanged: number;
  removed: number;
  skipped: Record<string, number>;
}

const COMPARED: Array<keyof ScrapedEventInput & keyof Event> = [
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
 * added again; events people removed stay removed. Every insert and change is assessed by moderation
 * and its approval is decideApproval's (writer 'scraper').
 */
@Injectable()
export class ScrapedEventsService {
  constructor(
    private readonly events: EventsRepository,
    private readonly writer: EventsService,
  ) {}

  async import(
    sourceId: string,
    org: ScrapedEventOrganization | null,
    drafts: ScrapedEventInput[],
    cancelledKeys: string[] = [],
  ): Promise<ImportCounts> {
    const counts: ImportCounts = { saved: 0, updated: 0, unchanged: 0, removed: 0, skipped: {} };
    const skip = (reason: string) => (counts.skipped[reason] = (counts.skipped[reason] ?? 0) + 1);
    const seen = new Set<string>();
    counts.removed = await this.events.deleteBySourceKeys(sourceId, cancelledKeys);

    for (const d of drafts) {
      if (seen.has(d.sourceEventKey)) continue; // the same event twice in one feed
      seen.add(d.sourceEventKey);
      const { sourceEventKey, ...fields } = d;
      const existing = await this.events.findBySourceKey(sourceId, sourceEventKey);
      if (existing) {
        if (COMPARED.every((k) => same(existing[k], d[k]))) {
          counts.unchanged++;
          continue;
        }
        const assessment = await this.writer.assess({ ...fields, id: existing.id });
        await this.events.update(existing.id, {
          ...pick(d),
          ...decideApproval({ writer: 'scraper', moderationScore: assessment.score, organization: org, current: existing }),
          moderationScore: assessment.score,
          moderationFlags: assessment.flags,
          duplicateOfId: assessment.duplicateOfId ?? null,
        });
        counts.updated++;
        continue;
      }
      const outcome = await this.events.insertScraped(sourceId, sourceEventKey, fields, async () => {
        const assessment = await this.writer.assess(fields);
        return {
          isApproved: decideApproval({ writer: 'scraper', moderationScore: assessment.score, organization: org }).isApproved,
          moderationScore: assessment.score,
          moderationFlags: assessment.flags,
          duplicateOfId: assessment.duplicateOfId ?? null,
        };
      });
      if (outcome === 'saved') counts.saved++;
      else if (outcome === 'unchanged') counts.unchanged++;
      else skip(outcome === 'removed' ? SKIP_REMOVED : SKIP_DUPLICATE);
    }
    return counts;
  }
}

function pick(d: ScrapedEventInput): Partial<Event> {
  const out: Partial<Event> = {};
  for (const k of COMPARED) (out as Record<string, unknown>)[k] = d[k];
  return out;
}
