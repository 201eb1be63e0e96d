import * as net from 'node:net';

/**
 * A TCP proxy between the app and PostgreSQL that the test can take down and bring back:
 * "down" closes every connection and refuses new ones (as a stopped database does);
 * "blackhole" accepts connections and never answers (a hung network).
 */
export class DbProxy {
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
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
      client.pipe(up);
      up.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.address() as net.AddressInfo).port;
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
