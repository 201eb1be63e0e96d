import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search at a million events (issue 8), fifth step: the search document ("searchVector", ~2 KB
 * for a 50–400 word description, which PostgreSQL cannot compress) is kept in the row (storage
 * MAIN) instead of the TOAST table. A search reads the documents of its candidates (to test the
 * words while walking the date index, and to rank), and each out-of-line document cost a TOAST
 * index lookup and two chunk reads. Measured on 300k upcoming events: walking to 1,000 matches
 * 34.5 → 20.0 ms, ranking 1,000 documents 10–13 → 4 ms. The row's other long text (the
 * description) now leaves the row first when it does not fit; a document longer than a page
 * still goes out of line. Applies to rows written from now on (existing rows keep their layout
 * until they are rewritten); both layouts read the same.
 */
export class SearchVectorInline1764700000023 implements MigrationInterface {
  name = 'SearchVectorInline1764700000023';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events ALTER COLUMN "searchVector" SET STORAGE MAIN`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events ALTER COLUMN "searchVector" SET STORAGE EXTENDED`);
  }
}
