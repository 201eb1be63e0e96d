interface HostState {
  active: number;
  nextStart: number;
  minInterval: number;
  queue: Array<() => void>;
}

/** Per-host politeness: at most `concurrency` requests at once and `minIntervalMs` between their starts. */
export class HostLimiter {
  private readonly hosts = new Map<string, HostState>();

  constructor(
    private readonly concurrency: number,
    private readonly minIntervalMs: number,
  ) {}

  /** Raises the spacing for one host (robots.txt Crawl-delay). */
  setMinInterval(host: string, ms: number): void {
    this.state(host).minInterval = Math.max(this.minIntervalMs, ms);
  }

  async run<T>(host: string, fn: () => Promise<T>): Promise<T> {
    const s = this.state(host);
    // A finishing request hands its slot straight to the next waiter, so the limit holds.
    if (s.active >= this.concurrency) await new Promise<void>((resolve) => s.queue.push(resolve));
    else s.active++;
    try {
      const wait = s.nextStart - Date.now();
      s.nextStart = Math.max(Date.now(), s.nextStart) + s.minInterval;
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      return await fn();
    } finally {
      const next = s.queue.shift();
      if (next) next();
      else s.active--;
      if (s.active === 0 && !s.queue.length && s.nextStart < Date.now() && s.minInterval === this.minIntervalMs) this.hosts.delete(host);
    }
  }

  private state(host: string): HostState {
    if (!this.hosts.has(host)) this.hosts.set(host, { active: 0, nextStart: 0, minInterval: this.minIntervalMs, queue: [] });
    return this.hosts.get(host)!;
  }
}
