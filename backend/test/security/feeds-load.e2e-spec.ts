// @serial: asserts /api/health latency while the feeds are requested in loops.
import { DataSource } from 'typeorm';
import { ENTITIES } from '../../src/database/entities';
import { Event } from '../../src/events/event.entity';
import { placeColumns } from '../../src/places';
import { daysFromToday } from '../support/factories';
import { ServerProcess, startServerProcess } from '../support/server-process';

/**
 * Issue 35 item 1, against the built server on 127.0.0.1: four parallel loops of each feed of 500
 * events (the city calendar, a metro's .ics and .rss) while /api/health is called back to back. Built on
 * the event loop and never cached, these held /api/health at 1.8–2.6 s. Asserted: 95% of health answers
 * within 200 ms (or, on a machine so loaded that the idle server is slower, three times its idle 95th
 * percentile) and none over 1 s. (A feed not built yet is built in slices — calendar.service.spec.ts — and counts
 * against the client's 'feed' limit — feeds.e2e-spec.ts.)
 */

interface Health {
  requests: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  statuses: number[];
}

const FEEDS = [
  '/api/calendar/dallas.ics',
  '/api/feeds/events.ics?metro=dallas-fort-worth',
  '/api/feeds/events.rss?metro=dallas-fort-worth',
];
const LOOPS_PER_FEED = 4;

/** Calls /api/health back to back (20 ms apart) until `work` settles; records each answer's time. */
async function watchHealth(base: string, work: Promise<unknown>): Promise<Health> {
  let done = false;
  const settled = work.finally(() => (done = true));
  const times: number[] = [];
  const statuses: number[] = [];
  while (!done) {
    const t = performance.now();
    const r = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) });
    await r.arrayBuffer();
    times.push(performance.now() - t);
    statuses.push(r.status);
    await new Promise((res) => setTimeout(res, 20));
  }
  await settled;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: times.length,
    medianMs: Math.round(sorted[Math.floor(sorted.length * 0.5)] ?? 0),
    p95Ms: Math.round(sorted[Math.floor(sorted.length * 0.95)] ?? 0),
    maxMs: Math.round(sorted.at(-1) ?? 0),
    statuses,
  };
}

function expectResponsive(h: Health, idle: Health): void {
  expect(h.requests).toBeGreaterThan(0);
  expect(h.statuses.every((s) => s === 200)).toBe(true);
  expect(h.p95Ms).toBeLessThan(Math.max(200, 3 * idle.p95Ms));
  expect(h.maxMs).toBeLessThan(1_000);
}

/** `loops` loops per URL, each asking `rounds` times; answers every status seen and the bytes of the last 200s. */
async function loops(
  urls: Array<(round: number) => string>,
  loopsPerUrl: number,
  rounds: number,
): Promise<{ statuses: number[]; bytes: number[] }> {
  const statuses: number[] = [];
  const bytes: number[] = [];
  await Promise.all(
    urls.flatMap((url) =>
      Array.from({ length: loopsPerUrl }, async (_, loop) => {
        for (let i = 0; i < rounds; i++) {
          const r = await fetch(url(loop * rounds + i), { signal: AbortSignal.timeout(60_000) });
          const body = await r.arrayBuffer();
          statuses.push(r.status);
          if (r.status === 200) bytes.push(body.byteLength);
        }
      }),
    ),
  );
  return { statuses, bytes };
}

describe('feeds under load: /api/health stays responsive', () => {
  let srv: ServerProcess;
  let base: string;

  beforeAll(async () => {
    srv = await startServerProcess();
    base = srv.url.replace('localhost', '127.0.0.1');
    const ds = new DataSource({ type: 'postgres', url: srv.databaseUrl, entities: ENTITIES });
    await ds.initialize();
    try {
      const place = placeColumns({ city: 'Dallas', state: 'TX' });
      const rows = Array.from({ length: 500 }, (_, i) => ({
        title: `Dallas Community Evening ${i} — garba, music and food for every family`,
        description: `An evening of music, dance and food. ${'Everyone is welcome; bring friends and family. '.repeat(12)}`,
        category: 'Cultural Events',
        date: daysFromToday(2 + (i % 60)),
        startTime: '6:00 PM',
        endTime: '9:00 PM',
        venue: 'Dallas Community Center',
        address: '100 Main St',
        city: 'Dallas',
        state: 'TX',
        isFree: true,
        isApproved: true,
        ...place,
      }));
      for (let i = 0; i < rows.length; i += 100) await ds.getRepository(Event).insert(rows.slice(i, i + 100));
    } finally {
      await ds.destroy();
    }
  }, 120_000);
  afterAll(() => srv?.stop());

  it('four loops of each feed (the same feeds over and over)', async () => {
    const first = await fetch(`${base}${FEEDS[0]}`);
    expect((await first.text()).split('\r\n').filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(500);
    const idle = await watchHealth(base, new Promise((r) => setTimeout(r, 2_000)));
    let result: { statuses: number[]; bytes: number[] } = { statuses: [], bytes: [] };
    const health = await watchHealth(
      base,
      loops(
        FEEDS.map((f) => () => `${base}${f}`),
        LOOPS_PER_FEED,
        15,
      ).then((r) => (result = r)),
    );
    console.log(
      `[figure] health during ${result.statuses.length} feed requests: ${JSON.stringify({ ...health, statuses: undefined, idleP95Ms: idle.p95Ms })}`,
    );
    expect(result.statuses.every((s) => s === 200)).toBe(true);
    expect(Math.max(...result.bytes)).toBeGreaterThan(300_000);
    expectResponsive(health, idle);
  }, 300_000);
});
