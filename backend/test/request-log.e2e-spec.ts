import { Client } from 'pg';
import { startServerProcess, ServerProcess } from './support/server-process';

/**
 * One JSON log line per API request, whichever way it was answered (the public fast path or a
 * controller): method, path without the query, status, duration and the request id the response
 * carries. Static files, the SPA shell and health checks are not logged; tokens never are.
 */
describe('request log (built server, LOG_LEVEL=info)', () => {
  let srv: ServerProcess;
  beforeAll(async () => {
    srv = await startServerProcess({ LOG_LEVEL: 'info', NODE_ENV: 'production' });
    const db = new Client({ connectionString: srv.databaseUrl });
    await db.connect();
    try {
      const [org] = await db
        .query(`INSERT INTO organizations (name, city, state, "isApproved") VALUES ('Log Line Samaj', 'Dallas', 'TX', true) RETURNING id`)
        .then((r) => r.rows);
      await db.query(
        `INSERT INTO events (title, category, date, "startTime", venue, city, state, "organizationId")
         VALUES ('Logged Garba', 'Cultural Events', current_date + 3, '7:00 PM', 'Hall', 'Dallas', 'TX', $1)`,
        [org.id],
      );
    } finally {
      await db.end();
    }
  }, 60_000);
  afterAll(() => srv?.stop());

  interface Line {
    level: number;
    reqId: string;
    req: { method: string; path: string };
    res: { status: number };
    durationMs: number;
    msg: string;
  }
  const lines = (): Line[] =>
    srv
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{') && l.includes('"reqId"'))
      .map((l) => JSON.parse(l) as Line);
  const waitForLine = async (reqId: string): Promise<Line> => {
    for (let i = 0; i < 50; i++) {
      const line = lines().find((l) => l.reqId === reqId);
      if (line) return line;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no log line for request ${reqId}:\n${srv.output().slice(-2000)}`);
  };

  it('logs read and cached answers alike, with the id the response carries', async () => {
    const seen: Line[] = [];
    for (let i = 0; i < 2; i++) {
      // The first is read from the database, the second from the public read cache.
      const r = await fetch(`${srv.url}/api/events?city=Dallas`, { headers: { Authorization: 'Bearer secret-token-value' } });
      expect(r.status).toBe(200);
      const [event] = (await r.json()) as Array<{ id: string }>;
      seen.push(await waitForLine(r.headers.get('x-request-id')!));
      const d = await fetch(`${srv.url}/api/events/${event.id}`);
      expect(d.status).toBe(200);
      seen.push(await waitForLine(d.headers.get('x-request-id')!));
    }
    for (const line of seen) {
      expect(line).toMatchObject({ level: 30, res: { status: 200 }, req: { method: 'GET' } });
      expect(line.req.path).toMatch(/^\/api\/events(\/[0-9a-f-]{36})?$/);
      expect(line.msg).toMatch(/^GET \/api\/events\S* 200 \d+ms$/);
      expect(typeof line.durationMs).toBe('number');
    }
    // A client's own request id is kept; refusals are logged as warnings.
    const traced = await fetch(`${srv.url}/api/events?city=Dallas`, { headers: { 'X-Request-Id': 'trace-abc' } });
    expect(traced.headers.get('x-request-id')).toBe('trace-abc');
    await waitForLine('trace-abc');
    const bad = await fetch(`${srv.url}/api/events?limit=9999`);
    expect(bad.status).toBe(400);
    expect(await waitForLine(bad.headers.get('x-request-id')!)).toMatchObject({ level: 40, res: { status: 400 } });
    // Not logged: health checks and the public site; never the token.
    const before = lines().length;
    await fetch(`${srv.url}/api/health`);
    await fetch(`${srv.url}/`);
    // A logged request after them: once its line is out, theirs would have been written before it.
    await fetch(`${srv.url}/api/events?city=Dallas`, { headers: { 'X-Request-Id': 'after-unlogged' } });
    await waitForLine('after-unlogged');
    expect(
      lines()
        .slice(before)
        .map((l) => l.reqId),
    ).toEqual(['after-unlogged']);
    expect(srv.output()).not.toContain('secret-token-value');
  });
});
