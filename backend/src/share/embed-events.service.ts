import { Injectable } from '@nestjs/common';
import { invalidInput } from '../common/api-error';
import { eventFestival, unknownValueMessage } from '../community-tags/community-columns';
import { metroBySlug, unknownMetroMessage } from '../places';
import { eventWhen } from '@sangam/shared';
import { categoryColour } from './event-labels';
import type { SharedEventRow as SharedEvent } from '../events/event-listing.sql';
import type { EmbedQuery } from './dto/embed.query';
import { ShareEventsService } from './share-events.service';
import { UUID } from '../common/id-param';
import { INVALID_ORGANIZATION_ID, ShareScope } from './share-scope';

const EMBED_DEFAULT_LIMIT = 10;
const EMBED_MAX_LIMIT = 50;
const EMBED_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${EMBED_MAX_LIMIT}`;

/** The filters a widget may drop when their value is unknown, and where their known values are listed. */
const DROPPABLE = { metro: 'metros', language: 'languages', festival: 'festivals', tag: 'tags' } as const;

/** An event as the widget shows it: the row's own fields, and when, its colour, its organization and its page. */
type EmbedEvent = Pick<SharedEvent, 'id' | 'title' | 'date' | 'startTime' | 'venue' | 'city' | 'state' | 'category'> & {
  when: string;
  colour: string;
  organization: string | null;
  url: string;
};

export interface EmbedAnswer {
  /** What the list is: 'Telugu Association of Austin', 'Dallas–Fort Worth', or 'Upcoming events'. */
  title: string;
  events: EmbedEvent[];
  /** Sangam's page with more of these events. */
  moreUrl: string;
  /** With unknown=ignore: the filters left out, each with a short note for the site owner. */
  ignored?: Record<string, string>;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The embeddable widget's events: an organization's or a metro's, optionally of a language or festival. */
@Injectable()
export class EmbedEventsService {
  constructor(private readonly shared: ShareEventsService) {}

  /** The widget's filters, as its attributes, its data request and the iframe page's query name them. */
  async list(f: EmbedQuery): Promise<EmbedAnswer> {
    const org = text(f.organization);
    const limitText = text(f.limit);
    const limit = limitText === undefined ? EMBED_DEFAULT_LIMIT : /^\d{1,3}$/.test(limitText) ? Number(limitText) : NaN;
    if (!(limit >= 1 && limit <= EMBED_MAX_LIMIT)) invalidInput('limit', EMBED_LIMIT_MESSAGE);
    if (org && !UUID.test(org)) invalidInput('organization', INVALID_ORGANIZATION_ID);
    const lenient = text(f.unknown) === 'ignore';
    const ignored: Record<string, string> = {};
    /** A filter's known value, or undefined: an unknown one is a 400, or with `lenient` left out and noted. */
    const known = <T>(field: keyof typeof DROPPABLE, asked: string | undefined, value: T | null, problem: () => string): T | undefined => {
      if (!asked) return undefined;
      if (value !== null) return value;
      if (!lenient) invalidInput(field, problem());
      ignored[field] =
        `${field} "${asked.slice(0, 100)}" is not known, so it is left out; the known ones: ${this.shared.homeUrl()}api/${DROPPABLE[field]}`;
      return undefined;
    };
    const metroSlug = text(f.metro);
    const metro = known('metro', metroSlug, metroSlug ? metroBySlug(metroSlug.slice(0, 100)) : null, () => unknownMetroMessage(metroSlug!));
    // 'diwali-2026' (a festival page's slug) and a festival's day ('dhanteras') are the festival.
    const askedFestival = text(f.festival)
      ?.toLowerCase()
      .replace(/-\d{4}$/, '');
    const filters: Record<'language' | 'festival' | 'tag', string | undefined> = {
      language: text(f.language)?.toLowerCase(),
      festival: askedFestival && (eventFestival(askedFestival) ?? askedFestival),
      tag: text(f.tag)?.toLowerCase(),
    };
    for (const kind of ['language', 'festival', 'tag'] as const) {
      const v = filters[kind];
      const m = v ? unknownValueMessage(kind, v) : null;
      filters[kind] = known(kind, v, m ? null : v!, () => m!);
    }
    const { language, festival, tag } = filters;

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
      ...(Object.keys(ignored).length ? { ignored } : {}),
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
