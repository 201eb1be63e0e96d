import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each source keeps its last run's notice (why it found nothing, e.g. "The feed has 30 events, all before today."). */
export class ScrapingSourceNotice1765300000180 implements MigrationInterface {
  name = 'ScrapingSourceNotice1765300000180';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE scraping_sources ADD COLUMN "lastNotice" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE scraping_sources DROP COLUMN IF EXISTS "lastNotice"`);
  }
}
