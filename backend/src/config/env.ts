import 'reflect-metadata';
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
 * Every environment variable the product reads, with its default. Validated once at boot;
 * a bad value stops start-up with one line naming the variable (see loadConfig).
 */
class EnvironmentVariables {
  /** HTTP port. */
  @Transform(toInt)
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /** External PostgreSQL URL; unset means the embedded PostgreSQL in DATA_DIR. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  DATABASE_URL?: string;

  /** Embedded PostgreSQL data and generated secrets. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  DATA_DIR = './.data';

  /** Signing key for admin and organizer tokens; generated once and kept in DATA_DIR when unset. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'JWT_SECRET must be at least 16 characters' })
  JWT_SECRET?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  ADMIN_USERNAME?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(8, { message: 'ADMIN_PASSWORD must be at least 8 characters' })
  ADMIN_PASSWORD?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  ADMIN_EMAIL?: string;

  /** Seed realistic demo organizations and events into an empty database. */
  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  SEED_DEMO_DATA = true;

  /** Schedule of automatic scraping runs (cron syntax). Default: every 6 hours. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  SCRAPING_CRON = '0 0 */6 * * *';

  /** Allow fetching loopback/private addresses. Tests only. */
  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  SCRAPER_ALLOW_PRIVATE_HOSTS = false;

  /** How long parsing one scraped page or feed may take (in a worker thread) before it is stopped, in ms. */
  @Transform(toInt)
  @IsOptional()
  @IsInt()
  @Min(100)
  @Max(120_000)
  SCRAPER_PARSE_TIME_LIMIT_MS = 20_000;

  /** The {product} in the header title. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  PRODUCT_NAME = 'Sangam';

  /** Public base URL used in calendar files, share links and structured data. Default http://localhost:PORT. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  PUBLIC_URL?: string;

  /** Comma-separated origins allowed by CORS (the app itself is always allowed). */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  CORS_ORIGINS = '';

  /** Express "trust proxy" setting: false, true, a hop count, or a list of addresses. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  TRUST_PROXY = 'false';

  @Transform(blankToUndefined)
  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Maximum PostgreSQL connections in the pool (a request waits up to ACQUIRE_TIMEOUT_MS, 10 s, for a free one). */
  @Transform(toInt)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(200)
  DB_POOL_SIZE = 10;

  /**
   * Memory for the cache of public reads (listing pages, totals, event rows), in MB; 0 turns it off.
   * Entries are keyed by the database's change counter, so a committed write is never served late.
   */
  @Transform(toInt)
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1024)
  PUBLIC_CACHE_MB = 32;

  /** Per-route request limits (docs/security.md). Off only for tests and benchmarks that send many requests from one address. */
  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  RATE_LIMITS = true;

  /**
   * Password hashes and verifications (argon2id, ~20 MiB and tens of ms of CPU each) run at once;
   * more wait in a bounded queue. Default: one less than the CPU count, 1 to 4.
   */
  @Transform(toInt)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(64)
  PASSWORD_HASH_CONCURRENCY?: number;

  /**
   * Outgoing mail server, e.g. smtps://user:password@smtp.example.org:465. Unset: messages are
   * composed and kept in the outbox (console "Outgoing mail") but not sent.
   */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  SMTP_URL?: string;

  /** Sender of outgoing mail, e.g. `Sangam <events@example.org>`. Default: PRODUCT_NAME <no-reply@PUBLIC_URL's host>. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  MAIL_FROM?: string;

  /** First retry delay of a failed delivery in seconds; each further retry waits about twice as long. */
  @Transform(toInt)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(3600)
  MAIL_RETRY_DELAY_SECONDS = 30;

  /**
   * Uploaded images go to this S3-compatible bucket instead of PostgreSQL (with S3_ENDPOINT,
   * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY). Unset: images are stored in PostgreSQL.
   */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  S3_BUCKET?: string;

  /** The S3 service's base URL, e.g. https://s3.us-east-1.amazonaws.com or http://minio:9000 (path-style requests). */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  S3_ENDPOINT?: string;

  /** Region used to sign S3 requests. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  S3_REGION = 'us-east-1';

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  /** Where scheduled backups go; unset: DATA_DIR/backups. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  BACKUP_DIR?: string;

  /**
   * A copy of each verified backup goes to this S3-compatible bucket too (key `backups/<file>`, with S3_ENDPOINT,
   * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as for images); retention deletes it there as well.
   */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  BACKUP_S3_BUCKET?: string;

  /** When the scheduled backup runs (cron, five fields, UTC; with ENABLE_SCHEDULER), or 'off'. */
  @IsOptional()
  @IsString()
  BACKUP_CRON = '15 3 * * *';

  /** Run scheduled jobs (scraping) in this instance. */
  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  ENABLE_SCHEDULER = true;
}

export type AppConfig = Readonly<EnvironmentVariables> & {
  /** DATA_DIR resolved to an absolute path. */
  dataDir: string;
  publicUrl: string;
  /** MAIL_FROM, or PRODUCT_NAME <no-reply@host of PUBLIC_URL>. */
  mailFrom: string;
};

export class ConfigError extends Error {}

const EMAIL_PATTERN = /^[^\s@<>"]+@[^\s@<>"]+$/;
/** `user@host` or `Display Name <user@host>`. */
const MAIL_FROM_PATTERN = /^([^<>]*<[^\s@<>"]+@[^\s@<>"]+>|[^\s@<>"]+@[^\s@<>"]+)$/;

function isSmtpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return ['smtp:', 'smtps:'].includes(u.protocol) && !!u.hostname;
  } catch {
    return false;
  }
}

/** Validates the environment; throws ConfigError with one line naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = Object.keys(new EnvironmentVariables());
  known.push(
    'DATABASE_URL',
    'JWT_SECRET',
    'ADMIN_USERNAME',
    'ADMIN_PASSWORD',
    'ADMIN_EMAIL',
    'PUBLIC_URL',
    'SMTP_URL',
    'MAIL_FROM',
    'PASSWORD_HASH_CONCURRENCY',
    'S3_BUCKET',
    'S3_ENDPOINT',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'BACKUP_DIR',
    'BACKUP_S3_BUCKET',
  );
  const raw: Record<string, unknown> = {};
  for (const k of known) if (env[k] !== undefined) raw[k] = env[k];
  const cfg = plainToInstance(EnvironmentVariables, raw, { exposeDefaultValues: true });
  const errors = validateSync(cfg, { whitelist: false });
  if (errors.length) {
    const e = errors[0];
    const why = Object.values(e.constraints ?? {})[0] ?? 'invalid value';
    throw new ConfigError(`Invalid environment variable ${e.property}=${JSON.stringify(raw[e.property])}: ${why}`);
  }
  if (cfg.DATABASE_URL) {
    let url: URL;
    try {
      url = new URL(cfg.DATABASE_URL);
    } catch {
      throw new ConfigError('Invalid environment variable DATABASE_URL: expected postgres://user:password@host:port/database');
    }
    if (!['postgres:', 'postgresql:'].includes(url.protocol) || !url.hostname) {
      throw new ConfigError('Invalid environment variable DATABASE_URL: expected postgres://user:password@host:port/database');
    }
  }
  if (cfg.ADMIN_PASSWORD && !cfg.ADMIN_USERNAME) {
    throw new ConfigError('Invalid environment variable ADMIN_USERNAME: required when ADMIN_PASSWORD is set');
  }
  if (cfg.PUBLIC_URL && !/^https?:\/\/[^/]+/.test(cfg.PUBLIC_URL)) {
    throw new ConfigError('Invalid environment variable PUBLIC_URL: expected an http(s) URL');
  }
  if (!/^(\S+\s+){4,5}\S+$/.test(cfg.SCRAPING_CRON.trim())) {
    throw new ConfigError(`Invalid environment variable SCRAPING_CRON=${JSON.stringify(cfg.SCRAPING_CRON)}: expected a cron expression`);
  }
  if (cfg.BACKUP_CRON.trim() !== 'off' && !/^(\S+\s+){4}\S+$/.test(cfg.BACKUP_CRON.trim())) {
    throw new ConfigError(
      `Invalid environment variable BACKUP_CRON=${JSON.stringify(cfg.BACKUP_CRON)}: expected a cron expression (five fields, UTC) or off`,
    );
  }
  if (cfg.SMTP_URL && !isSmtpUrl(cfg.SMTP_URL)) {
    throw new ConfigError('Invalid environment variable SMTP_URL: expected smtp://[user:password@]host[:port] or smtps://...');
  }
  if (cfg.MAIL_FROM && !MAIL_FROM_PATTERN.test(cfg.MAIL_FROM.trim())) {
    throw new ConfigError(
      `Invalid environment variable MAIL_FROM=${JSON.stringify(cfg.MAIL_FROM)}: expected an address, e.g. Sangam <events@example.org>`,
    );
  }
  if (cfg.ADMIN_EMAIL && !EMAIL_PATTERN.test(cfg.ADMIN_EMAIL.trim())) {
    throw new ConfigError(`Invalid environment variable ADMIN_EMAIL=${JSON.stringify(cfg.ADMIN_EMAIL)}: expected an email address`);
  }
  const bucketSetting = cfg.S3_BUCKET ? 'S3_BUCKET' : cfg.BACKUP_S3_BUCKET ? 'BACKUP_S3_BUCKET' : null;
  if (bucketSetting) {
    for (const k of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!cfg[k]) throw new ConfigError(`Invalid environment variable ${k}: required when ${bucketSetting} is set`);
    }
    if (!/^https?:\/\/[^/]+/.test(cfg.S3_ENDPOINT!)) {
      throw new ConfigError(`Invalid environment variable S3_ENDPOINT=${JSON.stringify(cfg.S3_ENDPOINT)}: expected an http(s) URL`);
    }
  }
  const dataDir = path.resolve(cfg.DATA_DIR);
  const publicUrl = (cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/+$/, '');
  const mailFrom = cfg.MAIL_FROM?.trim() ?? `${cfg.PRODUCT_NAME.replace(/["<>]/g, '')} <no-reply@${new URL(publicUrl).hostname}>`;
  return Object.freeze(Object.assign(cfg, { dataDir, publicUrl, mailFrom }));
}

export const APP_CONFIG = Symbol('APP_CONFIG');
