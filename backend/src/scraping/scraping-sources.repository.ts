import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { Organization } from '../organizations/organization.entity';
import { FailingSourceDto } from './dto/organization-imports.dto';
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

  /**
   * A source's last run: when, its counts, error, notice and partial read, and the run; and its health: a run that
   * found events resets the failing streak, any other adds to it. Answers the streak as it now stands.
   */
  async recordRun(id: string, runId: string, result: SourceRunResult): Promise<SourceStreak | null> {
    // As a WITH … SELECT, the driver answers the rows (an UPDATE's answer is [rows, count]).
    const [row] = await this.ds.query(
      `WITH u AS (UPDATE scraping_sources
          SET "lastScraped" = now(), "lastEventsFound" = $2, "lastEventsSaved" = $3, "lastEventsUpdated" = $4,
              "lastError" = $5, "lastNotice" = $6, "lastPartial" = $7, "lastRunId" = $8,
              "failingRuns" = CASE WHEN $2 > 0 THEN 0 ELSE "failingRuns" + 1 END,
              "lastFoundAt" = CASE WHEN $2 > 0 THEN now() ELSE "lastFoundAt" END,
              "stoppedNotifiedAt" = CASE WHEN $2 > 0 THEN NULL ELSE "stoppedNotifiedAt" END,
              "updatedAt" = now()
        WHERE id = $1
        RETURNING "failingRuns", "lastFoundAt", "stoppedNotifiedAt")
       SELECT * FROM u`,
      [
        id,
        result.eventsFound,
        result.eventsSaved,
        result.eventsUpdated,
        result.error,
        result.notice ?? null,
        result.partial ?? null,
        runId,
      ],
    );
    return row ?? null;
  }

  /** Marks that a source's organization was told it stopped working; false when it already was (told once per streak). */
  async markStoppedNotified(id: string, m: EntityManager): Promise<boolean> {
    const rows: unknown[] = await m.query(
      `WITH u AS (UPDATE scraping_sources SET "stoppedNotifiedAt" = now() WHERE id = $1 AND "stoppedNotifiedAt" IS NULL RETURNING id)
       SELECT id FROM u`,
      [id],
    );
    return rows.length > 0;
  }

  /** Sources of an organization, by name. */
  ofOrganization(organizationId: string): Promise<ScrapingSource[]> {
    return this.repo.find({ where: { organizationId }, order: { name: 'ASC', createdAt: 'ASC' } });
  }

  /**
   * Sources whose last runs failed or found nothing, longest streak first, with their organization's name and contact
   * (the health board's rows, with the last run's notice).
   */
  failing(limit: number): Promise<Array<FailingSourceDto & { lastNotice: string | null }>> {
    return this.ds.query(
      `SELECT s.id, s.name, s.type, s.url, s.origin, s."failingRuns", s."lastScraped", s."lastError", s."lastFoundAt",
              s."stoppedNotifiedAt" IS NOT NULL AS "stoppedWorking", s."stoppedNotifiedAt", s."organizationId",
              o.name AS "organizationName", o."contactEmail" AS "organizationEmail", s."lastNotice"
         FROM scraping_sources s
         LEFT JOIN organizations o ON o.id = s."organizationId"
        WHERE s."failingRuns" > 0 AND s.active
        ORDER BY s."failingRuns" DESC, s."lastScraped" DESC NULLS LAST, s.name
        LIMIT $1`,
      [limit],
    );
  }
}

/** A source's failing streak after a run. */
export interface SourceStreak {
  failingRuns: number;
  lastFoundAt: Date | null;
  stoppedNotifiedAt: Date | null;
}
