import { MigrationInterface, QueryRunner } from 'typeorm';

/** The GIN indexes on events that public search and duplicate detection read. */
const INDEXES = ['events_month_lexemes_idx', 'events_search_idx', 'events_title_trgm_idx'];

/**
 * Search at a million events (issue 8), sixth step: the GIN indexes on events take new entries
 * straight into their trees (`fastupdate = off`) instead of a pending list merged later. Every
 * lookup scans the whole pending list, and a search makes up to 25 lookups (one per month), so
 * after a burst of inserts (a scraping import, the benchmark's create-event run) searches slowed
 * until autovacuum came: 100k events plus 20,000 single-row inserts, the bench's 200 searches
 * p95 23 → 226 ms with the pending list, 28 → 28 ms without. Inserts cost more (20,000 rows by 8
 * writers 11.2 → 17.5 s; create-event at 32 connections ~13% fewer requests/s, A/B on one
 * server), which a directory read far more often than written can afford.
 */
export class SearchIndexesWithoutPendingList1764700000025 implements MigrationInterface {
  name = 'SearchIndexesWithoutPendingList1764700000025';

  async up(q: QueryRunner): Promise<void> {
    for (const index of INDEXES) {
      await q.query(`ALTER INDEX ${index} SET (fastupdate = off)`);
      // Entries already waiting move into the tree now.
      await q.query(`SELECT gin_clean_pending_list('${index}'::regclass)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of INDEXES) await q.query(`ALTER INDEX ${index} RESET (fastupdate)`);
  }
}
