// @serial: runs the benchmark suite (its own servers and load).
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/**
 * CI smoke check of the benchmark suite (issue 8): `bench/run.js --quick` on a tiny data set
 * runs end to end against the built server and writes its tables. No performance thresholds are
 * asserted here — only that every part ran, answered correctly and stopped its servers.
 */
const ROOT = path.resolve(__dirname, '../..');

function runBench(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [path.join(ROOT, 'bench/run.js'), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    p.stderr.on('data', (d) => (stderr += d));
    p.on('exit', (code) => resolve({ code, stderr }));
  });
}

function livingProcessesMentioning(text: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('npm run bench:quick (smoke)', () => {
  jest.setTimeout(300_000);

  it('loads a tiny data set, measures every scenario against Sangam and the ceiling, and writes the tables', async () => {
    expect(fs.existsSync(path.join(ROOT, 'backend/dist/main.js'))).toBe(true);
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-quick-test-'));
    const out = path.join(outDir, 'quick.md');
    try {
      const r = await runBench([
        '--quick',
        '--events',
        '300',
        '--duration',
        '1',
        '--warmup',
        '0.2',
        // One connection count: every row costs autocannon's 1 s minimum plus its warm-up.
        '--connections',
        '4',
        '--search-queries',
        '20',
        '--out',
        out,
      ]);
      const failure = r.stderr.includes('FAILED')
        ? r.stderr.slice(r.stderr.indexOf('FAILED'), r.stderr.indexOf('FAILED') + 3000)
        : r.stderr.slice(-3000);
      expect({ code: r.code, failure: r.code === 0 ? '' : failure }).toEqual({ code: 0, failure: '' });

      const results = JSON.parse(fs.readFileSync(path.join(outDir, 'quick.json'), 'utf8'));
      expect(results.load.counts.events).toBe(300);
      expect(results.load.counts.terms).toBeGreaterThan(100); // the COPY filled the search vocabulary
      // Sangam and the ceiling served identical bytes before being measured.
      expect(
        results.byteEquality.map((b: { route: string; equal: boolean }) => [b.route.replace(/[0-9a-f-]{36}$/, ':id'), b.equal]),
      ).toEqual([
        ['/api/events', true],
        ['/api/events?search=diwali', true],
        ['/api/events/:id', true],
      ]);
      const rows = results.api as Array<{ scenario: string; server: string; connections: number; total: number; non2xx: number }>;
      const scenarios = [...new Set(rows.map((x) => `${x.scenario}/${x.server}`))];
      expect(scenarios).toEqual([
        'default listing/sangam',
        'default listing/ceiling',
        "search 'diwali'/sangam",
        "search 'diwali'/ceiling",
        "typo search 'navaratri garbha'/sangam",
        'city + category/sangam',
        'event detail/sangam',
        'event detail/ceiling',
        'organizer create-event/sangam',
        'organizer create-event, approved organization/sangam',
      ]);
      expect(rows).toHaveLength(10);
      for (const x of rows) {
        expect({ row: `${x.scenario}/${x.server}/${x.connections}`, answered: x.total > 0, non2xx: x.non2xx }).toEqual({
          row: `${x.scenario}/${x.server}/${x.connections}`,
          answered: true,
          non2xx: 0,
        });
      }
      expect(results.search.shapes.length).toBeGreaterThanOrEqual(18);
      expect(results.search.queries.count).toBe(20);
      expect(results.frontend.map((f: { app: string; route: string }) => `${f.app} ${f.route}`)).toEqual(
        expect.arrayContaining(['public-web /', 'public-web /event/:id', 'admin-web /admin (initial, incl. login)']),
      );

      const md = fs.readFileSync(out, 'utf8');
      expect(md).toContain('## Figures of issue 8');
      expect(md).toContain('| scenario | server | connections | req/s | p50 | p99 | errors | timeouts | non-2xx | requests |');
      expect(md).toContain('| scenario | server | connections | server req/s | ceiling req/s | server / ceiling |');
      expect(md).toContain('| query shape | parameters | indexes (page of rows) |');
      expect(md).toContain('| app | route | JS files | JS gzip KB | CSS files | CSS gzip KB |');

      // Every server it started (PostgreSQL, Sangam, the ceiling) is gone, and its temp dir too.
      const tmp = /temp dir (\S+)/.exec(r.stderr)?.[1];
      expect(tmp).toBeDefined();
      expect(fs.existsSync(tmp!)).toBe(false);
      expect(livingProcessesMentioning(tmp!)).toEqual([]);
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});
