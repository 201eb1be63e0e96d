import { Injectable, OnApplicationShutdown, BeforeApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HealthLiveDto, HealthReadyDto, HealthStatusDto } from './health.dto';

/** How long a health check waits for the database. */
const PROBE_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService implements BeforeApplicationShutdown, OnApplicationShutdown {
  private shuttingDown = false;

  constructor(private readonly ds: DataSource) {}

  beforeApplicationShutdown(): void {
    this.shuttingDown = true;
  }

  onApplicationShutdown(): void {
    this.shuttingDown = true;
  }

  markShuttingDown(): void {
    this.shuttingDown = true;
  }

  /** GET /api/health: the database answers and the server is not stopping. */
  async check(): Promise<HealthStatusDto> {
    const database = (await this.probe('SELECT 1')) ? 'up' : 'down';
    return {
      status: database === 'up' && !this.shuttingDown ? 'ok' : 'unavailable',
      database,
      shuttingDown: this.shuttingDown,
      uptime: Math.round(process.uptime()),
    };
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
    const database = writes ? 'up' : (await this.probe('SELECT 1')) ? 'refusing writes' : 'down';
    return {
      status: database === 'up' && !this.shuttingDown ? 'ok' : 'unavailable',
      database,
      shuttingDown: this.shuttingDown,
      uptime: Math.round(process.uptime()),
    };
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

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('timeout')), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}
