import { MigrationInterface, QueryRunner } from 'typeorm';
import { communityColumns } from '../../community-tags/community-columns';

/** Events back-filled this many per statement (bounded memory and statement size). */
const BATCH = 1000;

/**
 * Events' festival, languages, tags and communityChosen, organizations' languages, back-filled by the inference
 * BATCH at a time, with the filters' indexes (docs/festivals.md describes the columns).
 */
export class EventCommunityColumns1765300000073 implements MigrationInterface {
  name = 'EventCommunityColumns1765300000073';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE events
        ADD COLUMN festival varchar(40),
        ADD COLUMN languages text[] NOT NULL DEFAULT '{}',
        ADD COLUMN tags text[] NOT NULL DEFAULT '{}',
        ADD COLUMN "communityChosen" text[] NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE organizations ADD COLUMN languages text[]`);
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows: Array<{ id: string; title: string; description: string | null; organizationName: string | null }> = await q.query(
        `SELECT e.id, e.title, e.description, o.name AS "organizationName"
           FROM events e LEFT JOIN organizations o ON o.id = e."organizationId"
          WHERE e.id > $1 ORDER BY e.id LIMIT ${BATCH}`,
        [after],
      );
      if (!rows.length) break;
      const cols = rows.map((r) => communityColumns(r));
      await q.query(
        `UPDATE events e SET festival = x.festival,
                languages = ARRAY(SELECT jsonb_array_elements_text(x.languages)),
                tags = ARRAY(SELECT jsonb_array_elements_text(x.tags))
           FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, festival text, languages jsonb, tags jsonb)
          WHERE e.id = x.id`,
        [JSON.stringify(rows.map((r, i) => ({ id: r.id, festival: cols[i].festival, languages: cols[i].languages, tags: cols[i].tags })))],
      );
      after = rows[rows.length - 1].id;
    }
    // The back-fill queued the deferred public-version triggers; CREATE INDEX refuses to run with them pending.
    await q.query(`SET CONSTRAINTS ALL IMMEDIATE`);
    await q.query(`CREATE INDEX events_languages_idx ON events USING gin (languages) WHERE "isApproved"`);
    await q.query(`CREATE INDEX events_tags_idx ON events USING gin (tags) WHERE "isApproved"`);
    await q.query(`CREATE INDEX events_festival_date_idx ON events (festival, date) WHERE "isApproved" AND festival IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS events_languages_idx`);
    await q.query(`DROP INDEX IF EXISTS events_tags_idx`);
    await q.query(`DROP INDEX IF EXISTS events_festival_date_idx`);
    await q.query(`ALTER TABLE organizations DROP COLUMN languages`);
    await q.query(`ALTER TABLE events DROP COLUMN festival, DROP COLUMN languages, DROP COLUMN tags, DROP COLUMN "communityChosen"`);
  }
}
