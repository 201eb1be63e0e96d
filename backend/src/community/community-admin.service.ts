import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/api-error';
import { idIn, likeEscape, RaListParams } from '../common/ra-dialect';
import { CommunityStats } from './community-stats.entity';
import { ContactMessage } from './contact-message.entity';
import { AdminSummaryResponse, UpdateCommunityStatsDto, UpdateContactMessageDto } from './dto/community-admin.dto';

const MESSAGE_SORT: Record<string, string> = {
  id: 'm.id',
  createdAt: 'm."createdAt"',
  name: 'lower(m.name)',
  email: 'lower(m.email)',
  subject: 'lower(m.subject)',
  handled: 'm.handled',
  handledAt: 'm."handledAt"',
};
export const CONTACT_MESSAGE_SORT_FIELDS = Object.keys(MESSAGE_SORT);

const STATS_SORT: Record<string, string> = {
  id: 's.id',
  region: 's.region',
  city: 's.city',
  state: 's.state',
  lastUpdated: 's."lastUpdated"',
  createdAt: 's."createdAt"',
};
export const COMMUNITY_STATS_SORT_FIELDS = Object.keys(STATS_SORT);

/** Admin side of the community module: contact messages inbox, statistics editor, dashboard counts. */
@Injectable()
export class CommunityAdminService {
  constructor(private readonly ds: DataSource) {}

  async listMessages(
    p: RaListParams,
    f: { q?: string; handled?: boolean; ids?: string[] },
  ): Promise<{ rows: ContactMessage[]; total: number }> {
    const qb = this.ds.getRepository(ContactMessage).createQueryBuilder('m');
    if (f.q) {
      const like = `%${likeEscape(f.q.toLowerCase())}%`;
      qb.andWhere(
        `(lower(m.name) LIKE :like ESCAPE '\\' OR lower(m.email) LIKE :like ESCAPE '\\' OR lower(m.subject) LIKE :like ESCAPE '\\' OR lower(m.message) LIKE :like ESCAPE '\\')`,
        { like },
      );
    }
    if (f.handled !== undefined) qb.andWhere('m.handled = :handled', { handled: f.handled });
    if (f.ids) qb.andWhere(idIn('m.id', 'ids'), { ids: f.ids });
    qb.orderBy(MESSAGE_SORT[p.sort.field], p.sort.order, p.sort.order === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST');
    if (p.sort.field !== 'id') qb.addOrderBy('m.id', p.sort.order);
    const [rows, total] = await qb.offset(p.skip).limit(p.take).getManyAndCount();
    return { rows, total };
  }

  async getMessage(id: string): Promise<ContactMessage> {
    const m = await this.ds.getRepository(ContactMessage).findOneBy({ id });
    if (!m) throw new DomainError(404, 'Message not found');
    return m;
  }

  async updateMessage(id: string, dto: UpdateContactMessageDto): Promise<ContactMessage> {
    const m = await this.getMessage(id);
    if (m.handled !== dto.handled) {
      await this.ds.getRepository(ContactMessage).update({ id }, { handled: dto.handled, handledAt: dto.handled ? new Date() : null });
    }
    return this.getMessage(id);
  }

  async listStats(p: RaListParams, f: { q?: string; ids?: string[] }): Promise<{ rows: CommunityStats[]; total: number }> {
    const qb = this.ds.getRepository(CommunityStats).createQueryBuilder('s');
    if (f.q)
      qb.andWhere(`(lower(s.region) LIKE :like ESCAPE '\\' OR lower(s.city) LIKE :like ESCAPE '\\')`, {
        like: `%${likeEscape(f.q.toLowerCase())}%`,
      });
    if (f.ids) qb.andWhere(idIn('s.id', 'ids'), { ids: f.ids });
    qb.orderBy(STATS_SORT[p.sort.field], p.sort.order, p.sort.order === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST');
    if (p.sort.field !== 'id') qb.addOrderBy('s.id', p.sort.order);
    const [rows, total] = await qb.offset(p.skip).limit(p.take).getManyAndCount();
    return { rows, total };
  }

  async getStats(id: string): Promise<CommunityStats> {
    const s = await this.ds.getRepository(CommunityStats).findOneBy({ id });
    if (!s) throw new DomainError(404, 'Statistics not found');
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
    await this.ds.getRepository(CommunityStats).update({ id }, patch);
    return this.getStats(id);
  }

  async summary(): Promise<AdminSummaryResponse> {
    const [row] = await this.ds.query(`
      SELECT
        (SELECT count(*) FROM organizations WHERE NOT "isApproved" AND "rejectionReason" IS NULL)::int AS "pendingOrganizations",
        (SELECT count(*) FROM events WHERE NOT "isApproved")::int AS "pendingEvents",
        (SELECT count(*) FROM contact_messages WHERE NOT handled)::int AS "unhandledMessages",
        (SELECT count(*) FROM scraping_sources)::int AS "scrapingSources",
        (SELECT count(*) FROM scraping_sources WHERE active)::int AS "activeScrapingSources"`);
    return row as AdminSummaryResponse;
  }
}
