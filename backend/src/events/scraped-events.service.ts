import { Injectable } from '@nestjs/common';
import { daysBetween } from '@sangam/shared';
import type { DuplicateCandidate } from '../moderation/duplicate-finder';
import { ModerationService } from '../moderation/moderation.service';
import { decideApproval, MAX_EVENT_DAYS } from './event-rules';
import { Event } from './event.entity';
import { EventFields, EventsRepository, ScrapedCandidate, ScrapedLeftOut } from './events.repository';
import { eventCommunity, EventsService, moderationColumns } from './events.service';

/** An event as a scraped page gives it: the event's fields, its organization, and its key in the source. */
export interface ScrapedEventInput extends EventFields {
  organizationId: string | null;
  sourceEventKey: string;
  /** Read from a page's plain text: the excerpt. Such an event is never published without an admin. */
  readFromPageText?: string;
}

/** The organization a scraping source belongs to, as the approval rule needs it. */
export interface ScrapedEventOrganization {
  isApproved: boolean;
  /** Its name and chosen languages, read by the community inference. */
  name?: string;
  languages?: string[] | null;
}

/** What an import did with one event (see ScrapeRunEventsRepository for how runs keep them). */
interface ScrapedEventOutcome {
  sourceEventKey: string;
  title: string;
  date: string;
  outcome: 'saved' | 'held' | 'updated' | 'unchanged' | 'skipped';
  reason: string | null;
  eventId: string | null;
}

export interface ImportCounts {
  saved: number;
  updated: number;
  unchanged: number;
  removed: number;
  skipped: Record<string, number>;
  /** One per distinct event given, in order. */
  outcomes: ScrapedEventOutcome[];
}

const COMPARED: Array<keyof ScrapedEventInput & keyof Event> = [
  'title',
  'description',
  'category',
  'date',
  'endDate',
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
const SKIP_REMOVED = 'removed from the directory by an admin or organizer';

/** The flag of an event read from a page's plain text: the admin approving it sees the line it came from. */
const pageTextFlag = (excerpt: string) => `Read from page text: "${excerpt}"`;

/** A dry run's reason for an event listed already: the listed event it repeats. */
const duplicateOf = (e: Exclude<ScrapedLeftOut, 'removed' | null>) =>
  `${SKIP_DUPLICATE}: duplicate of "${e.title}" on ${e.date} in ${e.city}, ${e.state} (id ${e.id})`;

/** Why an event waits in the approval queue (its heaviest flags), for the run's outcomes. */
const heldBecause = (flags: string[]) => (flags.length ? flags.slice(0, 2).join('; ') : 'its organization is not approved');

/**
 * Writes scraped events: the same source event updates its row (sourceId + sourceEventKey); an event
 * with the title, date and city of one already listed (from another source or entered by hand) is not
 * added again; events people removed stay removed. Every insert and change is assessed by moderation
 * (a source's own events are never each other's duplicates) and its approval is decideApproval's
 * (writer 'scraper'); an event read from page text always waits for an admin. New events are written
 * in batches (EventsRepository.insertScrapedMany).
 */
@Injectable()
export class ScrapedEventsService {
  constructor(
    private readonly events: EventsRepository,
    private readonly writer: EventsService,
    private readonly moderation: ModerationService,
  ) {}

  async import(
    sourceId: string,
    org: ScrapedEventOrganization | null,
    drafts: ScrapedEventInput[],
    cancelledKeys: string[] = [],
    withdrawnKeys: string[] = [],
  ): Promise<ImportCounts> {
    const counts: ImportCounts = { saved: 0, updated: 0, unchanged: 0, removed: 0, skipped: {}, outcomes: [] };
    // The same event twice in one feed counts once; an end date no event may have is dropped rather than failing the batch.
    const unique = [...new Map(drafts.map((d) => [d.sourceEventKey, withValidEndDate(d)])).values()];
    counts.removed = await this.events.deleteBySourceKeys(sourceId, cancelledKeys);
    // Left out by the organization's rules: gone without a tombstone, so lifting the rule brings them back.
    counts.removed += await this.events.withdrawBySourceKeys(sourceId, withdrawnKeys);
    const existing = await this.events.bySourceKeys(
      sourceId,
      unique.map((d) => d.sourceEventKey),
    );
    const outcomes = new Map<string, ScrapedEventOutcome>();
    const note = (d: ScrapedEventInput, outcome: ScrapedEventOutcome['outcome'], reason: string | null, eventId: string | null) =>
      outcomes.set(d.sourceEventKey, { sourceEventKey: d.sourceEventKey, title: d.title, date: d.date, outcome, reason, eventId });

    const fresh: ScrapedCandidate[] = [];
    const byKey = new Map<string, ScrapedEventInput>();
    for (const d of unique) {
      const { sourceEventKey, readFromPageText, ...fields } = d;
      const current = existing.get(sourceEventKey);
      if (!current) {
        byKey.set(sourceEventKey, d);
        fresh.push({
          sourceEventKey,
          fields,
          community: eventCommunity(org, fields),
          duplicate: this.moderation.duplicateSearchOf({ ...fields, sourceId }),
        });
        continue;
      }
      if (COMPARED.every((k) => same(current[k], d[k]))) {
        counts.unchanged++;
        note(d, 'unchanged', null, current.id);
        continue;
      }
      const assessment = await this.writer.assess({ ...fields, id: current.id, sourceId });
      const flags = readFromPageText ? [...assessment.flags, pageTextFlag(readFromPageText)] : assessment.flags;
      const approval = decideApproval({ writer: 'scraper', moderationScore: assessment.score, organization: org, current });
      // Read from text: stays live only when an admin had approved it.
      if (readFromPageText) approval.isApproved &&= current.isApproved;
      await this.events.update(current.id, {
        ...pick(d),
        // Chosen values stay; the rest follow the page's text.
        ...eventCommunity(org, d, {}, current),
        ...approval,
        ...moderationColumns(assessment, flags),
      });
      counts.updated++;
      note(d, 'updated', null, current.id);
    }

    const decisions = new Map<string, { isApproved: boolean; flags: string[] }>();
    const inserted = await this.events.insertScrapedMany(sourceId, fresh, (c, original) => {
      const { assessment, flags, isApproved } = this.judgeNew(byKey.get(c.sourceEventKey)!, sourceId, org, original);
      decisions.set(c.sourceEventKey, { isApproved, flags });
      return { isApproved, ...moderationColumns(assessment, flags) };
    });
    fresh.forEach((c, n) => {
      const d = byKey.get(c.sourceEventKey)!;
      const r = inserted[n];
      if (r.outcome === 'saved') {
        counts.saved++;
        const decision = decisions.get(c.sourceEventKey)!;
        note(d, decision.isApproved ? 'saved' : 'held', decision.isApproved ? null : heldBecause(decision.flags), r.id ?? null);
      } else if (r.outcome === 'unchanged') {
        counts.unchanged++;
        note(d, 'unchanged', null, null);
      } else {
        const reason = r.outcome === 'removed' ? SKIP_REMOVED : SKIP_DUPLICATE;
        counts.skipped[reason] = (counts.skipped[reason] ?? 0) + 1;
        note(d, 'skipped', reason, null);
      }
    });
    counts.outcomes = unique.map((d) => outcomes.get(d.sourceEventKey)!);
    return counts;
  }

  /**
   * What import would do with each draft, without writing anything (a source's dry run): new (published
   * at once), held (saved, waiting for an admin, and why: a possible duplicate names its original), update,
   * unchanged, or skipped (and why: an event listed already names it). `sourceId` is null for a source not added yet.
   */
  async preview(
    sourceId: string | null,
    org: ScrapedEventOrganization | null,
    drafts: ScrapedEventInput[],
  ): Promise<ScrapedEventPreview[]> {
    const existing = await this.events.bySourceKeys(
      sourceId,
      drafts.map((d) => d.sourceEventKey),
    );
    const leftOut = await this.events.scrapedLeftOut(sourceId, drafts);
    const fresh = drafts.map((d, n) => !existing.has(d.sourceEventKey) && !leftOut[n]);
    const originals = await this.events.possibleOriginals(
      sourceId,
      drafts.map((d, n) => (fresh[n] ? this.moderation.duplicateSearchOf({ ...d, sourceId }) : null)),
    );
    return drafts.map((d, n): ScrapedEventPreview => {
      const current = existing.get(d.sourceEventKey);
      if (current) return { outcome: COMPARED.every((k) => same(current[k], d[k])) ? 'unchanged' : 'update', reason: null };
      const why = leftOut[n];
      if (why === 'removed') return { outcome: 'skipped', reason: SKIP_REMOVED };
      if (why) return { outcome: 'skipped', reason: duplicateOf(why) };
      const { flags, isApproved } = this.judgeNew(d, sourceId, org, originals[n]);
      return isApproved ? { outcome: 'new', reason: null } : { outcome: 'held', reason: heldBecause(flags) };
    });
  }

  /** Moderation's assessment of a new scraped event and its approval (one read from page text always waits for an admin). */
  private judgeNew(
    d: ScrapedEventInput,
    sourceId: string | null,
    org: ScrapedEventOrganization | null,
    original: DuplicateCandidate | null,
  ) {
    const { sourceEventKey: _key, readFromPageText, ...fields } = d;
    const assessment = this.moderation.assessEvent({ ...fields, sourceId }, original);
    const flags = readFromPageText ? [...assessment.flags, pageTextFlag(readFromPageText)] : assessment.flags;
    const isApproved =
      !readFromPageText && decideApproval({ writer: 'scraper', moderationScore: assessment.score, organization: org }).isApproved;
    return { assessment, flags, isApproved };
  }

  /** The venue most of each organization's own events are at (the fallback when a scraped location names no place). */
  usualVenues(organizationIds: string[]): Promise<Map<string, string>> {
    return this.events.usualVenues(organizationIds);
  }
}

/** What an import would do with an event (a dry run): `outcome` as ScrapedEventOutcome's, with 'update' for a changed event. */
export interface ScrapedEventPreview {
  outcome: 'new' | 'held' | 'update' | 'unchanged' | 'skipped';
  reason: string | null;
}

/** The draft, its endDate dropped unless it is after its date and at most MAX_EVENT_DAYS later (the table's check). */
function withValidEndDate(d: ScrapedEventInput): ScrapedEventInput {
  if (!d.endDate) return d;
  const days = daysBetween(d.date, d.endDate);
  return days > 0 && days <= MAX_EVENT_DAYS ? d : { ...d, endDate: null };
}

/** The draft's COMPARED fields, as an update of its stored event. */
function pick(d: ScrapedEventInput): Partial<Event> {
  return Object.fromEntries(COMPARED.map((k) => [k, d[k]]));
}
