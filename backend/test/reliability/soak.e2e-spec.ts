import * as fs from 'node:fs';
import { daysFromToday } from '../support/factories';
import { startServerProcess, ServerProcess } from '../support/server-process';
import { figure, FULL, sleep } from './support';

/**
 * Soak: 200 concurrent connections of mixed traffic (80% listing/search/detail, 15% saves and
 * page views, 5% organizer writes) against the built server on 127.0.0.1 for 60 s
 * (RELIABILITY_FULL=1) or ~10 s (npm test). 0 errors; p99 and memory recorded; memory flat.
 */
interface AcResult {
  requests: { total: number; average: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (
  opts: object,
  cb: (err: Error | null, res: AcResult) => void,
) => { on: (ev: 'response', fn: (client: unknown, statusCode: number) => void) => void };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as Autocannon;

const SECONDS = FULL ? 60 : 10;
const CONNECTIONS = 200;
const SEARCHES = ['diwali', 'garba', 'holi', 'music', 'dallas', 'bollywood', 'yoga', 'cricket', 'tamil', 'dance'];

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
}

describe('soak', () => {
  let srv: ServerProcess;
  beforeAll(async () => {
    srv = await startServerProcess({ SEED_DEMO_DATA: 'true', LOG_LEVEL: 'error', DB_POOL_SIZE: '20' });
  }, 90000);
  afterAll(() => srv?.stop());

  it(`${CONNECTIONS} connections of mixed traffic for ${SECONDS} s: no errors, p99 and memory recorded`, async () => {
    const base = srv.url.replace('localhost', '127.0.0.1');
    const events: { id: string }[] = await (await fetch(`${base}/api/events?limit=100`)).json();
    expect(events.length).toBeGreaterThan(10);
    const signup = await fetch(`${base}/api/org/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Soak Test Sangam',
        contactEmail: 'soak@example.org',
        password: 'soak-test-password',
        city: 'Dallas',
        state: 'TX',
      }),
    });
    expect(signup.status).toBe(201);
    const { token } = await signup.json();
    const json = { 'content-type': 'application/json' };
    let n = 0;
    const pick = () => events[Math.floor(Math.random() * events.length)].id;
    const setupRequest = (req: Record<string, unknown>) => {
      const r = Math.random() * 100;
      n++;
      if (r < 30) return { ...req, method: 'GET', path: '/api/events' };
      if (r < 55) return { ...req, method: 'GET', path: `/api/events?search=${SEARCHES[n % SEARCHES.length]}` };
      if (r < 80) return { ...req, method: 'GET', path: `/api/events/${pick()}` };
      if (r < 88)
        return {
          ...req,
          method: 'POST',
          path: '/api/saved-events',
          headers: json,
          body: JSON.stringify({ eventId: pick(), userSession: `soak-session-${n % 500}` }),
        };
      if (r < 95)
        return {
          ...req,
          method: 'POST',
          path: '/api/page-views',
          headers: json,
          body: JSON.stringify({ page: `/event/${pick()}` }),
        };
      return {
        ...req,
        method: 'POST',
        path: '/api/events',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({
          title: `Soak Community Potluck ${n}`,
          description: 'A friendly neighborhood potluck with music and games for families.',
          category: 'Community Meetups',
          date: daysFromToday(5 + (n % 60)),
          startTime: '6:00 PM',
          endTime: '9:00 PM',
          venue: 'Community Hall',
          city: 'Dallas',
          state: 'TX',
          isFree: true,
        }),
      };
    };

    const pid = srv.proc.pid!;
    const mem: { t: number; mb: number }[] = [];
    const t0 = Date.now();
    const sampler = setInterval(() => mem.push({ t: (Date.now() - t0) / 1000, mb: rssMb(pid) }), 500);
    const statusCounts: Record<string, number> = {};
    const result = await new Promise<AcResult>((resolve, reject) => {
      const inst = autocannon(
        { url: base, connections: CONNECTIONS, duration: SECONDS, timeout: 20, requests: [{ setupRequest: setupRequest as never }] },
        (err: Error | null, res: AcResult) => (err ? reject(err) : resolve(res)),
      );
      inst.on('response', (_client: unknown, statusCode: number) => {
        statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
      });
    });
    clearInterval(sampler);
    await sleep(100);
    const window = Math.min(20, SECONDS / 3);
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    const firstMb = avg(mem.filter((m) => m.t <= window).map((m) => m.mb));
    const lastMb = avg(mem.filter((m) => m.t >= SECONDS - window).map((m) => m.mb));
    const fig = {
      seconds: SECONDS,
      connections: CONNECTIONS,
      requests: result.requests.total,
      rps: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statusCounts,
      rssMb: { firstWindow: Math.round(firstMb), lastWindow: Math.round(lastMb), windowSeconds: window },
    };
    figure(FULL ? 'soak-full' : 'soak-quick', fig);
    expect(result.requests.total).toBeGreaterThan(CONNECTIONS);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    // Memory flat between the first and last windows (generous: GC timing is noisy; a leak under
    // this load grows far beyond it). Only asserted for the full run, where the windows are 20 s.
    if (FULL) expect(lastMb).toBeLessThan(firstMb * 1.5 + 50);
    // The server is still healthy afterwards.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  }, 180000);
});
