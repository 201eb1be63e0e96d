import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { filterIds, filterText, idIn, orderAndPage, RaListParams, whereContains } from '../common/ra-dialect';
import { CommunityStats } from './community-stats.entity';

const SORT_COLUMNS: Record<string, string> = {
  id: 's.id',
  region: 's.region',
  city: 's.city',
  state: 's.state',
  lastUpdated: 's."lastUpdated"',
  createdAt: 's."createdAt"',
};
export const COMMUNITY_STATS_SORT_FIELDS = Object.keys(SORT_COLUMNS);
/** The admin list's filters: q (region or city), id. */
export const COMMUNITY_STATS_FILTERS = { q: filterText(), id: filterIds };
export type CommunityStatsList = RaListParams<typeof COMMUNITY_STATS_FILTERS>;

/** Every statement on the community_stats table (the figures admins maintain for the statistics panel). */
@Injectable()
export class CommunityStatsRepository {
  constructor(private readonly ds: DataSource) {}

  private get repo() {
    return this.ds.getRepository(CommunityStats);
  }

  findById(id: string): Promise<CommunityStats | null> {
    return this.repo.findOneBy({ id });
  }

  findByRegion(region: string): Promise<CommunityStats | null> {
    return this.repo.findOneBy({ region });
  }

  async update(id: string, patch: Partial<CommunityStats>): Promise<void> {
    await this.repo.update({ id }, patch);
  }

  /** Inserts the row unless its region has one. */
  async insertIfMissing(row: Partial<CommunityStats>): Promise<void> {
    await this.ds.createQueryBuilder().insert().into(CommunityStats).values(row).orIgnore().execute();
  }

  /** A page of the admin list and the total. */
  async list(p: CommunityStatsList): Promise<{ rows: CommunityStats[]; total: number }> {
    const qb = whereContains(this.repo.createQueryBuilder('s'), ['s.region', 's.city'], p.filter.q);
    if (p.filter.id) qb.andWhere(idIn('s.id', 'ids'), { ids: p.filter.id });
    const [rows, total] = await orderAndPage(qb, p, SORT_COLUMNS, 's.id').getManyAndCount();
    return { rows, total };
  }
}
