import { MigrationInterface, QueryRunner } from 'typeorm';

/** The GIN indexes on events that public search and duplicate detection read. */
const INDEXES = ['events_month_lexemes_idx', 'events_search_idx', 'events_title_trgm_idx'];

/**
 * The GIN indexes on events take new entries straight into their trees (`fastupdate = off`): every lookup scans the pending
 * list, so searches slowed after a burst of inserts. Inserts cost a little more, which a read-mostly directory affords.
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
