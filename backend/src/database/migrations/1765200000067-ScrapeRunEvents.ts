import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each scraping run did with each event it read (saved, updated, unchanged, skipped and why), so an
 * admin can answer "why is X missing?". Kept for the last runs only (ScrapeRunEventsRepository prunes).
 */
export class ScrapeRunEvents1765200000067 implements MigrationInterface {
  name = 'ScrapeRunEvents1765200000067';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE scrape_run_events (
        id bigserial PRIMARY KEY,
        "runId" uuid NOT NULL REFERENCES scrape_runs(id) ON DELETE CASCADE,
        "sourceId" uuid NOT NULL REFERENCES scraping_sources(id) ON DELETE CASCADE,
        title varchar(200) NOT NULL,
        date date,
        outcome varchar(20) NOT NULL,
        reason varchar(300),
        "eventId" uuid
      )`);
    await q.query(`CREATE INDEX scrape_run_events_run_idx ON scrape_run_events ("runId", "sourceId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE scrape_run_events`);
  }
}
