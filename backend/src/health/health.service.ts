import { Injectable, OnApplicationShutdown, BeforeApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HealthStatusDto } from './health.dto';

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

  async check(): Promise<HealthStatusDto> {
    let database: 'up' | 'down' = 'down';
    if (this.ds.isInitialized) {
      try {
        await withTimeout(this.ds.query('SELECT 1'), 2000);
        database = 'up';
      } catch {
        database = 'down';
      }
    }
    return {
      status: database === 'up' && !this.shuttingDown ? 'ok' : 'unavailable',
      database,
      shuttingDown: this.shuttingDown,
      uptime: Math.round(process.uptime()),
    };
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
