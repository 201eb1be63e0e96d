import * as net from 'node:net';

/** A message the app sends to PostgreSQL: its type byte ('Q' simple query, 'P' parse, 'B' bind, ...) and payload. */
export interface WireMessage {
  type: string;
  payload: Buffer;
}

/**
 * Where a trap stops a connection, at the first message it matches:
 * - 'request': that message and everything after it are kept from PostgreSQL (it never runs);
 * - 'response': the message reaches PostgreSQL, and PostgreSQL's answers are kept from the app.
 */
export interface TrapOptions {
  match: (m: WireMessage) => boolean;
  hold: 'request' | 'response';
}

/** A connection stopped by a trap: the port PostgreSQL sees it from (pg_stat_activity.client_port). */
export interface Trapped {
  clientPort: number;
  /** Closes the app's side of the connection without passing on anything held. */
  drop: () => void;
}

/** Splits the app-to-PostgreSQL byte stream into whole units: the untyped start-up messages, then typed messages. */
class MessageReader {
  private buf = Buffer.alloc(0);
  private started = false;

  push(chunk: Buffer): Array<{ raw: Buffer; message?: WireMessage }> {
    this.buf = Buffer.concat([this.buf, chunk]);
    const out: Array<{ raw: Buffer; message?: WireMessage }> = [];
    while (true) {
      if (!this.started) {
        if (this.buf.length < 8) break;
        const len = this.buf.readInt32BE(0);
        if (this.buf.length < len) break;
        // An SSLRequest (code 80877103) is followed by the real start-up message.
        if (this.buf.readInt32BE(4) !== 80877103) this.started = true;
        out.push({ raw: this.buf.subarray(0, len) });
        this.buf = this.buf.subarray(len);
        continue;
      }
      if (this.buf.length < 5) break;
      const len = this.buf.readInt32BE(1);
      if (this.buf.length < 1 + len) break;
      const raw = this.buf.subarray(0, 1 + len);
      out.push({ raw, message: { type: String.fromCharCode(raw[0]), payload: raw.subarray(5) } });
      this.buf = this.buf.subarray(1 + len);
    }
    return out;
  }
}

/**
 * A TCP proxy between the app and PostgreSQL that the test can take down and bring back:
 * "down" closes every connection and refuses new ones (as a stopped database does);
 * "blackhole" accepts connections and never answers (a hung network).
 * A trap (trapNext) stops one connection at a chosen message, e.g. to kill its session between a
 * write and the answer.
 */
export class DbProxy {
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  private trap: (TrapOptions & { resolve: (t: Trapped) => void }) | null = null;
  mode: 'up' | 'blackhole' = 'up';
  port = 0;

  constructor(
    private readonly targetPort: number,
    private readonly targetHost = '127.0.0.1',
  ) {}

  async start(): Promise<void> {
    this.server = net.createServer((client) => {
      this.sockets.add(client);
      client.on('close', () => this.sockets.delete(client));
      client.on('error', () => undefined);
      if (this.mode === 'blackhole') return;
      const up = net.connect(this.targetPort, this.targetHost);
      this.sockets.add(up);
      up.on('close', () => {
        this.sockets.delete(up);
        client.destroy();
      });
      client.on('close', () => up.destroy());
      up.on('error', () => client.destroy());
      this.relay(client, up);
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** Stops the next connection that sends a message matching `opts.match` (any connection, once). */
  trapNext(opts: TrapOptions): Promise<Trapped> {
    return new Promise((resolve) => (this.trap = { ...opts, resolve }));
  }

  /** Passes bytes both ways, message by message from the app (so a trap can stop one at a message boundary). */
  private relay(client: net.Socket, up: net.Socket): void {
    const reader = new MessageReader();
    let holdRequests = false;
    let holdResponses = false;
    client.on('data', (chunk: Buffer) => {
      for (const { raw, message } of reader.push(chunk)) {
        if (holdRequests) return;
        const trap = this.trap;
        if (message && trap?.match(message)) {
          this.trap = null;
          if (trap.hold === 'request') holdRequests = true;
          else {
            up.write(raw);
            holdResponses = true;
          }
          trap.resolve({ clientPort: up.localPort!, drop: () => client.destroy() });
          continue;
        }
        up.write(raw);
      }
    });
    up.on('data', (chunk: Buffer) => {
      if (!holdResponses) client.write(chunk);
    });
  }

  /** The database "stops": existing connections drop, new ones are refused. */
  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  url(databaseUrl: string): string {
    const u = new URL(databaseUrl);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }
}

/** A simple-protocol query whose text starts with `sql` (e.g. 'COMMIT'). */
export const isQuery =
  (sql: string) =>
  (m: WireMessage): boolean =>
    m.type === 'Q' && m.payload.toString('utf8').trimStart().toUpperCase().startsWith(sql.toUpperCase());
