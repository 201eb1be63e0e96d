import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/env';

interface Entry {
  version: string;
  value: unknown;
  bytes: number;
}

/**
 * An in-memory cache of what the public read side computes from the database (listing pages and
 * totals, event rows, the statistics count). Every entry is stored with the database's change
 * counter (`public_data_version`, bumped at the commit of any write to events or organizations,
 * whoever makes it) and used only while the counter has not moved, so a committed change is
 * visible to the next request exactly as without the cache. A request costs one tiny query (the
 * counter) instead of the listing's two; concurrent misses of one key share one computation.
 * Bounded by PUBLIC_CACHE_MB (least recently used entries go first); 0 turns the cache off.
 */
@Injectable()
export class PublicReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<unknown>>();
  private bytes = 0;
  private readonly maxBytes: number;

  constructor(
    private readonly ds: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.maxBytes = config.PUBLIC_CACHE_MB * 1024 * 1024;
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  private batch: Promise<string> | null = null;
  private batchSent = false;

  /**
   * The database's current change counter (committed writes only). Callers that arrive while a
   * read of it is still waiting for a pool connection share that read: it is sent after they
   * arrived, so it sees every write committed before any of them asked. Under load this turns
   * one counter query per request into one per connection hand-over.
   */
  version(): Promise<string> {
    if (this.batch && !this.batchSent) return this.batch;
    this.batchSent = false;
    let batch: Promise<string> | null = null;
    batch = (async () => {
      await Promise.resolve(); // `batch` is assigned before this body goes on
      const runner = this.ds.createQueryRunner();
      try {
        await runner.connect();
        if (this.batch === batch) this.batchSent = true;
        const [row] = await runner.query(`SELECT sum(v)::text AS v FROM public_data_version`);
        return row.v as string;
      } finally {
        if (this.batch === batch) this.batch = null;
        await runner.release();
      }
    })();
    this.batch = batch;
    return batch;
  }

  /**
   * The value of `key` at data version `version`: cached, or computed once by `compute` (callers
   * asking for the same key and version meanwhile wait for that computation). `size` estimates an
   * entry's bytes for the memory bound.
   */
  async get<T>(key: string, version: string, compute: () => Promise<T>, size: (value: T) => number): Promise<T> {
    if (!this.enabled) return compute();
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      this.entries.delete(key); // most recently used last
      this.entries.set(key, hit);
      return hit.value as T;
    }
    const flightKey = `${version}\u0000${key}`;
    const inFlight = this.pending.get(flightKey);
    if (inFlight) return inFlight as Promise<T>;
    const p = compute().then(
      (value) => {
        this.pending.delete(flightKey);
        this.store(key, { version, value, bytes: size(value) + key.length * 2 + 64 });
        return value;
      },
      (err: unknown) => {
        this.pending.delete(flightKey);
        throw err;
      },
    );
    this.pending.set(flightKey, p);
    return p;
  }

  /** Entries and bytes held (for tests and diagnostics). */
  stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private store(key: string, entry: Entry): void {
    const old = this.entries.get(key);
    // A slower computation for an older version must not replace a newer entry.
    if (old && BigInt(old.version) > BigInt(entry.version)) return;
    if (old) {
      this.bytes -= old.bytes;
      this.entries.delete(key);
    }
    if (entry.bytes > this.maxBytes / 8) return; // one huge answer must not flush everything else
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.bytes;
    }
  }
}
