import sharp from 'sharp';
import { sha256 } from '../src/images/image-processing';
import { photoJpeg } from './fixtures/images';
import { daysFromToday, makeOrganization, organizerToken } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Responsive renditions of a real-sized photo (2000 × 2500, photo-like noise) and the image sizes the event API
 * answers, so pages pick the rendition that fits and reserve the image's space.
 */
describe('image renditions and sizes', () => {
  let t: TestApp;
  let organizer: string;
  let photo: Buffer;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp();
    organizer = await organizerToken(t.app, await makeOrganization(t.ds, { isRegistered: true }));
    photo = await photoJpeg(2000, 2500);
  });
  afterAll(() => t?.close());

  const event = (title: string, imageUrl: string | null) => ({
    title,
    category: 'Cultural Events',
    date: daysFromToday(15),
    startTime: '6:00 PM',
    venue: 'Community Hall',
    city: 'Edison',
    state: 'NJ',
    isFree: true,
    imageUrl,
  });

  it('a 2000 × 2500 photo is stored 320, 640, 960 and 1280 px wide, small enough for phones', async () => {
    expect(photo.length).toBeGreaterThan(1_000_000); // not a flat colour: a camera-sized file
    const res = await t.http
      .post('/api/images')
      .set('Authorization', `Bearer ${organizer}`)
      .attach('image', photo, 'flyer.jpg')
      .expect(201);
    url = res.body.url;
    expect(res.body).toMatchObject({ id: sha256(photo), width: 1280, height: 1600 });
    const size = Object.fromEntries(
      res.body.renditions.map((r: { variant: string; width: number; height: number; size: number }) => [r.variant, r]),
    );
    for (const w of [320, 640, 960, 1280]) {
      for (const ext of ['webp', 'jpg']) {
        const r = size[`${w}.${ext}`];
        expect([r.width, r.height]).toEqual([w, w * 1.25]);
        const served = await t.http.get(`${url}/${w}.${ext}`).buffer(true).expect(200);
        expect(served.body.length).toBe(r.size);
        const meta = await sharp(served.body).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([ext === 'jpg' ? 'jpeg' : 'webp', w, w * 1.25]);
      }
    }
    // What a phone (390 px wide, DPR 2) downloads: a card shows 320 or 640, the event page 960.
    expect(size['320.webp'].size).toBeLessThanOrEqual(40_000);
    expect(size['640.webp'].size).toBeLessThanOrEqual(100_000);
    expect(size['960.webp'].size).toBeLessThanOrEqual(200_000);
    // The widths are really different files: each larger one costs more.
    expect(size['640.webp'].size).toBeGreaterThan(size['320.webp'].size * 2);
    expect(size['1280.webp'].size).toBeGreaterThan(size['960.webp'].size * 1.5);
    // The image's own address serves its largest JPEG.
    const largest = await t.http.get(url).buffer(true).expect(200);
    expect((await sharp(largest.body).metadata()).width).toBe(1280);
  });

  it('events answer their uploaded image size in the detail, the full listing and the cards; outside images none', async () => {
    const withPhoto = await t.http
      .post('/api/events')
      .set('Authorization', `Bearer ${organizer}`)
      .send(event('Portrait Flyer Mela', url))
      .expect(201);
    const outside = await t.http
      .post('/api/events')
      .set('Authorization', `Bearer ${organizer}`)
      .send(event('Outside Flyer Mela', 'https://example.org/flyer.jpg'))
      .expect(201);
    const detail = await t.http.get(`/api/events/${withPhoto.body.id}`).expect(200);
    expect(detail.body).toMatchObject({ imageUrl: url, imageWidth: 1280, imageHeight: 1600 });
    expect((await t.http.get(`/api/events/${outside.body.id}`).expect(200)).body).toMatchObject({ imageWidth: null, imageHeight: null });

    for (const fields of ['card', undefined]) {
      const list = await t.http
        .get('/api/events')
        .query(fields ? { fields } : {})
        .expect(200);
      const byTitle = Object.fromEntries(list.body.map((e: { title: string }) => [e.title, e]));
      expect(byTitle['Portrait Flyer Mela']).toMatchObject({ imageWidth: 1280, imageHeight: 1600 });
      expect(byTitle['Outside Flyer Mela']).toMatchObject({ imageWidth: null, imageHeight: null });
    }
  });

  it('an image stored before the four widths (card and detail only) answers each width with its next larger rendition', async () => {
    const id = 'ab'.repeat(32);
    const card = await sharp({ create: { width: 640, height: 800, channels: 3, background: '#884422' } })
      .webp()
      .toBuffer();
    const detail = await sharp({ create: { width: 1280, height: 1600, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    await t.ds.query(`INSERT INTO images (id, width, height, "uploadedBy") VALUES ($1, 1280, 1600, 'organizer:old')`, [id]);
    for (const [variant, type, bytes] of [
      ['card.webp', 'image/webp', card],
      ['detail.jpg', 'image/jpeg', detail],
    ] as const) {
      await t.ds.query(
        `INSERT INTO image_renditions ("imageId", variant, "contentType", width, height, size, etag, data) VALUES ($1, $2, $3, 0, 0, $4, $5, $6)`,
        [id, variant, type, bytes.length, sha256(bytes), bytes],
      );
    }
    for (const [asked, served] of [
      ['320.webp', card],
      ['640.webp', card],
      ['card.webp', card],
      ['960.jpg', detail],
      ['1280.jpg', detail],
    ] as const) {
      const res = await t.http.get(`/api/images/${id}/${asked}`).buffer(true).expect(200);
      expect(Buffer.compare(res.body, served)).toBe(0);
    }
    expect((await t.http.get(`/api/images/${id}`).buffer(true).expect(200)).body.length).toBe(detail.length);
    await t.http.get(`/api/images/${id}/960.webp`).expect(404); // no WebP of 960 px or more
    await t.http.get(`/api/images/${id}/500.webp`).expect(404);
  });
});
