import { Injectable } from '@nestjs/common';
import { isOrganizer, type Principal } from '../auth/principal';
import { DomainError } from '../common/api-error';
import { EventsService } from '../events/events.service';
import { OrganizationsService } from '../organizations/organizations.service';
import { EventInsightsResponse, InsightPeriod, OrganizationInsightsResponse } from './dto/insights.dto';
import { Activity, DailyCount, EventActivityRepository } from './event-activity.repository';
import { dailySeries, lastDays } from './insight-series';

/** Organizers and admins see an event's activity over this many days. */
const EVENT_INSIGHT_DAYS = 30;

/** What visitors did with events, for their organizers and admins (counted by PageViewsService and saves). */
@Injectable()
export class InsightsService {
  constructor(
    private readonly activity: EventActivityRepository,
    private readonly events: EventsService,
    private readonly organizations: OrganizationsService,
  ) {}

  /** One event's last 30 days: its organizer or an admin; anyone else 404 'Event not found'. */
  async forEvent(p: Principal, eventId: string): Promise<EventInsightsResponse> {
    const owner = await this.events.ownerOf(eventId);
    if (owner === undefined || (isOrganizer(p) && owner !== p.organizationId)) throw new DomainError('event_not_found');
    const period = lastDays(EVENT_INSIGHT_DAYS);
    return this.eventSeries(eventId, period, await this.activity.counts({ eventId }, period.from, period.to));
  }

  /** Every event of an organization with activity in the last 30 days: its organizer or an admin. */
  async forOrganization(p: Principal, organizationId: string): Promise<OrganizationInsightsResponse> {
    if (isOrganizer(p) && p.organizationId !== organizationId)
      throw new DomainError('not_own_organization', { params: { what: 'insights' } });
    if (!(await this.organizations.exists(organizationId))) throw new DomainError('organization_not_found');
    const period = lastDays(EVENT_INSIGHT_DAYS);
    const counts = await this.activity.counts({ organizationId }, period.from, period.to);
    const ids = [...new Set(counts.map((c) => c.eventId))].sort();
    return {
      organizationId,
      ...period,
      totals: dailySeries(period, counts).totals,
      events: ids.map((id) => this.eventSeries(id, period, counts)),
    };
  }

  /** Site-wide counts per day (every event) over the last `days` days. */
  async siteSeries(days: number): Promise<InsightPeriod & ReturnType<typeof dailySeries>> {
    const period = lastDays(days);
    return { ...period, ...dailySeries(period, await this.activity.siteCounts(period.from, period.to)) };
  }

  /** Records visitors' activities (PageViewsService's batches); repeats within a session's day are left out. */
  record(activities: Activity[]): Promise<void> {
    return this.activity.insert(activities);
  }

  /** One event's series, from counts of any events. */
  private eventSeries(eventId: string, period: InsightPeriod, counts: DailyCount[]): EventInsightsResponse {
    const own = counts.filter((c) => c.eventId === eventId);
    return { eventId, ...period, ...dailySeries(period, own) };
  }
}
