import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/env';
import { preparedQuery } from '../common/prepared-query';

interface Entry {
  version: string;
  value: unknown;
  bytes: number;
}

/**
 * In-memory cache of the public read side's answers (listing pages and totals, event rows, the statistics count).
 * Each entry is used only while the database's change counter (`public_data_version`, bumped at every committed write
 * to events or organizations) stands still, so a committed change shows on the next request. Bounded by PUBLIC_CACHE_MB.
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

  /** The counter read on its way to the database, and the one that will follow it. */
  private inFlight: Promise<string> | null = null;
  private following: Promise<string> | null = null;

  /**
   * The database's current change counter, read after the caller asked. At most one read is in flight: callers
   * arriving meanwhile share the read that starts when it returns.
   */
  version(): Promise<string> {
    if (!this.inFlight) {
      const read = this.readVersion().finally(() => {
        if (this.inFlight === read) this.inFlight = null;
      });
      this.inFlight = read;
      return read;
    }
    this.following ??= this.inFlight
      .catch(() => undefined)
      .then(() => {
        this.following = null;
        return this.version();
      });
    return this.following;
  }

  private async readVersion(): Promise<string> {
    // A named prepared statement straight on the pool: the hottest query of all.
    const [row] = await preparedQuery<{ v: string }>(
      this.ds,
      'sangam_public_data_version',
      `SELECT sum(v)::text AS v FROM public_data_version`,
      [],
    );
    return row.v;
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
    const p = compute()
      .then((value) => {
        this.store(key, { version, value, bytes: size(value) + key.length * 2 + 64 });
        return value;
      })
      .finally(() => this.pending.delete(flightKey));
    this.pending.set(flightKey, p);
    return p;
  }

  /** Whether `key` is held at data version `version` (a get would not compute). */
  has(key: string, version: string): boolean {
    return this.enabled && this.entries.get(key)?.version === version;
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
