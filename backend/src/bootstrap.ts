import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type * as http from 'node:http';
import * as net from 'node:net';
import { Client } from 'pg';
import { AppModule } from './app.module';
import { TimedOut, withTimeout } from './common/timeout';
import { configureApp } from './app.setup';
import { AppConfig, ConfigError, loadConfig } from './config/env';
import { RuntimeContext } from './config/runtime';
import { resolveJwtSecret } from './config/secrets';
import { EmbeddedCluster, ensureDatabase, startEmbeddedCluster, StartupError } from './database/embedded-postgres';
import { HealthService } from './health/health.service';

const say = (msg: string) => process.stdout.write(`[sangam] ${msg}\n`);

/** Makes sure the port is free before the (slower) database start-up. */
function checkPortFree(port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', (e: NodeJS.ErrnoException) =>
      reject(
        new StartupError(
          e.code === 'EADDRINUSE'
            ? `port ${port} is already in use: stop the other program or choose another port with PORT=...`
            : `cannot listen on port ${port} (${e.code}): choose another port with PORT=...`,
        ),
      ),
    );
    srv.listen(port, () => srv.close(() => resolve()));
  });
}

async function checkExternalDatabase(url: string): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    // DATABASE_URL is a postgres:// URL (loadConfig checked it).
    const u = new URL(url);
    const where = `${u.hostname}:${u.port || 5432}${u.pathname}`;
    throw new StartupError(
      `cannot connect to the database at ${where} (${err.code ?? err.message}): check DATABASE_URL, or unset it to use the embedded PostgreSQL`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Awaits `work`, at most `ms`; a failure or time-out is logged, never thrown. */
async function bounded(what: string, work: Promise<unknown>, ms: number): Promise<void> {
  try {
    await withTimeout(work, ms);
  } catch (e) {
    const why =
      e instanceof TimedOut ? `did not finish within ${ms / 1000} s; stopping anyway` : `failed: ${(e as Error)?.message ?? String(e)}`;
    process.stderr.write(`[sangam] ${what} ${why}\n`);
  }
}

/** After SIGTERM the listener keeps accepting until no connection came for this long… */
const DRAIN_QUIET_MS = 100;
/** …but not longer than this (clients that keep reconnecting). */
const DRAIN_ACCEPT_MAX_MS = 2000;
/** While draining, a keep-alive connection idle this long is closed. */
const DRAIN_IDLE_MS = 250;

/**
 * Starts the whole product: database (embedded unless DATABASE_URL), migrations, API and web apps. Answers its graceful
 * stop: refuse new connections, finish in-flight requests, close the pool, stop the embedded database.
 */
async function startServer(config: AppConfig): Promise<() => Promise<void>> {
  await checkPortFree(config.PORT);
  let cluster: EmbeddedCluster | null = null;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    cluster = await startEmbeddedCluster({
      baseDir: config.dataDir,
      log: say,
      // The database cannot come back: exit non-zero so that a supervisor starts Sangam afresh.
      onLost: (reason) => {
        process.stderr.write(`[sangam] ${reason}; exiting\n`);
        process.exit(1);
      },
    });
    await ensureDatabase(cluster.url('postgres'), 'sangam');
    databaseUrl = cluster.url('sangam');
    say(`embedded PostgreSQL running on 127.0.0.1:${cluster.port} (data in ${config.dataDir})`);
  } else {
    await checkExternalDatabase(databaseUrl);
  }
  let app: INestApplication | null = null;
  try {
    const ctx: RuntimeContext = { config, databaseUrl, jwtSecret: resolveJwtSecret(config.JWT_SECRET, config.dataDir) };
    app = await NestFactory.create(AppModule.forRoot(ctx), { bufferLogs: true });
    configureApp(app, config);
    await app.listen(config.PORT);
  } catch (e) {
    await app?.close().catch(() => undefined);
    await cluster?.stop().catch(() => undefined);
    throw e;
  }
  const server = app.getHttpServer() as net.Server;
  let stopping: Promise<void> | null = null;
  let draining = false;
  let signalled = false;
  let accepted = 0;
  // Each open connection: accepted after the stop began (told to close), requests in flight, idle since when.
  const open = new Map<net.Socket, { late: boolean; busy: number; idleSince: number }>();
  server.on('connection', (socket: net.Socket) => {
    accepted++;
    open.set(socket, { late: signalled, busy: 0, idleSince: Date.now() });
    socket.once('close', () => open.delete(socket));
  });
  // While draining, every answer tells the client to close its keep-alive connection (Node then
  // closes it after the answer); so does every answer on a connection accepted after the stop began.
  // Registered in front of every other listener, so no answer goes out without it.
  server.prependListener('request', (req: { socket: net.Socket }, res: http.ServerResponse) => {
    const c = open.get(req.socket);
    if (draining || c?.late) res.setHeader('Connection', 'close');
    if (!c) return;
    c.busy++;
    res.once('close', () => {
      c.busy--;
      c.idleSince = Date.now();
    });
  });
  const theApp = app;
  const stop = () =>
    (stopping ??= (async () => {
      theApp.get(HealthService).beforeApplicationShutdown();
      signalled = true;
      // Closing the listener resets every connection still waiting in the kernel's backlog, and one turn of
      // the event loop does not empty it on a busy machine (nor have slow clients connected yet). So keep
      // accepting until a quiet spell with no new connection (each followed by a poll phase), bounded.
      const began = Date.now();
      for (let seen = -1; seen !== accepted && Date.now() - began < DRAIN_ACCEPT_MAX_MS;) {
        seen = accepted;
        await new Promise((resolve) => setTimeout(resolve, DRAIN_QUIET_MS));
        await new Promise((resolve) => setImmediate(resolve));
      }
      // The open connections stay: closing an idle keep-alive connection now would reset a request its
      // client is sending at this moment (http.Server.close would close them).
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      // From now on every answer says Connection: close (a client reconnecting is refused, cleanly);
      // an idle connection closes when its keep-alive timeout (announced in the Keep-Alive header) runs out.
      draining = true;
      // Once no request has been in flight for a short grace (a client's next request may already be on its
      // way), the idle keep-alive connections are closed (not one receiving a request: Node knows those), rather
      // than after their whole keep-alive timeout: an idle server stops at once.
      const sweep = setInterval(() => {
        const quiet = [...open.values()].every((c) => c.busy === 0 && Date.now() - c.idleSince >= DRAIN_IDLE_MS);
        if (quiet) (server as http.Server).closeIdleConnections();
      }, 50);
      const deadline = new Promise<void>((resolve) => setTimeout(resolve, 10_000).unref());
      await Promise.race([closed, deadline]);
      clearInterval(sweep);
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      // The requests are done: from here on a failure (the database already gone, a pool that
      // cannot end) is reported, but does not turn the stop into a failure, and nothing waits forever.
      await bounded('closing the application', theApp.close(), 10_000);
      if (cluster) await bounded('stopping the embedded PostgreSQL', cluster.stop(), 35_000);
    })());
  return stop;
}

/** Entry point of `npm start`: one clear line for every start-up problem, exit 0 on SIGTERM/SIGINT/SIGHUP. */
export async function main(): Promise<void> {
  let config: AppConfig;
  let stop: () => Promise<void>;
  try {
    config = loadConfig();
    stop = await startServer(config);
  } catch (e) {
    const msg = e instanceof StartupError || e instanceof ConfigError ? e.message : `start-up failed: ${(e as Error).message}`;
    process.stderr.write(`[sangam] ${msg}\n`);
    process.exit(1);
  }
  say(
    `${config.PRODUCT_NAME} is running: site ${config.publicUrl}/  admin ${config.publicUrl}/admin  API docs ${config.publicUrl}/api/docs`,
  );
  let signals = 0;
  const onSignal = (sig: string) => {
    signals++;
    if (signals > 1) {
      say(`${sig} again: exiting now`);
      process.exit(1);
    }
    say(`${sig} received: finishing in-flight requests, then stopping`);
    stop()
      .then(() => {
        say('stopped cleanly');
        process.exit(0);
      })
      .catch((e) => {
        process.stderr.write(`[sangam] error while stopping: ${(e as Error).message}\n`);
        process.exit(1);
      });
  };
  for (const sig of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(sig, () => onSignal(sig));
}
