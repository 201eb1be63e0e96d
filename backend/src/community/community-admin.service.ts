import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/api-error';
import { EventsQueryService } from '../events/events-query.service';
import { EventsService } from '../events/events.service';
import { FollowsService } from '../follows/follows.service';
import { InsightsService } from '../insights/insights.service';
import { OrganizationsAdminService } from '../organizations/organizations-admin.service';
import { OrganizationsService } from '../organizations/organizations.service';
import { ScrapingSourcesService } from '../scraping/scraping-sources.service';
import { CommunityStats } from './community-stats.entity';
import { CommunityStatsList, CommunityStatsRepository } from './community-stats.repository';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageList, ContactMessagesRepository } from './contact-messages.repository';
import { AdminSummaryResponse, UpdateCommunityStatsDto, UpdateContactMessageDto } from './dto/community-admin.dto';
import { LiveStatisticsResponse } from './dto/live-statistics.dto';
import { PageViewsService } from './page-views.service';
import { SavedEventsService } from './saved-events.service';

/** The admin Statistics page's series covers this many days; its page-view figure this many. */
const LIVE_SERIES_DAYS = 90;
const LIVE_PAGE_VIEW_DAYS = 30;

/** Admin side of the community module: contact messages inbox, statistics editor, dashboard counts, measured figures. */
@Injectable()
export class CommunityAdminService {
  constructor(
    private readonly messages: ContactMessagesRepository,
    private readonly stats: CommunityStatsRepository,
    private readonly events: EventsService,
    private readonly organizations: OrganizationsAdminService,
    private readonly sources: ScrapingSourcesService,
    private readonly eventsQuery: EventsQueryService,
    private readonly approvedOrganizations: OrganizationsService,
    private readonly pageViews: PageViewsService,
    private readonly saved: SavedEventsService,
    private readonly insights: InsightsService,
    private readonly follows: FollowsService,
  ) {}

  listMessages(p: ContactMessageList): Promise<{ rows: ContactMessage[]; total: number }> {
    return this.messages.list(p);
  }

  async getMessage(id: string): Promise<ContactMessage> {
    const m = await this.messages.findById(id);
    if (!m) throw new DomainError('message_not_found');
    return m;
  }

  async updateMessage(id: string, dto: UpdateContactMessageDto): Promise<ContactMessage> {
    const m = await this.getMessage(id);
    if (m.handled !== dto.handled) await this.messages.setHandled(id, dto.handled);
    return this.getMessage(id);
  }

  listStats(p: CommunityStatsList): Promise<{ rows: CommunityStats[]; total: number }> {
    return this.stats.list(p);
  }

  async getStats(id: string): Promise<CommunityStats> {
    const s = await this.stats.findById(id);
    if (!s) throw new DomainError('statistics_not_found');
    return s;
  }

  async updateStats(id: string, dto: UpdateCommunityStatsDto): Promise<CommunityStats> {
    await this.getStats(id);
    const patch: Partial<CommunityStats> = { lastUpdated: new Date() };
    for (const k of [
      'city',
      'totalEvents',
      'totalOrganizations',
      'totalFamilies',
      'monthlyViews',
      'eventsSavedThisMonth',
      'activeOrganizationsThisMonth',
    ] as const) {
      if (dto[k] !== undefined) (patch as Record<string, unknown>)[k] = dto[k];
    }
    if (dto.state !== undefined) patch.state = dto.state ? dto.state.toUpperCase() : null;
    await this.stats.update(id, patch);
    return this.getStats(id);
  }

  /** The dashboard tiles: each count from the module that owns the table. */
  async summary(): Promise<AdminSummaryResponse> {
    const [pendingOrganizations, pendingEvents, unhandledMessages, sources] = await Promise.all([
      this.organizations.countPending(),
      this.events.countPending(),
      this.messages.countUnhandled(),
      this.sources.counts(),
    ]);
    return {
      pendingOrganizations,
      pendingEvents,
      unhandledMessages,
      scrapingSources: sources.total,
      activeScrapingSources: sources.active,
    };
  }

  /** Measured figures for admins, beside the public figures they edit (CommunityStats). */
  async liveStatistics(): Promise<LiveStatisticsResponse> {
    const series = await this.insights.siteSeries(LIVE_SERIES_DAYS);
    const recent = series.daily.slice(-LIVE_PAGE_VIEW_DAYS)[0].date;
    const [events, organizations, saves, pageViews, subscribers] = await Promise.all([
      this.eventsQuery.countUpcoming(),
      this.approvedOrganizations.countApproved(),
      this.saved.count(),
      this.pageViews.perDay(series.from, series.to),
      this.follows.countSubscribers(),
    ]);
    const viewsByDay = new Map(pageViews.map((r) => [r.day, r.count]));
    return {
      events,
      organizations,
      pageViews: pageViews.filter((r) => r.day >= recent).reduce((n, r) => n + r.count, 0),
      saves,
      subscribers,
      from: series.from,
      to: series.to,
      daily: series.daily.map((d) => ({ ...d, pageViews: viewsByDay.get(d.date) ?? 0 })),
    };
  }
}
