import 'reflect-metadata';
import { applyDecorators } from '@nestjs/common';
import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min, MinLength, validateSync } from 'class-validator';
import * as path from 'node:path';

const toBool = ({ value }: { value: unknown }) => {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  const v = String(value).trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(v)) return true;
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  return value; // left as a string so validation names the variable
};
const toInt = ({ value }: { value: unknown }) => {
  if (value === undefined || value === '') return undefined;
  return /^\s*-?\d+\s*$/.test(String(value)) ? Number(value) : value;
};
const blankToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/**
 * The decorators every variable of a kind carries, as if stacked in the order given (the first on top): class-validator
 * reports the constraints of a stack bottom-up, so `applyDecorators` gets them in reverse.
 */
const stacked = (...decorators: PropertyDecorator[]) => applyDecorators(...decorators.reverse());
const OptionalString = () => stacked(Transform(blankToUndefined), IsOptional(), IsString());
const OptionalBoolean = () => stacked(Transform(toBool), IsOptional(), IsBoolean());
const OptionalInt = (min: number, max: number) => stacked(Transform(toInt), IsOptional(), IsInt(), Min(min), Max(max));

/**
 * Every environment variable the product reads, with its default. Validated once at boot;
 * a bad value stops start-up with one line naming the variable (see loadConfig).
 */
class EnvironmentVariables {
  /** HTTP port. */
  @OptionalInt(0, 65535)
  PORT = 3000;

  /** External PostgreSQL URL; unset means the embedded PostgreSQL in DATA_DIR. */
  @OptionalString()
  DATABASE_URL?: string = undefined;

  /** Embedded PostgreSQL data and generated secrets. */
  @OptionalString()
  DATA_DIR = './.data';

  /** Signing key for admin and organizer tokens; generated once and kept in DATA_DIR when unset. */
  @OptionalString()
  @MinLength(16, { message: 'JWT_SECRET must be at least 16 characters' })
  JWT_SECRET?: string = undefined;

  @OptionalString()
  ADMIN_USERNAME?: string = undefined;

  @OptionalString()
  @MinLength(8, { message: 'ADMIN_PASSWORD must be at least 8 characters' })
  ADMIN_PASSWORD?: string = undefined;

  @OptionalString()
  ADMIN_EMAIL?: string = undefined;

  /** Seed realistic demo organizations and events into an empty database. */
  @OptionalBoolean()
  SEED_DEMO_DATA = true;

  /** Schedule of automatic scraping runs (cron syntax). Default: every 6 hours. */
  @OptionalString()
  SCRAPING_CRON = '0 0 */6 * * *';

  /** Allow fetching loopback/private addresses. Tests only. */
  @OptionalBoolean()
  SCRAPER_ALLOW_PRIVATE_HOSTS = false;

  /** How long parsing one scraped page or feed may take (in a worker thread) before it is stopped, in ms. */
  @OptionalInt(100, 120_000)
  SCRAPER_PARSE_TIME_LIMIT_MS = 20_000;

  /** The {product} in the header title. */
  @OptionalString()
  PRODUCT_NAME = 'Sangam';

  /** Public base URL used in calendar files, share links and structured data. Default http://localhost:PORT. */
  @OptionalString()
  PUBLIC_URL?: string = undefined;

  /** Comma-separated origins allowed by CORS (the app itself is always allowed). */
  @OptionalString()
  CORS_ORIGINS = '';

  /** Express "trust proxy" setting: false, true, a hop count, or a list of addresses. */
  @OptionalString()
  TRUST_PROXY = 'false';

  @Transform(blankToUndefined)
  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Maximum PostgreSQL connections in the pool (a request waits up to ACQUIRE_TIMEOUT_MS, 10 s, for a free one). */
  @OptionalInt(1, 200)
  DB_POOL_SIZE = 10;

  /**
   * Memory for the cache of public reads (listing pages, totals, event rows), in MB; 0 turns it off.
   * Entries are keyed by the database's change counter, so a committed write is never served late.
   */
  @OptionalInt(0, 1024)
  PUBLIC_CACHE_MB = 32;

  /** Per-route request limits (docs/security.md). Off only for tests and benchmarks that send many requests from one address. */
  @OptionalBoolean()
  RATE_LIMITS = true;

  /**
   * Password hashes and verifications (argon2id, ~20 MiB and tens of ms of CPU each) run at once;
   * more wait in a bounded queue. Default: one less than the CPU count, 1 to 4.
   */
  @OptionalInt(1, 64)
  PASSWORD_HASH_CONCURRENCY?: number = undefined;

  /**
   * Outgoing mail server, e.g. smtps://user:password@smtp.example.org:465. Unset: messages are
   * composed and kept in the outbox (console "Outgoing mail") but not sent.
   */
  @OptionalString()
  SMTP_URL?: string = undefined;

  /** Sender of outgoing mail, e.g. `Sangam <events@example.org>`. Default: PRODUCT_NAME <no-reply@PUBLIC_URL's host>. */
  @OptionalString()
  MAIL_FROM?: string = undefined;

  /** First retry delay of a failed delivery in seconds; each further retry waits about twice as long. */
  @OptionalInt(1, 3600)
  MAIL_RETRY_DELAY_SECONDS = 30;

  /**
   * Uploaded images go to this S3-compatible bucket instead of PostgreSQL (with S3_ENDPOINT,
   * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY). Unset: images are stored in PostgreSQL.
   */
  @OptionalString()
  S3_BUCKET?: string = undefined;

  /** The S3 service's base URL, e.g. https://s3.us-east-1.amazonaws.com or http://minio:9000 (path-style requests). */
  @OptionalString()
  S3_ENDPOINT?: string = undefined;

  /** Region used to sign S3 requests. */
  @OptionalString()
  S3_REGION = 'us-east-1';

  @OptionalString()
  S3_ACCESS_KEY_ID?: string = undefined;

  @OptionalString()
  S3_SECRET_ACCESS_KEY?: string = undefined;

  /** Where scheduled backups go; unset: DATA_DIR/backups. */
  @OptionalString()
  BACKUP_DIR?: string = undefined;

  /**
   * A copy of each verified backup goes to this S3-compatible bucket too (key `backups/<file>`, with S3_ENDPOINT,
   * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as for images); retention deletes it there as well.
   */
  @OptionalString()
  BACKUP_S3_BUCKET?: string = undefined;

  /** When the scheduled backup runs (cron, five fields, UTC; with ENABLE_SCHEDULER), or 'off'. */
  @IsOptional()
  @IsString()
  BACKUP_CRON = '15 3 * * *';

  /** Run scheduled jobs (scraping) in this instance. */
  @OptionalBoolean()
  ENABLE_SCHEDULER = true;
}

export type AppConfig = Readonly<EnvironmentVariables> & {
  /** DATA_DIR resolved to an absolute path. */
  dataDir: string;
  /** PUBLIC_URL (default http://localhost:PORT) without a trailing slash: every link is built on it. */
  publicUrl: string;
  /** MAIL_FROM, or PRODUCT_NAME <no-reply@host of PUBLIC_URL>. */
  mailFrom: string;
};

export class ConfigError extends Error {}

const EMAIL_PATTERN = /^[^\s@<>"]+@[^\s@<>"]+$/;
/** `user@host` or `Display Name <user@host>`. */
const MAIL_FROM_PATTERN = /^([^<>]*<[^\s@<>"]+@[^\s@<>"]+>|[^\s@<>"]+@[^\s@<>"]+)$/;

/** Whether `value` is a URL of one of `protocols` with a host. */
function isUrlOf(value: string, protocols: string[]): boolean {
  const u = URL.canParse(value) ? new URL(value) : null;
  return !!u && protocols.includes(u.protocol) && !!u.hostname;
}

/** The one line naming a bad variable (and its value, when given) and what was expected. */
const invalid = (name: string, why: string, value?: string) =>
  new ConfigError(`Invalid environment variable ${name}${value === undefined ? '' : `=${JSON.stringify(value)}`}: ${why}`);

/** Validates the environment; throws ConfigError with one line naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw: Record<string, string> = {};
  // Every variable is a field of a new instance (those without a default are undefined).
  for (const k of Object.keys(new EnvironmentVariables())) if (env[k] !== undefined) raw[k] = env[k];
  const cfg = plainToInstance(EnvironmentVariables, raw, { exposeDefaultValues: true });
  const errors = validateSync(cfg, { whitelist: false });
  if (errors.length) {
    const e = errors[0];
    throw invalid(e.property, Object.values(e.constraints ?? {})[0] ?? 'invalid value', raw[e.property]);
  }
  if (cfg.DATABASE_URL && !isUrlOf(cfg.DATABASE_URL, ['postgres:', 'postgresql:'])) {
    throw invalid('DATABASE_URL', 'expected postgres://user:password@host:port/database');
  }
  if (cfg.ADMIN_PASSWORD && !cfg.ADMIN_USERNAME) throw invalid('ADMIN_USERNAME', 'required when ADMIN_PASSWORD is set');
  if (cfg.PUBLIC_URL && !/^https?:\/\/[^/]+/.test(cfg.PUBLIC_URL)) throw invalid('PUBLIC_URL', 'expected an http(s) URL');
  if (!/^(\S+\s+){4,5}\S+$/.test(cfg.SCRAPING_CRON.trim())) throw invalid('SCRAPING_CRON', 'expected a cron expression', cfg.SCRAPING_CRON);
  if (cfg.BACKUP_CRON.trim() !== 'off' && !/^(\S+\s+){4}\S+$/.test(cfg.BACKUP_CRON.trim())) {
    throw invalid('BACKUP_CRON', 'expected a cron expression (five fields, UTC) or off', cfg.BACKUP_CRON);
  }
  if (cfg.SMTP_URL && !isUrlOf(cfg.SMTP_URL, ['smtp:', 'smtps:'])) {
    throw invalid('SMTP_URL', 'expected smtp://[user:password@]host[:port] or smtps://...');
  }
  if (cfg.MAIL_FROM && !MAIL_FROM_PATTERN.test(cfg.MAIL_FROM.trim())) {
    throw invalid('MAIL_FROM', 'expected an address, e.g. Sangam <events@example.org>', cfg.MAIL_FROM);
  }
  if (cfg.ADMIN_EMAIL && !EMAIL_PATTERN.test(cfg.ADMIN_EMAIL.trim()))
    throw invalid('ADMIN_EMAIL', 'expected an email address', cfg.ADMIN_EMAIL);
  const bucketSetting = cfg.S3_BUCKET ? 'S3_BUCKET' : cfg.BACKUP_S3_BUCKET ? 'BACKUP_S3_BUCKET' : null;
  if (bucketSetting) {
    for (const k of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!cfg[k]) throw invalid(k, `required when ${bucketSetting} is set`);
    }
    if (!/^https?:\/\/[^/]+/.test(cfg.S3_ENDPOINT!)) throw invalid('S3_ENDPOINT', 'expected an http(s) URL', cfg.S3_ENDPOINT);
  }
  const dataDir = path.resolve(cfg.DATA_DIR);
  const publicUrl = (cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/+$/, '');
  const mailFrom = cfg.MAIL_FROM?.trim() ?? `${cfg.PRODUCT_NAME.replace(/["<>]/g, '')} <no-reply@${new URL(publicUrl).hostname}>`;
  return Object.freeze(Object.assign(cfg, { dataDir, publicUrl, mailFrom }));
}

export const APP_CONFIG = Symbol('APP_CONFIG');
