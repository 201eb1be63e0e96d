import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/app.setup';
import { loadConfig } from '../../src/config/env';
import { RuntimeContext } from '../../src/config/runtime';
import { createTestDatabase } from './pg-cluster';
import { TEST_ADMIN, TEST_JWT_SECRET } from './test-constants';

export interface TestApp {
  app: INestApplication;
  /** supertest bound to the app's HTTP server */
  http: TestAgent;
  ds: DataSource;
  databaseUrl: string;
  close: () => Promise<void>;
}

/**
 * Boots the real AppModule (real migrations, pipes, filters, guards) on a fresh database copied
 * from the migrated template. Demo seeding is off unless asked for.
 */
export async function createTestApp(env: Record<string, string> = {}, opts: { databaseUrl?: string } = {}): Promise<TestApp> {
  // opts.databaseUrl: run on an existing database (e.g. a second app instance on the first one's database); it is not dropped on close.
  const db = opts.databaseUrl ? { url: opts.databaseUrl, drop: async () => undefined } : await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-test-data-'));
  const config = loadConfig({
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    SCRAPER_ALLOW_PRIVATE_HOSTS: 'true',
    // Tests send many requests from one address; test/security/rate-limits.e2e-spec.ts turns the limits on.
    RATE_LIMITS: 'false',
    ENABLE_SCHEDULER: 'false',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ...env,
  });
  const ctx: RuntimeContext = { config, databaseUrl: db.url, jwtSecret: config.JWT_SECRET! };
  const app = await NestFactory.create(AppModule.forRoot(ctx), { logger: false });
  configureApp(app, config);
  await app.init();
  const ds = app.get(DataSource);
  return {
    app,
    http: request(app.getHttpServer()),
    ds,
    databaseUrl: db.url,
    close: async () => {
      await app.close();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
