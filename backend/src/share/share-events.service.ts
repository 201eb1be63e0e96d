import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../config/env';
import { EventsRepository, SharedEventRow as SharedEvent } from '../events/events.repository';
import { OrganizationsRepository } from '../organizations/organizations.repository';
import { inMetro, metroZone, ORGANIZATION_NOT_FOUND, ShareScope } from './share-scope';

/** Rows read for a metro before its events are picked by place (the metro's states hold more than the metro). */
const METRO_READ_LIMIT = 2000;

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
    private readonly eventRows: EventsRepository,
    private readonly organizations: OrganizationsRepository,
  ) {}

  private get base(): string {
    return this.config.publicUrl.replace(/\/+$/, '');
  }

  homeUrl(): string {
    return `${this.base}/`;
  }

  eventUrl(id: string): string {
    return `${this.base}/event/${id}`;
  }

  /** Where a family follows the scope: the organization's page, or the site filtered to the metro. */
  subscribeUrl(scope: ShareScope): string {
    return scope.kind === 'organization' ? `${this.base}/organizations/${scope.organizationId}` : `${this.base}/?metro=${scope.metro.slug}`;
  }

  /** The scope's name and zone; 404 for an organization that is unknown or not listed publicly. */
  async describe(scope: ShareScope): Promise<ScopeInfo> {
    if (scope.kind === 'metro') return { name: scope.metro.name, zone: metroZone(scope.metro) };
    const org = await this.organizations.approvedName(scope.organizationId);
    if (!org) throw new DomainError(404, ORGANIZATION_NOT_FOUND);
    return { name: org.name, zone: 'America/Chicago' };
  }

  /** Whether an event belongs to a metro scope (organization scopes are picked in SQL). */
  inScope(e: SharedEvent, scope: ShareScope): boolean {
    return scope.kind === 'metro' ? inMetro(e, scope.metro) : e.organizationId === scope.organizationId;
  }

  /** The scope's (or, with none, every) publicly visible events from today (each in its own zone), optionally within days, at most `limit`. */
  async events(scope: ShareScope | null, window: { from?: string; to?: string }, limit: number): Promise<SharedEvent[]> {
    if (!scope) return this.eventRows.upcomingForSharing({ ...window, limit });
    if (scope.kind === 'organization') return this.eventRows.upcomingForSharing({ ...window, organizationId: scope.organizationId, limit });
    const rows = await this.eventRows.upcomingForSharing({ ...window, states: scope.metro.states, limit: METRO_READ_LIMIT });
    return rows.filter((e) => inMetro(e, scope.metro)).slice(0, limit);
  }
}
