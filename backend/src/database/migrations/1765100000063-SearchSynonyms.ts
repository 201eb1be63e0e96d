import { MigrationInterface, QueryRunner } from 'typeorm';
import { shippedSynonymGroups } from '../../events/search-synonyms.seed';

/**
 * search_synonyms: groups of words a search treats as one ('diwali' also finds 'deepavali'), edited by
 * admins (GET/POST/PUT/DELETE /api/admin/search-synonyms) without a code change. Shipped with the
 * festival names' variants (festivals/festival-synonyms.ts) and the community's everyday variants.
 */
export class SearchSynonyms1765100000063 implements MigrationInterface {
  name = 'SearchSynonyms1765100000063';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE search_synonyms (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(80) NOT NULL,
        terms text[] NOT NULL CHECK (cardinality(terms) BETWEEN 2 AND 30),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    const groups = shippedSynonymGroups();
    await q.query(
      `INSERT INTO search_synonyms (name, terms) SELECT g.name, g.terms::text[] FROM unnest($1::text[], $2::text[]) AS g(name, terms)`,
      [
        groups.map((g) => g.name),
        // unnest cannot take a ragged 2-D array: each group's terms travel as one comma-joined text.
        groups.map((g) => `{${g.terms.join(',')}}`),
      ],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS search_synonyms`);
  }
}
