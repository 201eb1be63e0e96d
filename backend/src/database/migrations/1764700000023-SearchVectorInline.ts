import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The search document ("searchVector") is kept in the row (storage MAIN) rather than TOAST: a search reads its candidates'
 * documents, and each out-of-line one cost extra index and chunk reads. Applies to rows written from now on.
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
