// @serial: asserts event-loop delay while cards are drawn.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { daysFromToday, makeEvent, makeOrganization } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngSize = (b: Buffer) => ({ width: b.readUInt32BE(16), height: b.readUInt32BE(20) });

/** GET /api/events/:id/share.png: the event's share card, cached, public events only. */
describe('event share image', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('draws a 1200×630 PNG with a long-lived cache, an ETag from the event version, and 304 on revalidation', async () => {
    const org = await makeOrganization(t.ds, { name: 'Dallas Gujarati Samaj' });
    const e = await makeEvent(t.ds, {
      title: 'Navaratri Garba Night',
      organizationId: org.id,
      date: daysFromToday(10),
      category: 'Cultural Events',
    });
    const r = await t.http.get(`/api/events/${e.id}/share.png`).expect(200).expect('content-type', 'image/png');
    const png = r.body as Buffer;
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeGreaterThan(10_000);
    expect(r.headers['cache-control']).toMatch(/public, max-age=86400/);
    const etag = r.headers.etag as string;
    expect(etag).toMatch(new RegExp(`^"share-${e.id}-2\\.\\d+"$`));

    await t.http.get(`/api/events/${e.id}/share.png`).set('If-None-Match', etag).expect(304);
    // Editing the event gives a new version: a new ETag and a new card.
    await t.ds.query(`UPDATE events SET title = 'Garba Night Moved', "updatedAt" = now() + interval '1 second' WHERE id = $1`, [e.id]);
    const again = await t.http.get(`/api/events/${e.id}/share.png`).set('If-None-Match', etag).expect(200);
    expect(again.headers.etag).not.toBe(etag);
    expect((again.body as Buffer).equals(png)).toBe(false);
  });

  it('404 for a pending event and an event of an unapproved organization, 400 for a malformed id', async () => {
    const pending = await makeEvent(t.ds, { isApproved: false });
    const hiddenOrg = await makeOrganization(t.ds, { isApproved: false });
    const ofHidden = await makeEvent(t.ds, { organizationId: hiddenOrg.id });
    for (const id of [pending.id, ofHidden.id, '00000000-0000-4000-8000-000000000000']) {
      const r = await t.http.get(`/api/events/${id}/share.png`).expect(404);
      expect(r.body.message).toBe('Event not found');
    }
    expect((await t.http.get('/api/events/nope/share.png').expect(400)).body.message).toBe('Invalid id');
  });

  it('a burst of uncached cards with long titles is drawn off the event loop', async () => {
    const events = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        makeEvent(t.ds, { title: `${'Very long festival title '.repeat(7)} ${i}`, date: daysFromToday(5) }),
      ),
    );
    const h = monitorEventLoopDelay({ resolution: 10 });
    h.enable();
    const all = await Promise.all(events.map((e) => t.http.get(`/api/events/${e.id}/share.png`)));
    h.disable();
    for (const r of all) {
      expect(r.status).toBe(200);
      expect(pngSize(r.body as Buffer)).toEqual({ width: 1200, height: 630 });
    }
    // Drawing happens in a worker thread: the server's own loop stays responsive (a card takes 100–300 ms to lay out).
    expect(h.max / 1e6).toBeLessThan(250);
  });

  it('the event page names the card as og:image and twitter:image, with its size', async () => {
    const e = await makeEvent(t.ds, { title: 'Diwali Mela', date: daysFromToday(3) });
    const html = (await t.http.get(`/event/${e.id}`).expect(200)).text;
    const url = new RegExp(`<meta property="og:image" content="http://localhost:3000/api/events/${e.id}/share\\.png\\?v=2\\.\\d+" />`);
    expect(html).toMatch(url);
    expect(html).toMatch(new RegExp(`<meta name="twitter:image" content="http://localhost:3000/api/events/${e.id}/share\\.png\\?v=`));
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });
});
