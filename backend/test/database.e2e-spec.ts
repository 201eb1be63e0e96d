import * as fs from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';
import { createDataSource, runMigrationsLocked } from '../src/database/data-source';
import { MIGRATIONS } from '../src/database/migrations';
import { MIGRATIONS_BEFORE_BASELINE } from '../src/database/migrations/1765350000000-Baseline';
import { SCHEMA_FILE, schemaSql } from '../src/database/schema-sql';
import { createTestDatabase } from './support/pg-cluster';

/** A database as Sangam made it before the migration baseline: its schema and the rows its migrations wrote. */
const BEFORE_BASELINE = fs.readFileSync(path.join(__dirname, 'fixtures', 'database-before-baseline.sql'), 'utf8');

async function withClient<T>(url: string, work: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

describe('embedded cluster connection', () => {
  it("connects over the cluster's Unix socket, and still answers on TCP 127.0.0.1 for other tools", async () => {
    const url = process.env.SANGAM_TEST_PG_ADMIN_URL!;
    expect(decodeURIComponent(new URL(url).hostname)).toMatch(/^\/.*\/pg$/);
    const overSocket = new Client({ connectionString: url });
    await overSocket.connect();
    // inet_server_addr() is null on a Unix-socket connection.
    expect((await overSocket.query(`SELECT inet_server_addr() AS a`)).rows[0].a).toBeNull();
    await overSocket.end();
    const tcp = new URL(url);
    tcp.hostname = '127.0.0.1';
    const overTcp = new Client({ connectionString: tcp.toString() });
    await overTcp.connect();
    expect((await overTcp.query(`SELECT host(inet_server_addr()) AS a`)).rows[0].a).toBe('127.0.0.1');
    await overTcp.end();
  });
});

describe('connection settings', () => {
  it("gives every connection the planner's cost of a page read from memory (PLANNER_OPTIONS)", async () => {
    const db = await createTestDatabase({ empty: true });
    const ds = createDataSource({ url: db.url, poolSize: 2 });
    await ds.initialize();
    try {
      expect(await ds.query(`SHOW random_page_cost`)).toEqual([{ random_page_cost: '1.1' }]);
    } finally {
      await ds.destroy();
      await db.drop();
    }
  });
});

describe('database schema', () => {
  it('migrations apply on an empty database and are idempotent on restart', async () => {
    const db = await createTestDatabase({ empty: true });
    try {
      const ds = createDataSource({ url: db.url, poolSize: 2 });
      await ds.initialize();
      const first = await runMigrationsLocked(ds);
      expect(first.length).toBeGreaterThan(0);
      const second = await runMigrationsLocked(ds);
      expect(second).toEqual([]);
      const tables = await ds.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
      expect(tables.map((t: { tablename: string }) => t.tablename)).toEqual(
        expect.arrayContaining([
          'admin_users',
          'community_stats',
          'contact_messages',
          'events',
          'organizations',
          'page_views',
          'saved_events',
          'scrape_runs',
          'scraping_sources',
        ]),
      );
      await ds.destroy();
    } finally {
      await db.drop();
    }
  });

  it('backend/src/database/schema.sql is the schema the migrations make (`npm run schema:dump` writes it)', async () => {
    const db = await createTestDatabase();
    try {
      const schema = await withClient(db.url, schemaSql);
      expect(schema === fs.readFileSync(SCHEMA_FILE, 'utf8') ? 'current' : 'stale: run npm run schema:dump').toBe('current');
    } finally {
      await db.drop();
    }
  });

  it('migrations/index.ts lists every migration file once, in the order TypeORM runs them (by timestamp)', () => {
    const stamps = MIGRATIONS.map((m) => Number(/\d{13}$/.exec(m.name)![0]));
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
    expect(new Set(stamps).size).toBe(stamps.length);
    const files = fs
      .readdirSync(path.join(__dirname, '../src/database/migrations'))
      .filter((f) => /^\d{13}-\w+\.ts$/.test(f))
      .map((f) => f.replace(/^(\d{13})-(\w+)\.ts$/, '$2$1'));
    expect(MIGRATIONS.map((m) => m.name).sort()).toEqual(files.sort());
  });

  it('a database made before the baseline upgrades: its rows stay, and its schema becomes schema.sql', async () => {
    const db = await createTestDatabase({ empty: true });
    const ds = createDataSource({ url: db.url, poolSize: 2 });
    try {
      await withClient(db.url, async (c) => {
        await c.query(BEFORE_BASELINE);
        const [org] = (
          await c.query(`INSERT INTO organizations (name, city, state, "isApproved") VALUES ('Temple', 'Irving', 'TX', true) RETURNING id`)
        ).rows;
        await c.query(
          `INSERT INTO events (title, description, category, date, "startTime", venue, city, state, "organizationId", "isApproved")
           SELECT 'Diwali Mela ' || i, 'Lights and music.', 'Cultural Events', current_date + i, '6:00 PM', 'Hall', 'Irving', 'TX', $1, true
             FROM generate_series(1, 20) AS i`,
          [org.id],
        );
        // A deleted event's word stayed in the vocabulary then.
        await c.query(
          `INSERT INTO events (title, category, date, "startTime", venue, city, state) VALUES ('Quokkafest', 'Sports', current_date, '6:00 PM', 'Park', 'Irving', 'TX')`,
        );
        await c.query(`DELETE FROM events WHERE title = 'Quokkafest'`);
        expect((await c.query(`SELECT count(*)::int AS n FROM search_terms WHERE term = 'quokkafest'`)).rows[0].n).toBe(1);
      });
      await ds.initialize();
      expect(await runMigrationsLocked(ds)).toEqual(MIGRATIONS.map((m) => m.name));
      const [row] = await ds.query(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE "searchVector" @@ to_tsquery('diwali'))::int AS found FROM events`,
      );
      expect(row).toEqual({ n: 20, found: 20 });
      expect(await ds.query(`SELECT term FROM search_terms WHERE term IN ('quokkafest', 'diwali', 'mela') ORDER BY 1`)).toEqual([
        { term: 'diwali' },
        { term: 'mela' },
      ]);
      const [{ n: festivals }] = await ds.query(`SELECT count(*)::int AS n FROM festival_dates`);
      expect(festivals).toBeGreaterThan(100);
      expect(await withClient(db.url, schemaSql)).toBe(fs.readFileSync(SCHEMA_FILE, 'utf8'));
    } finally {
      if (ds.isInitialized) await ds.destroy();
      await db.drop();
    }
  });

  it('a database stopped part-way before the baseline is refused with the way forward, and left as it was', async () => {
    const db = await createTestDatabase({ empty: true });
    const ds = createDataSource({ url: db.url, poolSize: 2 });
    try {
      const last = MIGRATIONS_BEFORE_BASELINE[MIGRATIONS_BEFORE_BASELINE.length - 1];
      await withClient(db.url, async (c) => {
        await c.query(BEFORE_BASELINE);
        await c.query(`DELETE FROM migrations WHERE name = $1`, [last]);
      });
      await ds.initialize();
      await expect(runMigrationsLocked(ds)).rejects.toThrow(`start a Sangam from before the baseline (its last migration is ${last})`);
      expect(await ds.query(`SELECT count(*)::int AS n FROM migrations WHERE name = 'Baseline1765350000000'`)).toEqual([{ n: 0 }]);
    } finally {
      if (ds.isInitialized) await ds.destroy();
      await db.drop();
    }
  });

  it('two instances migrating at once apply each migration exactly once', async () => {
    const db = await createTestDatabase({ empty: true });
    try {
      const a = createDataSource({ url: db.url, poolSize: 2 });
      const b = createDataSource({ url: db.url, poolSize: 2 });
      await Promise.all([a.initialize(), b.initialize()]);
      const [ra, rb] = await Promise.all([runMigrationsLocked(a), runMigrationsLocked(b)]);
      expect(ra.length + rb.length).toBe(Math.max(ra.length, rb.length));
      const [{ n }] = await a.query(`SELECT count(*)::int AS n FROM migrations`);
      expect(n).toBe(Math.max(ra.length, rb.length));
      await Promise.all([a.destroy(), b.destroy()]);
    } finally {
      await db.drop();
    }
  });

  describe('constraints', () => {
    let db: Awaited<ReturnType<typeof createTestDatabase>>;
    let c: Client;
    beforeAll(async () => {
      db = await createTestDatabase();
      c = new Client({ connectionString: db.url });
      await c.connect();
    });
    afterAll(async () => {
      await c.end();
      await db.drop();
    });
    const org = async (extra = '') =>
      (
        await c.query(
          `INSERT INTO organizations (name, city, state${extra ? ', ' + extra.split('=')[0] : ''}) VALUES ('Temple', 'Dallas', 'TX'${extra ? ', ' + extra.split('=')[1] : ''}) RETURNING id`,
        )
      ).rows[0].id;

    const rejects = async (sql: string, params: unknown[] = []) => {
      await expect(c.query(sql, params)).rejects.toThrow();
    };

    it('admin usernames and emails are unique', async () => {
      await c.query(`INSERT INTO admin_users (username, email, "passwordHash") VALUES ('root', 'root@x.org', 'h')`);
      await rejects(`INSERT INTO admin_users (username, email, "passwordHash") VALUES ('root', 'other@x.org', 'h')`);
      await rejects(`INSERT INTO admin_users (username, email, "passwordHash") VALUES ('other', 'root@x.org', 'h')`);
    });

    it('registered organizers have unique emails (case-insensitive); plain submissions may repeat', async () => {
      await c.query(
        `INSERT INTO organizations (name, city, state, "contactEmail", "isRegistered", "passwordHash") VALUES ('A', 'Dallas', 'TX', 'a@x.org', true, 'h')`,
      );
      await rejects(
        `INSERT INTO organizations (name, city, state, "contactEmail", "isRegistered", "passwordHash") VALUES ('B', 'Dallas', 'TX', 'A@X.org', true, 'h')`,
      );
      await c.query(`INSERT INTO organizations (name, city, state, "contactEmail") VALUES ('C', 'Dallas', 'TX', 'a@x.org')`);
    });

    it('required fields, state codes, prices and categories are checked', async () => {
      const id = await org();
      const ev = (cols: string, vals: string) =>
        c.query(
          `INSERT INTO events (title, category, date, "startTime", venue, city, state, "organizationId"${cols}) VALUES ('Garba', 'Cultural Events', '2030-01-01', '7:00 PM', 'Hall', 'Plano', 'TX', $1${vals})`,
          [id],
        );
      await ev('', '');
      await expect(ev(', price', ', -5')).rejects.toThrow(/price/);
      await rejects(
        `INSERT INTO events (title, category, date, "startTime", venue, city, state) VALUES ('', 'Sports', '2030-01-01', '1 PM', 'x', 'y', 'TX')`,
      );
      await rejects(
        `INSERT INTO events (title, category, date, "startTime", venue, city, state) VALUES ('X', 'Sports', '2030-01-01', '1 PM', 'x', 'y', 'Texas')`,
      );
      await rejects(`INSERT INTO events (title, category, "startTime", venue, city, state) VALUES ('X', 'Sports', '1 PM', 'x', 'y', 'TX')`);
      await rejects(`INSERT INTO organizations (name, city, state) VALUES ('X', 'Dallas', 'tx')`);
    });

    it('price is numeric(10,2) and createdAt/updatedAt are maintained by the database', async () => {
      const id = await org();
      const r = await c.query(
        `INSERT INTO events (title, category, date, "startTime", venue, city, state, "organizationId", price) VALUES ('Mela', 'Cultural Events', '2030-01-01', '10 AM', 'Park', 'Irving', 'TX', $1, 12.345) RETURNING id, price, "createdAt", "updatedAt"`,
        [id],
      );
      expect(r.rows[0].price).toBe('12.35');
      await expect(c.query(`UPDATE events SET price = 123456789.00 WHERE id = $1`, [r.rows[0].id])).rejects.toThrow();
      // now() is each transaction's start, in microseconds: the update's starts after the insert's committed.
      const u = await c.query(`UPDATE events SET title = 'Mela 2' WHERE id = $1 RETURNING "updatedAt"`, [r.rows[0].id]);
      expect(new Date(u.rows[0].updatedAt).getTime()).toBeGreaterThan(new Date(r.rows[0].updatedAt).getTime());
    });

    it('deleting an organization deletes its events and their saves; deleting an event keeps page views', async () => {
      const id = await org();
      const e = (
        await c.query(
          `INSERT INTO events (title, category, date, "startTime", venue, city, state, "organizationId") VALUES ('Puja', 'Religious Festivals', '2030-01-01', '9 AM', 'Temple', 'Irving', 'TX', $1) RETURNING id`,
          [id],
        )
      ).rows[0].id;
      await c.query(`INSERT INTO saved_events ("eventId", "userSession") VALUES ($1, 's1')`, [e]);
      await rejects(`INSERT INTO saved_events ("eventId", "userSession") VALUES ($1, 's1')`, [e]);
      await c.query(`INSERT INTO page_views ("sessionId", page, "eventId") VALUES ('s1', '/event', $1)`, [e]);
      await c.query(`DELETE FROM organizations WHERE id = $1`, [id]);
      expect((await c.query(`SELECT count(*)::int n FROM events WHERE id = $1`, [e])).rows[0].n).toBe(0);
      expect((await c.query(`SELECT count(*)::int n FROM saved_events WHERE "eventId" = $1`, [e])).rows[0].n).toBe(0);
      expect((await c.query(`SELECT "eventId" FROM page_views WHERE "sessionId" = 's1'`)).rows[0].eventId).toBeNull();
    });

    it('only one scraping run can be running at a time', async () => {
      await c.query(`INSERT INTO scrape_runs (status) VALUES ('running')`);
      await rejects(`INSERT INTO scrape_runs (status) VALUES ('running')`);
      await c.query(`INSERT INTO scrape_runs (status) VALUES ('succeeded')`);
    });

    it('the search vector covers title, organization name, venue, city and description', async () => {
      const id = (
        await c.query(`INSERT INTO organizations (name, city, state) VALUES ('Bengali Association', 'Chicago', 'IL') RETURNING id`)
      ).rows[0].id;
      await c.query(
        `INSERT INTO events (title, description, category, date, "startTime", venue, city, state, "organizationId") VALUES ('Kali Puja', 'anjali and bhog', 'Religious Festivals', '2030-01-01', '5 PM', 'Lemont Mandir', 'Lemont', 'IL', $1)`,
        [id],
      );
      for (const q of ['kali', 'bengali', 'lemont', 'bhog', 'mandir']) {
        const r = await c.query(`SELECT count(*)::int n FROM events WHERE "searchVector" @@ to_tsquery('english', $1)`, [q]);
        expect([q, r.rows[0].n]).toEqual([q, 1]);
      }
      await c.query(`UPDATE organizations SET name = 'Durga Samiti' WHERE id = $1`, [id]);
      const r = await c.query(`SELECT count(*)::int n FROM events WHERE "searchVector" @@ to_tsquery('english', 'durga')`);
      expect(r.rows[0].n).toBe(1);
    });

    it('a long search document stays in the row (search reads it without a TOAST lookup)', async () => {
      const description = Array.from({ length: 300 }, (_, i) => `raga${i}tala`).join(' ');
      const row = (
        await c.query(
          `INSERT INTO events (title, description, category, date, "startTime", venue, city, state) VALUES ('Sangeet Sandhya', $1, 'Music', '2030-01-02', '6:00 PM', 'Hall', 'Edison', 'NJ')
           RETURNING pg_column_size("searchVector") AS size`,
          [description],
        )
      ).rows[0];
      expect(row.size).toBeGreaterThan(2500); // over the 2 kB at which PostgreSQL moves long values out of a row
      const stored = await c.query(`SELECT pg_column_toast_chunk_id("searchVector") AS chunk FROM events WHERE title = 'Sangeet Sandhya'`);
      expect(stored.rows[0].chunk).toBeNull();
    });

    it("search's GIN index takes entries straight into its tree (no pending list for every lookup to scan)", async () => {
      const r = await c.query(`SELECT relname, reloptions FROM pg_class WHERE relname = 'events_search_idx'`);
      expect(r.rows).toEqual([{ relname: 'events_search_idx', reloptions: ['fastupdate=off'] }]);
    });

    it("the search vocabulary forgets a deleted (or rejected) event's words that no other event holds", async () => {
      const terms = async (words: string[]) =>
        (await c.query(`SELECT term FROM search_terms WHERE term = ANY($1::text[]) ORDER BY term`, [words])).rows.map(
          (r: { term: string }) => r.term,
        );
      const add = async (title: string, description: string, isApproved = false) =>
        (
          await c.query(
            `INSERT INTO events (title, description, category, date, "startTime", venue, city, state, "isApproved")
             VALUES ($1, $2, 'Cultural Events', '2030-04-01', '6:00 PM', 'Zorbatronic Hall', 'Dallas', 'TX', $3) RETURNING id`,
            [title, description, isApproved],
          )
        ).rows[0].id;
      const spam = await add('Quixotrel Giveaways', 'Win quixotrel prizes and wuzzleberry coupons');
      const kept = await add('Wuzzleberry Fair', 'Fruit stalls', true);
      const words = ['quixotrel', 'giveaway', 'giveaways', 'wuzzleberry', 'zorbatronic'];
      expect(await terms(words)).toEqual(['giveaway', 'giveaways', 'quixotrel', 'wuzzleberry', 'zorbatronic']);
      // Rejecting a pending event deletes it: its own words go, the words another event holds stay.
      await c.query(`DELETE FROM events WHERE id = $1`, [spam]);
      expect(await terms(words)).toEqual(['wuzzleberry', 'zorbatronic']);
      await c.query(`DELETE FROM events WHERE id = $1`, [kept]);
      expect(await terms(words)).toEqual([]);
    });

    it('events have no trigram index on titles: no statement reads one, and each cost every insert', async () => {
      const r = await c.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'events' AND indexdef LIKE '%gin_trgm_ops%'`);
      expect(r.rows).toEqual([]);
    });
  });
});
