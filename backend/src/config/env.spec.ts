import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SEED_DEMO_DATA).toBe(true);
    expect(c.SCRAPER_ALLOW_PRIVATE_HOSTS).toBe(false);
    expect(c.PRODUCT_NAME).toBe('Sangam');
    expect(c.dataDir).toMatch(/\.data$/);
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('reads typed values', () => {
    const c = loadConfig({ PORT: '8080', SEED_DEMO_DATA: 'false', SCRAPER_ALLOW_PRIVATE_HOSTS: 'true', PRODUCT_NAME: 'Mela' });
    expect(c.PORT).toBe(8080);
    expect(c.SEED_DEMO_DATA).toBe(false);
    expect(c.SCRAPER_ALLOW_PRIVATE_HOSTS).toBe(true);
    expect(c.PRODUCT_NAME).toBe('Mela');
  });

  it.each([
    [{ PORT: 'abc' }, /PORT="abc"/],
    [{ PORT: '70000' }, /PORT/],
    [{ SEED_DEMO_DATA: 'maybe' }, /SEED_DEMO_DATA/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /DATABASE_URL/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ SCRAPING_CRON: 'often' }, /SCRAPING_CRON/],
    [{ ADMIN_PASSWORD: 'longenough' }, /ADMIN_USERNAME/],
  ])('rejects %j with one line naming the variable', (env, re) => {
    let err: unknown;
    try {
      loadConfig(env as NodeJS.ProcessEnv);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toMatch(re);
    expect((err as Error).message).not.toContain('\n');
  });
});
