import { Provider } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/env';
import { GuardedHttpClient } from './http/guarded-http-client';
import { ParserPool } from './parsing/parser-pool';

/** The one guarded HTTP client of the app (scraping and discovery share its per-host limits and robots cache). */
export const SCRAPER_HTTP = Symbol('SCRAPER_HTTP');

function scraperUserAgent(config: Pick<AppConfig, 'publicUrl' | 'PRODUCT_NAME'>): string {
  const name = `${(config.PRODUCT_NAME || 'Sangam').replace(/[^A-Za-z0-9]/g, '') || 'Sangam'}Bot`;
  return `${name}/1.0 (+${config.publicUrl}; community events directory)`;
}

export const scraperHttpProvider: Provider = {
  provide: SCRAPER_HTTP,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) =>
    new GuardedHttpClient({ allowPrivateHosts: config.SCRAPER_ALLOW_PRIVATE_HOSTS, userAgent: scraperUserAgent(config) }),
};

/** The one pool of parser worker threads (scraping and discovery share it); closed when the app stops. */
export const parserPoolProvider: Provider = {
  provide: ParserPool,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => new ParserPool({ timeLimitMs: config.SCRAPER_PARSE_TIME_LIMIT_MS }),
};
