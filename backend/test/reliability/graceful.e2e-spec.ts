import { createTestDatabase } from '../support/pg-cluster';
import { waitForExit } from '../support/server-process';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { TEST_ADMIN } from '../support/test-constants';
import { until } from '../support/wait';
import { figure, FULL, Proc, query, sleep, startAndWait, untilDraining } from './support';

/** Bytes the server has not read yet on its end of the local connection from `clientPort` (Linux: /proc/net/tcp*). */
function unreadByServer(serverPort: number, clientPort: number): number {
  const hex = (port: number) => `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [, local, remote, , queues] = line.trim().split(/\s+/);
      if (local?.endsWith(hex(serverPort)) && remote?.endsWith(hex(clientPort))) return parseInt(queues.split(':')[1], 16);
    }
  }
  throw new Error(`no connection from port ${clientPort} to ${serverPort}`);
}

/**
 * Graceful restart: SIGTERM under load. In-flight requests complete, new connections are refused
 * cleanly, and no request the server accepted fails: every answer is 2xx (or the health check's
 * 503 while draining), and no write that errored on the client side was stored anyway.
 */
describe('graceful stop under load', () => {
  const procs: Proc[] = [];
  afterAll(() => {
    for (const p of procs) if (p.proc.exitCode === null && p.proc.signalCode === null) p.proc.kill('SIGKILL');
  });

  it('SIGTERM: in-flight requests complete, later ones are refused cleanly, 0 failed accepted requests, exit 0', async () => {
    const db = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-graceful-'));
    try {
      const srv = await startAndWait({ DATABASE_URL: db.url, DATA_DIR: dataDir });
      procs.push(srv);
      let running = true;
      let sigtermAt = 0;
      const r = { ok: 0, okAfterSigterm: 0, healthDraining503: 0, refused: 0, bad: [] as string[], erroredWrites: [] as string[] };
      let n = 0;
      const worker = async (w: number) => {
        while (running) {
          const i = n++;
          const kind = i % 5 === 0 ? 'write' : i % 7 === 0 ? 'health' : 'read';
          const marker = `graceful-${w}-${i}`;
          try {
            const res =
              kind === 'write'
                ? await fetch(`${srv.url}/api/contact`, {
                    method: 'POST',
                    headers: { 'Content-Type': 'application/json' },
                    body: JSON.stringify({
                      name: 'Drain Tester',
                      email: 'drain@example.org',
                      subject: 'Drain',
                      message: `Graceful check ${marker}`,
                    }),
                    signal: AbortSignal.timeout(15000),
                  })
                : await fetch(`${srv.url}${kind === 'health' ? '/api/health' : '/api/events?search=music'}`, {
                    signal: AbortSignal.timeout(15000),
                  });
            await res.arrayBuffer();
            if (res.status < 300) {
              r.ok++;
              if (sigtermAt) r.okAfterSigterm++;
            } else if (kind === 'health' && res.status === 503 && sigtermAt) r.healthDraining503++;
            else r.bad.push(`${kind} ${res.status}`);
          } catch (e) {
            const code = String((e as { cause?: { code?: string } }).cause?.code ?? (e as Error).message);
            if (!sigtermAt) r.bad.push(`${kind} error before SIGTERM: ${code}`);
            else {
              r.refused++;
              if (kind === 'write') r.erroredWrites.push(marker);
            }
            if (sigtermAt) await sleep(20);
          }
        }
      };
      const workers = Array.from({ length: 20 }, (_, w) => worker(w));
      await sleep(2000);
      sigtermAt = Date.now();
      srv.proc.kill('SIGTERM');
      const code = await waitForExit(srv.proc, 25000);
      const stopMs = Date.now() - sigtermAt;
      await sleep(300);
      running = false;
      await Promise.all(workers);
      // New connections are refused after the stop.
      const after = await fetch(`${srv.url}/api/health`, { signal: AbortSignal.timeout(3000) }).then(
        (x) => x.status,
        (e) => String((e as { cause?: { code?: string } }).cause?.code),
      );
      // A write the client saw fail must not have been stored (it was never accepted).
      const stored = r.erroredWrites.length
        ? await query<{ n: string }>(db.url, `SELECT count(*) AS n FROM contact_messages WHERE message = ANY($1)`, [
            r.erroredWrites.map((m) => `Graceful check ${m}`),
          ])
        : [{ n: '0' }];
      figure('graceful-stop', {
        exitCode: code,
        stopMs,
        ...r,
        bad: r.bad.length,
        erroredWrites: r.erroredWrites.length,
        erroredWritesStored: Number(stored[0].n),
        afterStop: after,
      });
      expect(code).toBe(0);
      expect(r.bad).toEqual([]);
      expect(r.ok).toBeGreaterThan(20);
      expect(Number(stored[0].n)).toBe(0);
      expect(after).toBe('ECONNREFUSED');
    } finally {
      await db.drop().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90000);
  it('while draining (a request in flight): health answers 503 with Connection: close, new connections are refused, the request completes, exit 0', async () => {
    const db = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-graceful-'));
    const locker = new Client({ connectionString: db.url, connectionTimeoutMillis: 5000 });
    locker.on('error', () => undefined);
    let sock: net.Socket | undefined;
    try {
      const srv = await startAndWait({ DATABASE_URL: db.url, DATA_DIR: dataDir });
      procs.push(srv);
      // A write held in flight by a table lock keeps the server draining as long as the test wants.
      await locker.connect();
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE contact_messages IN ACCESS EXCLUSIVE MODE');
      const write = fetch(`${srv.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Drain Tester', email: 'drain@example.org', subject: 'Drain', message: 'Held across SIGTERM' }),
        signal: AbortSignal.timeout(20000),
      }).then(async (r) => ({ status: r.status, body: await r.text() }));
      for (let i = 0; i < 100; i++) {
        const [w] = await query<{ n: string }>(
          db.url,
          `SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE 'INSERT INTO "contact_messages"%'`,
        );
        if (Number(w.n) > 0) break;
        await sleep(100);
      }
      // A health check whose request line is already on the wire when SIGTERM arrives (a client
      // in the middle of sending): it is answered, and says the server is going away.
      sock = net.connect(srv.port, '127.0.0.1');
      await new Promise<void>((resolve, reject) => sock!.once('connect', resolve).once('error', reject));
      let raw = '';
      sock.on('data', (d) => (raw += d));
      const closed = new Promise<void>((resolve) => sock!.once('close', () => resolve()));
      await new Promise((resolve) => sock!.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', resolve));
      const clientPort = sock.localPort!;
      await until('the server to read the request line', () => unreadByServer(srv.port, clientPort) === 0);
      srv.proc.kill('SIGTERM');
      // New connections are refused while draining (the held write keeps the process running).
      await untilDraining(srv);
      expect(srv.proc.exitCode).toBeNull();
      expect(raw).toBe(''); // the request is not complete yet, so not answered
      sock.write('\r\n');
      await Promise.race([closed, new Promise((r) => setTimeout(r, 10000).unref())]);
      expect(raw).toMatch(/^HTTP\/1\.1 503 /);
      expect(raw).toMatch(/\r\nconnection: close\r\n/i);
      expect(raw).toContain('"shuttingDown":true');
      // Let the held write finish: it completes and is stored; then the process exits 0.
      await locker.query('COMMIT');
      const res = await write;
      const code = await waitForExit(srv.proc, 25000);
      expect(res.status).toBe(201);
      expect(code).toBe(0);
      const [{ n }] = await query<{ n: string }>(
        db.url,
        `SELECT count(*) AS n FROM contact_messages WHERE message = 'Held across SIGTERM'`,
      );
      expect(Number(n)).toBe(1);
    } finally {
      sock?.destroy();
      await locker.end().catch(() => undefined);
      await db.drop().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90000);

  it('40 requests on new connections sent 15 ms before SIGTERM: 0 resets, each answered 200 or 503 with Connection: close', async () => {
    const db = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-backlog-'));
    try {
      const srv = await startAndWait({ DATABASE_URL: db.url, DATA_DIR: dataDir });
      procs.push(srv);
      // Each request on its own new connection (no agent reuse), all sent at once, SIGTERM 15 ms later:
      // most of them are still waiting in the listen backlog when the signal is handled.
      const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
      const sent = Array.from({ length: 40 }, (_, i) =>
        send(agent, srv.port, 'GET', i % 2 ? '/api/events?city=Dallas' : '/api/events?search=garba', null),
      );
      await sleep(15);
      const sigtermAt = Date.now();
      srv.proc.kill('SIGTERM');
      const answers = await Promise.all(sent);
      const code = await waitForExit(srv.proc, 25000);
      const stopMs = Date.now() - sigtermAt;
      const failed = answers.filter((r) => 'error' in r || !(r.status === 200 || (r.status === 503 && r.close)));
      figure('graceful-backlog', {
        requests: answers.length,
        answered200: answers.filter((r) => 'status' in r && r.status === 200).length,
        answered503: answers.filter((r) => 'status' in r && r.status === 503).length,
        resets: answers.filter((r) => 'error' in r && (r.error === 'ECONNRESET' || r.error === 'EPIPE')).length,
        failed: failed.length,
        stopMs,
      });
      expect(failed).toEqual([]);
      expect(code).toBe(0);
    } finally {
      await db.drop().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90000);

  it('SIGTERM on an idle server exits within a second', async () => {
    const db = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-idle-stop-'));
    try {
      const srv = await startAndWait({ DATABASE_URL: db.url, DATA_DIR: dataDir });
      procs.push(srv);
      const t0 = Date.now();
      srv.proc.kill('SIGTERM');
      const code = await waitForExit(srv.proc, 25000);
      const stopMs = Date.now() - t0;
      figure('graceful-idle-stop', { stopMs });
      expect(code).toBe(0);
      expect(stopMs).toBeLessThan(1000);
    } finally {
      await db.drop().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60000);

  it('keep-alive clients at full speed, SIGTERM: 0 resets, 0 failed in-flight requests; every answer after it says Connection: close (cached answers too)', async () => {
    const rounds = FULL ? 5 : 1;
    const totals = {
      rounds,
      requests: 0,
      answered: 0,
      onReusedSockets: 0,
      answeredWhileDraining: 0,
      closedOnReusedSockets: 0,
      refused: 0,
      resets: 0,
      failed: [] as string[],
      withoutClose: [] as string[],
    };
    // A round whose drain answered nothing on open sockets (a drain that beat every client) proves little: up to 3 more.
    for (let round = 0; round < rounds || (totals.closedOnReusedSockets === 0 && round < rounds + 3); round++) {
      totals.rounds = round + 1;
      const db = await createTestDatabase();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-keepalive-'));
      try {
        const srv = await startAndWait({ DATABASE_URL: db.url, DATA_DIR: dataDir });
        procs.push(srv);
        const setup = async (url: string, body: object, token?: string) => {
          const r = await fetch(`${srv.url}${url}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify(body),
          });
          return (await r.json()) as Record<string, string>;
        };
        const { token } = await setup('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
        const org = await setup('/api/organizations', { name: 'Drain Org', city: 'Dallas', state: 'TX' }, token);
        const day = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
        const ev = await setup(
          '/api/events',
          {
            title: 'Drain Mela',
            description: 'Keep-alive test.',
            category: 'Cultural Events',
            date: day,
            startTime: '6:00 PM',
            venue: 'Hall',
            city: 'Dallas',
            state: 'TX',
            isFree: true,
            organizationId: org.id,
          },
          token,
        );
        expect(ev).toMatchObject({ id: expect.any(String), isApproved: true });
        // Listing and event detail (from the public read cache once read), a write, health.
        const kinds = ['/api/events?city=Dallas', `/api/events/${ev.id}`, 'write', '/api/health'];
        let sigtermAt = 0;
        let closeSeenAt = 0;
        let running = true;
        const worker = async (w: number) => {
          // Each client keeps one connection and reuses it for every request, as long as the server lets it.
          const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
          for (let i = 0; running; i++) {
            const kind = kinds[(w + i) % kinds.length];
            const sentAt = Date.now();
            const body =
              kind === 'write'
                ? JSON.stringify({ name: 'Keep Alive', email: 'ka@example.org', subject: 'Drain', message: `keep-alive ${w}-${i}` })
                : null;
            const r = await send(agent, srv.port, body ? 'POST' : 'GET', body ? '/api/contact' : kind, body);
            totals.requests++;
            if (r.reused) totals.onReusedSockets++; // counted for answers and failures alike
            const when = sigtermAt ? `${sentAt - sigtermAt} ms after SIGTERM` : 'before SIGTERM';
            if ('error' in r) {
              // A new connection refused once the listener has closed is a clean refusal; anything else lost a request.
              if (r.error === 'ECONNREFUSED' && !r.reused && sigtermAt) totals.refused++;
              else {
                if (r.error === 'ECONNRESET' || r.error === 'EPIPE') totals.resets++;
                totals.failed.push(`${kind}: ${r.error} on a ${r.reused ? 'reused' : 'new'} connection, sent ${when}`);
              }
              if (sigtermAt) await sleep(20);
              continue;
            }
            totals.answered++;
            const ok = r.status < 300 || (kind === '/api/health' && r.status === 503 && sigtermAt > 0);
            if (!ok) totals.failed.push(`${kind} ${r.status}, sent ${when}`);
            // Sent after some answer said Connection: close, so the server was draining when it answered
            // (SIGTERM by this test's clock says little: a starved server may handle the signal later).
            if (closeSeenAt && sentAt > closeSeenAt) {
              totals.answeredWhileDraining++;
              if (!r.close) totals.withoutClose.push(`${kind} ${r.status}, sent ${when}`);
            }
            if (r.close && sigtermAt) closeSeenAt ||= Date.now();
            // Answered on a kept-alive connection and told to close it: the drain answered a client mid-conversation.
            if (r.close && r.reused && sigtermAt) totals.closedOnReusedSockets++;
          }
          agent.destroy();
        };
        const workers = Array.from({ length: 16 }, (_, w) => worker(w));
        await sleep(1500);
        sigtermAt = Date.now();
        srv.proc.kill('SIGTERM');
        const code = await waitForExit(srv.proc, 25000);
        running = false;
        await Promise.all(workers);
        expect(code).toBe(0);
      } finally {
        await db.drop().catch(() => undefined);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
    figure('graceful-keepalive', { ...totals, failed: totals.failed.length, withoutClose: totals.withoutClose.length });
    expect(totals.failed).toEqual([]);
    expect(totals.resets).toBe(0);
    expect(totals.withoutClose).toEqual([]);
    expect(totals.closedOnReusedSockets).toBeGreaterThan(0);
    expect(totals.onReusedSockets).toBeGreaterThan(totals.answered / 2);
  }, 240000);
});

type Sent = { reused: boolean } & ({ status: number; close: boolean } | { error: string });

/** One request on `agent` (node:http, so whether it went out on a reused keep-alive connection is known). */
function send(agent: http.Agent, port: number, method: string, path: string, body: string | null): Promise<Sent> {
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path, agent, headers: body ? { 'Content-Type': 'application/json' } : {}, timeout: 15000 },
      (res) => {
        res.resume();
        res.on('error', (e: NodeJS.ErrnoException) => resolve({ reused: req.reusedSocket, error: e.code ?? e.message }));
        res.on('end', () => {
          resolve({ reused: req.reusedSocket, status: res.statusCode ?? 0, close: res.headers.connection === 'close' });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ reused: req.reusedSocket, error: e.code ?? e.message }));
    req.end(body ?? undefined);
  });
}
