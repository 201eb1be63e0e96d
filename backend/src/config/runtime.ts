import { AppConfig } from './env';

/** What start-up resolved before the Nest application is created. */
export interface RuntimeContext {
  config: AppConfig;
  /** The PostgreSQL URL in use (external, or the embedded cluster's). */
  databaseUrl: string;
  /** JWT signing key: JWT_SECRET, or generated once and kept in DATA_DIR. */
  jwtSecret: string;
}

export const RUNTIME = Symbol('RUNTIME');
