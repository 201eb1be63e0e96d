// @serial: draws dozens of share cards (generates load).
import { loadConfig } from '../../src/config/env';
import { EventsQueryService } from '../../src/events/events-query.service';
import { RateLimiter } from '../../src/rate-limit/rate-limiter';
import { RATE_LIMITS } from '../../src/rate-limit/rate-limits';
import { ShareImageRenderer } from '../../src/share/share-image-renderer';
import { ShareImageService } from '../../src/share/share-image.service';
import { daysFromToday, makeEvent } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Issue 35 item 8: 400 anonymous share.png requests over distinct events, 40 at a time, answered 302 × 503,
 * so real link previews (WhatsApp, iMessage) got no image. Now a client's uncached cards count against
 * 'share-image'; past it, or while the renderer's queue is full, the answer is the generic card (200, a
 * PNG, cached 5 minutes), never a 503, and another client's preview still gets the event's own card.
 */
describe('share cards under a flood', () => {
  let t: TestApp;
  const card = (id: string, client: string) =>
    t.http
      .get(`/api/events/${id}/share.png`)
      .set('X-Forwarded-For', client)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'true', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t?.close());

  it('one client, 45 distinct events, 15 at a time: every answer a PNG; past its limit the generic card; another client gets the real one', async () => {
    const events = [];
    for (let i = 0; i < 45; i++) events.push(await makeEvent(t.ds, { title: `Flood Mela ${i}`, date: daysFromToday(5 + (i % 20)) }));
    const answers: Array<{ status: number; etag: string; cache: string; body: Buffer }> = [];
    for (let i = 0; i < events.length; i += 15) {
      const batch = await Promise.all(events.slice(i, i + 15).map((e) => card(e.id, '203.0.113.7')));
      answers.push(
        ...batch.map((r) => ({ status: r.status, etag: r.headers.etag, cache: r.headers['cache-control'], body: r.body as Buffer })),
      );
    }
    expect(answers.map((a) => a.status)).toEqual(events.map(() => 200));
    expect(answers.every((a) => a.body.subarray(0, 8).equals(PNG_SIGNATURE))).toBe(true);
    const generic = answers.filter((a) => a.etag.startsWith('"share-generic-'));
    const own = answers.filter((a) => !a.etag.startsWith('"share-generic-'));
    expect(own.length).toBeLessThanOrEqual(RATE_LIMITS['share-image'].limit);
    expect(generic.length).toBeGreaterThanOrEqual(events.length - RATE_LIMITS['share-image'].limit);
    expect(generic.every((a) => a.cache === 'public, max-age=300')).toBe(true);
    expect(own.every((a) => /max-age=86400/.test(a.cache))).toBe(true);

    // A real preview of an event the flood got the generic card for, from another address: the event's own card.
    const last = events.at(-1)!;
    const preview = await card(last.id, '198.51.100.9').expect(200);
    expect(preview.headers.etag).toMatch(new RegExp(`^"share-${last.id}-`));
    // Cards already drawn cost nothing more: the flooding client still gets those.
    const drawn = events[answers.findIndex((a) => !a.etag.startsWith('"share-generic-'))];
    expect((await card(drawn.id, '203.0.113.7').expect(200)).headers.etag).toMatch(new RegExp(`^"share-${drawn.id}-`));
  }, 300_000);

  it('a renderer with a full queue answers the generic card, not a 503', async () => {
    const renderer = new ShareImageRenderer({ maxQueued: 0 });
    try {
      const config = loadConfig({ RATE_LIMITS: 'false', PRODUCT_NAME: 'Sangam' });
      const images = new ShareImageService(config, renderer, new RateLimiter(config, t.app.get(RateLimiter)['storage']));
      const e = await makeEvent(t.ds, { title: 'Busy Renderer Mela', date: daysFromToday(4) });
      const event = (await t.app.get(EventsQueryService).findPublic(e.id))!;
      const image = await images.image(event, { ip: '192.0.2.1' });
      expect(image.generic).toBe(true);
      expect(image.png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    } finally {
      await renderer.onModuleDestroy();
    }
  }, 120_000);
});
