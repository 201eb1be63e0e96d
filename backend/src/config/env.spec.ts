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
    [{ S3_BUCKET: 'images' }, /S3_ENDPOINT: required when S3_BUCKET is set/],
    [{ S3_BUCKET: 'images', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'k' }, /S3_SECRET_ACCESS_KEY/],
    [{ S3_BUCKET: 'images', S3_ENDPOINT: 'minio:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }, /S3_ENDPOINT="minio:9000"/],
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
  it('mail: SMTP_URL must be smtp(s)://, MAIL_FROM an address; the sender defaults to the product at the public host', () => {
    expect(loadConfig({}).mailFrom).toBe('Sangam <no-reply@localhost>');
    expect(loadConfig({ PRODUCT_NAME: 'Mela', PUBLIC_URL: 'https://mela.example.org' }).mailFrom).toBe('Mela <no-reply@mela.example.org>');
    const c = loadConfig({ SMTP_URL: 'smtps://u:p@smtp.example.org:465', MAIL_FROM: 'Mela Events <events@mela.example.org>' });
    expect(c.SMTP_URL).toBe('smtps://u:p@smtp.example.org:465');
    expect(c.mailFrom).toBe('Mela Events <events@mela.example.org>');
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.org' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: 'Mela Events' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'admin' })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ MAIL_RETRY_DELAY_SECONDS: '0' })).toThrow(/MAIL_RETRY_DELAY_SECONDS/);
  });
});
