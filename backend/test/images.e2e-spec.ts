// @serial: asserts /api/health latency during a heavy upload.
import { AwsClient } from 'aws4fetch';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { IMAGE_REJECTED, IMAGE_TOO_MANY_PIXELS, sha256 } from '../src/images/image-processing';
import { IMAGE_STORE_UNAVAILABLE, ImagesService } from '../src/images/images.service';
import { cameraJpeg, pngBomb, transparentPng, webpImage, zeroPng } from './fixtures/images';
import { adminToken, daysFromToday, makeOrganization, organizerToken } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

const eventBody = (imageUrl: string | null) => ({
  title: 'Diwali Mela Night',
  description: 'Lights, food stalls and music for families.',
  category: 'Cultural Events',
  date: daysFromToday(20),
  startTime: '6:00 PM',
  endTime: '9:00 PM',
  venue: 'Community Hall',
  city: 'Dallas',
  state: 'TX',
  isFree: true,
  imageUrl,
});

async function counts(t: TestApp): Promise<{ images: number; renditions: number }> {
  const [r] = await t.ds.query(
    `SELECT (SELECT count(*) FROM images)::int AS images, (SELECT count(*) FROM image_renditions)::int AS renditions`,
  );
  return r;
}

/** POST /api/images and GET /api/images/:id[/:variant], images stored in PostgreSQL. */
describe('images (PostgreSQL storage)', () => {
  let t: TestApp;
  let organizer: string;

  beforeAll(async () => {
    t = await createTestApp();
    const org = await makeOrganization(t.ds, { isRegistered: true });
    organizer = await organizerToken(t.app, org);
  });
  afterAll(() => t?.close());

  const upload = (file: Buffer, name = 'photo.jpg', token: string | null = organizer) => {
    const req = t.http.post('/api/images');
    if (token) req.set('Authorization', `Bearer ${token}`);
    return req.attach('image', file, name);
  };

  it('an organizer uploads a photo: renditions served with their type, immutable caching and an ETag', async () => {
    const file = await cameraJpeg(2400, 1600);
    const res = await upload(file).expect(201);
    const id = sha256(file);
    expect(res.body).toMatchObject({ id, url: `/api/images/${id}`, width: 1280, height: 1920 });
    expect(res.body.renditions.map((r: { variant: string }) => r.variant).sort()).toEqual([
      '1280.jpg',
      '1280.webp',
      '320.jpg',
      '320.webp',
      '640.jpg',
      '640.webp',
      '960.jpg',
      '960.webp',
    ]);

    const detail = await t.http.get(res.body.url).buffer(true).expect(200);
    expect(detail.headers['content-type']).toBe('image/jpeg');
    expect(detail.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(detail.headers['etag']).toBe(`"${sha256(detail.body)}"`);
    expect(detail.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(detail.body).metadata()).width).toBe(1280);

    const card = await t.http.get(`${res.body.url}/640.webp`).buffer(true).expect(200);
    expect(card.headers['content-type']).toBe('image/webp');
    const meta = await sharp(card.body).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 640, 960, undefined]);

    await t.http.get(`${res.body.url}/640.webp`).set('If-None-Match', card.headers['etag']).expect(304);
    const [{ stored }] = await t.ds.query(
      `SELECT count(*)::int AS stored FROM image_renditions WHERE "imageId" = $1 AND data IS NOT NULL`,
      [id],
    );
    expect(stored).toBe(8);
  });

  it('the same file again answers the stored image (200), nothing new is written', async () => {
    const file = await webpImage(320, 200);
    const first = await upload(file, 'a.webp').expect(201);
    const before = await counts(t);
    const again = await upload(file, 'b.webp').expect(200);
    expect(again.body).toEqual(first.body);
    expect(await counts(t)).toEqual(before);
  });

  it('an admin uploads too; an uploaded image is an event image that moderation does not flag', async () => {
    const admin = await adminToken(t.app);
    const img = await upload(await transparentPng(900, 500), 'logo.png', admin).expect(201);
    const res = await t.http.post('/api/events').set('Authorization', `Bearer ${organizer}`).send(eventBody(img.body.url)).expect(201);
    expect(res.body).toMatchObject({ imageUrl: img.body.url, isApproved: true, moderationFlags: [] });
    const pub = await t.http.get(`/api/events/${res.body.id}`).expect(200);
    expect(pub.body.imageUrl).toBe(img.body.url);
  });

  it('an event image is an http(s) address or an uploaded image, nothing else', async () => {
    await t.http
      .post('/api/events')
      .set('Authorization', `Bearer ${organizer}`)
      .send(eventBody('https://example.org/diwali.jpg'))
      .expect(201);
    for (const bad of ['/api/images/123', '/etc/passwd', 'javascript:alert(1)', `/api/images/${'a'.repeat(64)}/../../x`]) {
      const res = await t.http.post('/api/events').set('Authorization', `Bearer ${organizer}`).send(eventBody(bad)).expect(400);
      expect(res.body.fields.imageUrl).toMatch(/^Image must be a web address/);
    }
  });

  it.each([
    [
      'a GIF',
      () =>
        Buffer.from(
          'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
          'latin1',
        ),
      'x.gif',
    ],
    ['an SVG named .png', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'), 'x.png'],
    ['a PDF', () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 'x.jpg'],
    ['a 6 MB file', () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6 * 1024 * 1024)]), 'big.jpg'],
  ])('%s → 400 with the message, nothing written', async (_, make, name) => {
    const before = await counts(t);
    const res = await upload(make(), name).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: IMAGE_REJECTED, fields: { image: IMAGE_REJECTED } });
    expect(await counts(t)).toEqual(before);
  });

  it('no file, a JSON body, another field name or two files → 400', async () => {
    const before = await counts(t);
    const png = await transparentPng(50, 50);
    const answers = [
      await t.http.post('/api/images').set('Authorization', `Bearer ${organizer}`).field('title', 'x'),
      await t.http.post('/api/images').set('Authorization', `Bearer ${organizer}`).send({ image: 'data:image/png;base64,AAAA' }),
      await t.http.post('/api/images').set('Authorization', `Bearer ${organizer}`).attach('photo', png, 'a.png'),
      await t.http
        .post('/api/images')
        .set('Authorization', `Bearer ${organizer}`)
        .attach('image', png, 'a.png')
        .attach('image', png, 'b.png'),
    ];
    expect(answers.map((a) => [a.status, a.body.message])).toEqual(Array(4).fill([400, IMAGE_REJECTED]));
    expect(await counts(t)).toEqual(before);
  });

  it('a PNG decompression bomb (2.5 gigapixels in 40 KB) → 400 without being decoded', async () => {
    const before = await counts(t);
    const res = await upload(pngBomb(50_000, 50_000, 100), 'bomb.png').expect(400);
    expect(res.body.message).toBe(IMAGE_TOO_MANY_PIXELS);
    expect(await counts(t)).toEqual(before);
  });

  it('anonymous visitors cannot upload', async () => {
    const before = await counts(t);
    await upload(await webpImage(20, 20), 'x.webp', null).expect(401);
    expect(await counts(t)).toEqual(before);
  });

  it('uploads no event shows (never attached, or detached by an edit or a deletion) are deleted after the grace period', async () => {
    const auth = { Authorization: `Bearer ${organizer}` };
    const up = async (w: number) => (await upload(await cameraJpeg(w, 300)).expect(201)).body as { id: string; url: string };
    const [kept, never, replaced, ofDeleted, back] = [await up(401), await up(402), await up(403), await up(404), await up(405)];
    const event = async (imageUrl: string) =>
      (await t.http.post('/api/events').set(auth).send(eventBody(imageUrl)).expect(201)).body.id as string;
    await event(kept.url);
    const edited = await event(replaced.url);
    await t.http.put(`/api/events/${edited}`).set(auth).send(eventBody('https://example.org/other.jpg')).expect(200);
    await t.http
      .delete(`/api/events/${await event(ofDeleted.url)}`)
      .set(auth)
      .expect(204);
    const unusedSince = async (id: string): Promise<Date | null | 'gone'> => {
      const rows: Array<{ unusedSince: Date | null }> = await t.ds.query(`SELECT "unusedSince" FROM images WHERE id = $1`, [id]);
      return rows.length ? rows[0].unusedSince : 'gone';
    };

    // The first sweep only marks the unused ones: every upload is within its grace period.
    const images = t.app.get(ImagesService);
    expect(await images.deleteUnused(3600)).toBe(0);
    expect(await unusedSince(kept.id)).toBeNull();
    for (const i of [never, replaced, ofDeleted, back]) expect(await unusedSince(i.id)).toBeInstanceOf(Date);

    // A day later: one of them was attached meanwhile; the hourly sweep (default grace) deletes the others.
    await t.ds.query(`UPDATE images SET "createdAt" = now() - interval '2 days', "unusedSince" = "unusedSince" - interval '2 days'`);
    await event(back.url);
    const before = await counts(t);
    expect(await images.deleteUnused()).toBeGreaterThanOrEqual(3);
    for (const i of [never, replaced, ofDeleted]) {
      expect(await unusedSince(i.id)).toBe('gone');
      await t.http.get(i.url).expect(404);
    }
    // Every image left is one an event shows (earlier tests' unattached uploads went too), with its four renditions.
    const after = await counts(t);
    expect(after.images).toBeLessThanOrEqual(before.images - 3);
    expect(after.renditions).toBe(after.images * 8);
    const [{ unshown }] = await t.ds.query(
      `SELECT count(*)::int AS unshown FROM images i WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e."imageUrl" = '/api/images/' || i.id)`,
    );
    expect(unshown).toBe(0);
    expect(await unusedSince(back.id)).toBeNull();
    await t.http.get(kept.url).expect(200);
    await t.http.get(`${back.url}/640.webp`).expect(200);
  });

  it('unknown images and variants → 404', async () => {
    const id = 'f'.repeat(64);
    expect((await t.http.get(`/api/images/${id}`).expect(404)).body.message).toBe('Image not found');
    await t.http.get(`/api/images/${id}/640.webp`).expect(404);
    await t.http.get('/api/images/not-an-id').expect(404);
    const img = await upload(await webpImage(40, 40), 'v.webp').expect(201);
    await t.http.get(`${img.body.url}/original.png`).expect(404);
  });

  it('the server keeps answering while a heavy image (36 megapixels) is decoded', async () => {
    const file = zeroPng(6000, 6000);
    let done = false;
    const uploading = upload(file, 'heavy.png').then((r) => {
      done = true;
      return r;
    });
    const latencies: number[] = [];
    while (!done) {
      const started = Date.now();
      await t.http.get('/api/health').expect(200);
      latencies.push(Date.now() - started);
      await new Promise((r) => setTimeout(r, 10));
    }
    const res = await uploading;
    expect(res.status).toBe(201);
    expect(latencies.length).toBeGreaterThan(2);
    expect(Math.max(...latencies)).toBeLessThan(1000);
  });
});

/**
 * With S3_BUCKET: renditions go to the bucket, only their description to PostgreSQL. The bucket is
 * s3rver, a local S3 server; it checks the access key but not the Signature V4 itself (aws4fetch's).
 */
describe('images (S3 storage)', () => {
  let t: TestApp;
  let s3: S3rver;
  let endpoint: string;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-s3-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'sangam-images', configs: [] }],
    });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    t = await createTestApp({
      S3_BUCKET: 'sangam-images',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores renditions in the bucket and serves them from there', async () => {
    const org = await makeOrganization(t.ds, { isRegistered: true });
    const token = await organizerToken(t.app, org);
    const file = await cameraJpeg(1000, 700);
    const res = await t.http.post('/api/images').set('Authorization', `Bearer ${token}`).attach('image', file, 'p.jpg').expect(201);
    const id = sha256(file);
    const rows: Array<{ variant: string; etag: string; inDb: boolean }> = await t.ds.query(
      `SELECT variant, etag, data IS NOT NULL AS "inDb" FROM image_renditions WHERE "imageId" = $1 ORDER BY variant`,
      [id],
    );
    expect(rows.map((r) => r.variant).sort()).toEqual([
      '1280.jpg',
      '1280.webp',
      '320.jpg',
      '320.webp',
      '640.jpg',
      '640.webp',
      '960.jpg',
      '960.webp',
    ]);
    expect(rows.every((r) => !r.inDb)).toBe(true);
    const client = new AwsClient({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1', service: 's3' });
    const object = await client.fetch(`${endpoint}/sangam-images/images/${id}/640.webp`);
    expect(object.status).toBe(200);
    const fromBucket = Buffer.from(await object.arrayBuffer());
    expect(sha256(fromBucket)).toBe(rows.find((r) => r.variant === '640.webp')!.etag);

    const served = await t.http.get(`${res.body.url}/640.webp`).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare(served.body, fromBucket)).toBe(0);
  });

  it.each([
    ['refuses the access key', () => endpoint, 'NOT-A-KEY'],
    ['does not answer', () => 'http://127.0.0.1:9', 'S3RVER'],
  ])('when the bucket %s, an upload is a 503 and stores nothing', async (_, at, key) => {
    const bad = await createTestApp(
      { S3_BUCKET: 'sangam-images', S3_ENDPOINT: at(), S3_ACCESS_KEY_ID: key, S3_SECRET_ACCESS_KEY: 'S3RVER' },
      { databaseUrl: t.databaseUrl },
    );
    try {
      const token = await adminToken(bad.app);
      const file = await webpImage(64, 48);
      const res = await bad.http.post('/api/images').set('Authorization', `Bearer ${token}`).attach('image', file, 'w.webp');
      expect([res.status, res.body.message]).toEqual([503, IMAGE_STORE_UNAVAILABLE]);
      expect(res.headers['retry-after']).toBe('30');
      expect(await bad.ds.query(`SELECT 1 FROM images WHERE id = $1`, [sha256(file)])).toEqual([]);
    } finally {
      await bad.close();
    }
  });
});
