import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/api-error';
import { eventFestival, unknownValueMessage } from '../community-tags/community-columns';
import { metroBySlug, unknownMetroMessage } from '../places';
import { eventWhen } from '@sangam/shared';
import { categoryColour } from './event-labels';
import type { SharedEventRow as SharedEvent } from '../events/events.repository';
import { ShareEventsService } from './share-events.service';
import { INVALID_ORGANIZATION_ID, ShareScope, UUID } from './share-scope';

export const EMBED_DEFAULT_LIMIT = 10;
export const EMBED_MAX_LIMIT = 50;
export const EMBED_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${EMBED_MAX_LIMIT}`;

/** The widget's filters, as its attributes and the iframe page's query name them. */
export interface EmbedFilters {
  organization?: string;
  metro?: string;
  language?: string;
  festival?: string;
  tag?: string;
  limit?: string;
}

export interface EmbedEvent {
  id: string;
  title: string;
  date: string;
  startTime: string;
  when: string;
  venue: string;
  city: string;
  state: string;
  category: string;
  colour: string;
  organization: string | null;
  url: string;
}

export interface EmbedAnswer {
  /** What the list is: 'Telugu Association of Austin', 'Dallas–Fort Worth', or 'Upcoming events'. */
  title: string;
  events: EmbedEvent[];
  /** Sangam's page with more of these events. */
  moreUrl: string;
}

function bad(field: string, message: string): never {
  throw new DomainError(400, message, { [field]: message });
}
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The embeddable widget's events: an organization's or a metro's, optionally of a language or festival. */
@Injectable()
export class EmbedEventsService {
  constructor(private readonly shared: ShareEventsService) {}

  async list(f: EmbedFilters): Promise<EmbedAnswer> {
    const org = text(f.organization);
    const metroSlug = text(f.metro);
    const language = text(f.language)?.toLowerCase();
    // 'diwali-2026' (a festival page's slug) and a festival's day ('dhanteras') are the festival.
    const asked = text(f.festival)
      ?.toLowerCase()
      .replace(/-\d{4}$/, '');
    const festival = asked && (eventFestival(asked) ?? asked);
    const tag = text(f.tag)?.toLowerCase();
    const limitText = text(f.limit);
    const limit = limitText === undefined ? EMBED_DEFAULT_LIMIT : /^\d{1,3}$/.test(limitText) ? Number(limitText) : NaN;
    if (!(limit >= 1 && limit <= EMBED_MAX_LIMIT)) bad('limit', EMBED_LIMIT_MESSAGE);
    if (org && !UUID.test(org)) bad('organization', INVALID_ORGANIZATION_ID);
    const metro = metroSlug ? metroBySlug(metroSlug.slice(0, 100)) : null;
    if (metroSlug && !metro) bad('metro', unknownMetroMessage(metroSlug));
    for (const [kind, v] of [
      ['language', language],
      ['festival', festival],
      ['tag', tag],
    ] as const) {
      const m = v ? unknownValueMessage(kind, v) : null;
      if (m) bad(kind, m);
    }

    // An organization's events, within a metro when both are given; else a metro's; else everyone's.
    const scope: ShareScope | null = org
      ? { kind: 'organization', organizationId: org.toLowerCase() }
      : metro
        ? { kind: 'metro', metro }
        : null;
    const title = scope ? (await this.shared.describe(scope)).name : 'Upcoming events';
    const rows = await this.shared.events(scope, { festival, language, tag }, limit, metro ?? undefined);
    return {
      title,
      events: rows.map((e) => this.toEmbed(e)),
      moreUrl: scope ? this.shared.subscribeUrl(scope) : this.shared.homeUrl(),
    };
  }

  private toEmbed(e: SharedEvent): EmbedEvent {
    return {
      id: e.id,
      title: e.title,
      date: e.date,
      startTime: e.startTime,
      when: eventWhen(e, 'medium'),
      venue: e.venue,
      city: e.city,
      state: e.state,
      category: e.category,
      colour: categoryColour(e.category),
      organization: e.organizationName,
      url: this.shared.eventUrl(e.id),
    };
  }
}
