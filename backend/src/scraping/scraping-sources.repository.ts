import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { Organization } from '../organizations/organization.entity';
import { SourceRunResult } from './scrape-run.entity';
import { ScrapingSource, SourceType } from './scraping-source.entity';

/** Every statement on the scraping_sources table. */
@Injectable()
export class ScrapingSourcesRepository {
  constructor(private readonly ds: DataSource) {}

  private get repo() {
    return this.ds.getRepository(ScrapingSource);
  }

  /** Every source, by name. */
  all(): Promise<ScrapingSource[]> {
    return this.repo.find({ order: { name: 'ASC', createdAt: 'ASC' } });
  }

  async counts(): Promise<{ total: number; active: number }> {
    const [total, active] = await Promise.all([this.repo.count(), this.repo.countBy({ active: true })]);
    return { total, active };
  }

  findById(id: string): Promise<ScrapingSource | null> {
    return this.repo.findOneBy({ id });
  }

  insert(fields: Partial<ScrapingSource>): Promise<ScrapingSource> {
    return this.repo.save(this.repo.create(fields));
  }

  async update(id: string, patch: Partial<ScrapingSource>): Promise<void> {
    await this.repo.update({ id }, patch);
  }

  /** Deletes a source; answers whether there was one. */
  async delete(id: string): Promise<boolean> {
    return !!(await this.repo.delete({ id })).affected;
  }

  /**
   * Adds an organization's page as an active source attributed to it; a URL already listed is left as it is
   * (an organization never takes over another's or an admin's source). Answers whether it was added.
   */
  async addFromOrganization(source: { name: string; type: SourceType; url: string; organizationId: string }): Promise<boolean> {
    const r = await this.ds.query(
      `INSERT INTO scraping_sources (name, type, url, active, "organizationId", origin)
       VALUES ($1, $2, $3, true, $4, 'organization')
       ON CONFLICT (url) DO NOTHING
       RETURNING id`,
      [source.name, source.type, source.url, source.organizationId],
    );
    return r.length > 0;
  }

  /** Active sources made from organizations (id, URL and organization). */
  activeFromOrganizations(): Promise<Pick<ScrapingSource, 'id' | 'url' | 'organizationId'>[]> {
    return this.repo.find({ where: { origin: 'organization', active: true }, select: { id: true, url: true, organizationId: true } });
  }

  /** Sources turned off when their organization was rejected (id, URL and organization). */
  pausedWithOrganizations(): Promise<Pick<ScrapingSource, 'id' | 'url' | 'organizationId'>[]> {
    return this.repo.find({ where: { pausedWithOrganization: true }, select: { id: true, url: true, organizationId: true } });
  }

  /** Turns sources off; `withOrganization`: because their organization is no longer approved (its re-approval undoes it). */
  async deactivate(ids: string[], withOrganization = false): Promise<void> {
    if (ids.length) await this.repo.update({ id: In(ids) }, { active: false, pausedWithOrganization: withOrganization });
  }

  /** Turns back on sources paused with their organization. */
  async resume(ids: string[]): Promise<void> {
    if (ids.length) await this.repo.update({ id: In(ids), pausedWithOrganization: true }, { active: true, pausedWithOrganization: false });
  }

  /** The sources a run reads: active ones, those made from an organization only while it is approved. */
  forRun(): Promise<ScrapingSource[]> {
    return this.repo
      .createQueryBuilder('s')
      .leftJoin(Organization, 'o', 'o.id = s.organizationId')
      .where('s.active = true')
      .andWhere(`(s.origin <> 'organization' OR o."isApproved" = true)`)
      .orderBy('s.name', 'ASC')
      .getMany();
  }

  /** A source's last run: when, its counts, its error and its notice. */
  async recordRun(id: string, result: SourceRunResult): Promise<void> {
    await this.repo.update(
      { id },
      {
        lastScraped: new Date(),
        lastEventsFound: result.eventsFound,
        lastEventsSaved: result.eventsSaved,
        lastEventsUpdated: result.eventsUpdated,
        lastError: result.error,
        lastNotice: result.notice ?? null,
      },
    );
  }
}
