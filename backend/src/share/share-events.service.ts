import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../config/env';
import type { SharedEventRow as SharedEvent, SharingWindow } from '../events/event-listing.sql';
import { EventsQueryService } from '../events/events-query.service';
import { OrganizationsService } from '../organizations/organizations.service';
import type { Metro } from '../places';
import { metroZone, ShareScope } from './share-scope';

/** Which of the scope's events: days (from today in any case), festival, language, tag. */
export type ShareFilters = Pick<SharingWindow, 'from' | 'to' | 'festival' | 'language' | 'tag'>;

/** The festival, language and tag filters of a query (validated by its DTO). */
export function filtersOf(q: { festival?: string; language?: string; tag?: string }): ShareFilters {
  return { festival: q.festival, language: q.language, tag: q.tag };
}

export interface ScopeInfo {
  /** 'Dallas–Fort Worth' or the organization's name. */
  name: string;
  /** The scope's time zone (an organization's is that of its next event, else Central). */
  zone: string;
}

/** Upcoming public events of a metro area or an organization, and the links to Sangam's pages about them. */
@Injectable()
export class ShareEventsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly eventRows: EventsQueryService,
    private readonly organizations: OrganizationsService,
  ) {}

  homeUrl(): string {
    return `${this.config.publicUrl}/`;
  }

  eventUrl(id: string): string {
    return `${this.config.publicUrl}/event/${id}`;
  }

  /** Where a family follows the scope: the organization's page, or the site filtered to the metro. */
  subscribeUrl(scope: ShareScope): string {
    return scope.kind === 'organization'
      ? `${this.config.publicUrl}/organizations/${scope.organizationId}`
      : `${this.config.publicUrl}/?metro=${scope.metro.slug}`;
  }

  /** The scope's name and zone; 404 for an organization that is unknown or not listed publicly. */
  async describe(scope: ShareScope): Promise<ScopeInfo> {
    if (scope.kind === 'metro') return { name: scope.metro.name, zone: metroZone(scope.metro) };
    const org = await this.organizations.approvedName(scope.organizationId);
    if (!org) throw new DomainError('organization_not_found');
    return { name: org.name, zone: 'America/Chicago' };
  }

  /**
   * The scope's (or, with none, every) publicly visible events from today (each in its own zone), filtered,
   * at most `limit`; `metro` narrows an organization's events to a metro area (the widget with both).
   */
  events(scope: ShareScope | null, filters: ShareFilters, limit: number, metro?: Metro): Promise<SharedEvent[]> {
    const area = scope?.kind === 'metro' ? scope.metro : metro;
    return this.eventRows.upcomingForSharing({
      ...filters,
      organizationId: scope?.kind === 'organization' ? scope.organizationId : undefined,
      metroSlugs: area?.members,
      limit,
    });
  }
}
