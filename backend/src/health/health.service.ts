import { Injectable, BeforeApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withTimeout } from '../common/timeout';
import { HealthLiveDto, HealthReadyDto, HealthStatusDto } from './health.dto';

/** How long a health check waits for the database. */
const PROBE_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService implements BeforeApplicationShutdown {
  private shuttingDown = false;

  constructor(private readonly ds: DataSource) {}

  /** Nest calls it on close; bootstrap.ts too, as its graceful stop begins. */
  beforeApplicationShutdown(): void {
    this.shuttingDown = true;
  }

  /** GET /api/health: the database answers and the server is not stopping. */
  async check(): Promise<HealthStatusDto> {
    return this.answer((await this.probe('SELECT 1')) ? 'up' : 'down');
  }

  /** GET /api/health/live: the process runs and its event loop answers; nothing outside it is asked. */
  live(): HealthLiveDto {
    return { status: 'ok', shuttingDown: this.shuttingDown, uptime: Math.round(process.uptime()) };
  }

  /**
   * GET /api/health/ready: whether to send this instance traffic. The database must take a committed write
   * (health_probe's one row), so a database that answers reads but refuses writes (disk full, read-only) is not ready.
   */
  async ready(): Promise<HealthReadyDto> {
    const writes = await this.probe(`UPDATE health_probe SET "checkedAt" = now() WHERE id = 1`);
    return this.answer(writes ? 'up' : (await this.probe('SELECT 1')) ? 'refusing writes' : 'down');
  }

  /** The answer of /api/health and /api/health/ready: ok when the database is up and the server is not stopping. */
  private answer<D extends HealthReadyDto['database']>(database: D) {
    const status = database === 'up' && !this.shuttingDown ? 'ok' : 'unavailable';
    return { status, database, shuttingDown: this.shuttingDown, uptime: Math.round(process.uptime()) } as const;
  }

  private async probe(sql: string): Promise<boolean> {
    if (!this.ds.isInitialized) return false;
    try {
      await withTimeout(this.ds.query(sql), PROBE_TIMEOUT_MS);
      return true;
    } catch {
      return false;
    }
  }
}
