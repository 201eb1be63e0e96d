import { SchedulerRegistry } from '@nestjs/schedule';
import { ScrapeRunner } from '../src/scraping/scrape-runner.service';
import { FixtureServer, startFixtureServer } from './fixtures/scraping/fixture-server';
import { adminToken } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

const bearer = (t: string) => ({ Authorization: `Bearer ${t}` });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const TICK_SECONDS = 3;

describe('two app instances on one database', () => {
  let srv: FixtureServer;
  let a: TestApp;
  let b: TestApp;
  // Every scheduled run either instance asks for, with the runner that asked. The spy is on the prototype and
  // installed before either app starts: a tick can fire while an app is still starting (its scheduler starts
  // before the other start-up hooks finish), and such a run must be counted too.
  const scheduled: Array<{ runner: ScrapeRunner; outcome: Promise<unknown> }> = [];
  const calls = (app: TestApp) => scheduled.filter((c) => c.runner === app.app.get(ScrapeRunner)).map((c) => c.outcome);

  beforeAll(async () => {
    srv = await startFixtureServer();
    const env = { ENABLE_SCHEDULER: 'true', SCRAPING_CRON: `*/${TICK_SECONDS} * * * * *` };
    const real = ScrapeRunner.prototype.run;
    jest.spyOn(ScrapeRunner.prototype, 'run').mockImplementation(function (this: ScrapeRunner, opts) {
      const p = real.call(this, opts);
      if (opts.trigger === 'scheduled') scheduled.push({ runner: this, outcome: p.catch((e: Error) => e) });
      return p;
    });
    a = await createTestApp(env);
    b = await createTestApp(env, { databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await srv?.close();
  });

  it('scheduled runs fire on both; each tick runs exactly once', async () => {
    const admin = await adminToken(a.app);
    const src = await a.http
      .post('/api/scraping/sources')
      .set(bearer(admin))
      .send({ name: 'Desi Events Dallas', type: 'eventbrite', url: `${srv.origin}/eventbrite/o/desi-events-dallas.html` });
    expect(src.status).toBe(201);
    const status = await b.http.get('/api/scraping/status').set(bearer(admin));
    expect(status.body.scheduledJobs).toEqual([{ name: 'scraping', nextRun: expect.any(String), running: expect.any(Boolean) }]);
    expect(new Date(status.body.scheduledJobs[0].nextRun).getTime()).toBeGreaterThan(Date.now() - 1000);

    // Wait for three ticks that both instances fired for, then stop both schedules.
    const startA = calls(a).length;
    const startB = calls(b).length;
    const until = Date.now() + 30_000;
    while (calls(a).length - startA < 3 || calls(b).length - startB < 3) {
      if (Date.now() > until) throw new Error(`ticks seen: a ${calls(a).length}, b ${calls(b).length}`);
      await sleep(100);
    }
    for (const app of [a, b]) app.app.get(SchedulerRegistry).getCronJob('scraping').stop();
    const outcomes = await Promise.all(scheduled.map((c) => c.outcome));
    const ran = outcomes.filter((o) => o && !(o instanceof Error)) as Array<{ eventsSaved: number }>;
    const declined = outcomes.filter((o) => o === null || (o instanceof Error && o.message === 'Already Running'));
    expect(outcomes.filter((o) => !ran.includes(o as never) && !declined.includes(o))).toEqual([]);

    const runs: Array<{ startedAt: Date; status: string; sourcesTotal: number }> = await a.ds.query(
      `SELECT "startedAt", status, "sourcesTotal" FROM scrape_runs WHERE trigger = 'scheduled' ORDER BY "startedAt"`,
    );
    expect(runs).toHaveLength(ran.length);
    expect(runs.every((r) => r.status === 'succeeded')).toBe(true);
    // One run per tick, never two for the same tick: a tick counts a run started since half a tick before it as
    // served (scraping.scheduler.ts), so consecutive runs are more than half a tick apart however late each started.
    for (let i = 1; i < runs.length; i++) {
      expect(new Date(runs[i].startedAt).getTime() - new Date(runs[i - 1].startedAt).getTime()).toBeGreaterThan((TICK_SECONDS * 1000) / 2);
    }
    // Every tick both fired for was served once: at least the three watched ones.
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(declined.length).toBeGreaterThanOrEqual(3);
    expect(ran.reduce((n, r) => n + r.eventsSaved, 0)).toBe(3);
    expect(await a.ds.query(`SELECT count(*)::int AS n FROM events`)).toEqual([{ n: 3 }]);
    // Runs before the source was added had nothing to read; every later run read the page once.
    expect(srv.hits('/eventbrite/o/desi-events-dallas.html')).toBe(runs.filter((r) => r.sourcesTotal === 1).length);
  });

  it('manual runs started on both at once: one runs, the other is refused with 409', async () => {
    const admin = await adminToken(a.app);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let arrived = 0;
    srv.route('/slow.html', async (_q, res) => {
      arrived++;
      await gate;
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<p>no events</p>');
    });
    await a.http
      .put(`/api/scraping/sources/${(await a.ds.query('SELECT id FROM scraping_sources'))[0].id}`)
      .set(bearer(admin))
      .send({ url: `${srv.origin}/slow.html` });
    const both = [
      a.http
        .post('/api/scraping/run')
        .set(bearer(admin))
        .send({})
        .then((r) => r),
      b.http
        .post('/api/scraping/run')
        .set(bearer(admin))
        .send({})
        .then((r) => r),
    ];
    // One run is held at the page; the other instance's request is answered (refused) meanwhile. A second run
    // would arrive at the page instead: either ends the wait.
    let answered = 0;
    for (const r of both) void r.then(() => answered++);
    for (const until = Date.now() + 20_000; answered === 0 && arrived < 2; await sleep(20)) {
      if (Date.now() > until) throw new Error(`runs at the page: ${arrived}, answers: ${answered}`);
    }
    release();
    const [ra, rb] = await Promise.all(both);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    expect([ra, rb].find((r) => r.status === 409)!.body.error).toBe('Already Running');
    expect(arrived).toBe(1);
    expect(await a.ds.query(`SELECT count(*)::int AS n FROM scrape_runs WHERE trigger = 'manual'`)).toEqual([{ n: 1 }]);
  });
});
