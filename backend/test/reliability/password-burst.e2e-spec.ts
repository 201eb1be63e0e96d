import { Client } from 'pg';
import { ServerProcess, startServerProcess } from '../support/server-process';
import { figure } from './support';

/**
 * A burst of 100 sign-ups (100 argon2id hashes) against the built server, while a visitor searches.
 * Once with the bounded hash pool as shipped, once with it opened wide (PASSWORD_HASH_CONCURRENCY=64:
 * every hash at once on libuv's threads, as before the pool). Figures go to docs/reliability.md.
 */
describe('a burst of sign-ups does not starve other requests', () => {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop();
  });

  async function seed(srv: ServerProcess): Promise<void> {
    const db = new Client({ connectionString: srv.databaseUrl });
    await db.connect();
    try {
      await db.query(
        `INSERT INTO events (title, category, date, "startTime", venue, city, state, "isFree", "isApproved")
         SELECT 'Festival ' || i || (ARRAY['Diwali Mela','Garba Night','Holi Colours','Pongal Feast'])[1 + i % 4],
                'Cultural Events', current_date + (i % 300), '6:00 PM', 'Community Hall ' || i, 'Irving', 'TX', true, true
           FROM generate_series(1, 5000) AS i`,
      );
      await db.query('ANALYZE events');
    } finally {
      await db.end();
    }
  }

  const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
  let term = 0;
  async function search(url: string): Promise<number> {
    const t0 = performance.now();
    // A new term each time: no cache can answer it.
    const r = await fetch(`${url}/api/events?search=garba&city=Irving&limit=20&offset=${term++ % 50}`);
    await r.arrayBuffer();
    expect(r.status).toBe(200);
    return performance.now() - t0;
  }

  async function measure(env: Record<string, string>) {
    const srv = await startServerProcess(env);
    servers.push(srv);
    await seed(srv);
    const idle: number[] = [];
    for (let i = 0; i < 20; i++) idle.push(await search(srv.url));

    const t0 = performance.now();
    let done = false;
    const burst = Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        fetch(`${srv.url}/api/org/signup`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            name: `Burst ${i}`,
            contactEmail: `burst${i}@burst.example.org`,
            password: 'long enough 123',
            city: 'Austin',
            state: 'TX',
          }),
        }).then((r) => r.status),
      ),
    ).finally(() => (done = true));
    const during: number[] = [];
    while (!done) during.push(await search(srv.url));
    const statuses = await burst;
    const burstMs = performance.now() - t0;
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    return {
      idleSearchMedianMs: +median(idle).toFixed(1),
      searchesDuringBurst: during.length,
      duringBurstMedianMs: +median(during).toFixed(1),
      duringBurstMaxMs: +Math.max(...during).toFixed(1),
      burstSeconds: +(burstMs / 1000).toFixed(2),
    };
  }

  it('100 sign-ups at once: searches keep answering (bounded pool vs every hash at once)', async () => {
    const bounded = await measure({});
    const unbounded = await measure({ PASSWORD_HASH_CONCURRENCY: '64' });
    figure('password-burst', { signups: 100, bounded, unbounded });
    expect(bounded.searchesDuringBurst).toBeGreaterThan(0);
  }, 180_000);
});
