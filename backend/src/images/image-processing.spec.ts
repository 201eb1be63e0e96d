import sharp from 'sharp';
import { cameraJpeg, pngBomb, transparentPng, webpImage } from '../../test/fixtures/images';
import {
  IMAGE_REJECTED,
  IMAGE_TOO_MANY_PIXELS,
  MAX_IMAGE_BYTES,
  processImage,
  sha256,
  sniffImageFormat,
  variantCandidates,
} from './image-processing';

async function rejection(file: Buffer): Promise<string> {
  try {
    await processImage(file);
  } catch (e) {
    return (e as Error).message;
  }
  return 'accepted';
}

describe('processImage', () => {
  it('makes renditions 320, 640, 960 and 1280 px wide in WebP and JPEG, upright, without the camera metadata', async () => {
    const file = await cameraJpeg(2400, 1600); // orientation 6: shown rotated, 1600 wide × 2400 high
    const img = await processImage(file);
    expect(img.id).toBe(sha256(file));
    expect(img.renditions.map((r) => r.variant)).toEqual([
      '320.webp',
      '320.jpg',
      '640.webp',
      '640.jpg',
      '960.webp',
      '960.jpg',
      '1280.webp',
      '1280.jpg',
    ]);
    const byVariant = Object.fromEntries(img.renditions.map((r) => [r.variant, r]));
    expect([byVariant['320.webp'].width, byVariant['320.webp'].height]).toEqual([320, 480]);
    expect([byVariant['640.jpg'].width, byVariant['640.jpg'].height]).toEqual([640, 960]);
    expect([byVariant['960.jpg'].width, byVariant['960.jpg'].height]).toEqual([960, 1440]);
    expect([byVariant['1280.webp'].width, byVariant['1280.webp'].height]).toEqual([1280, 1920]);
    expect([img.width, img.height]).toEqual([1280, 1920]);
    for (const r of img.renditions) {
      const meta = await sharp(r.bytes).metadata();
      expect(meta.format).toBe(r.contentType === 'image/webp' ? 'webp' : 'jpeg');
      expect([meta.width, meta.height]).toEqual([r.width, r.height]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(r.bytes.includes('Secret Model 7')).toBe(false);
      expect(r.etag).toBe(sha256(r.bytes));
    }
    expect(file.includes('Secret Model 7')).toBe(true);
  });

  it('never enlarges a small image; WebP keeps transparency, JPEG is on white', async () => {
    const img = await processImage(await transparentPng(500, 250));
    expect(img.renditions.map((r) => [r.width, r.height])).toEqual([...Array(2).fill([320, 160]), ...Array(6).fill([500, 250])]);
    const card = img.renditions.find((r) => r.variant === '640.webp')!;
    expect((await sharp(card.bytes).metadata()).hasAlpha).toBe(true);
    const jpeg = img.renditions.find((r) => r.variant === '1280.jpg')!;
    const { data } = await sharp(jpeg.bytes).raw().toBuffer({ resolveWithObject: true });
    // 50% red over white: about (228, 143, 158)
    expect(Math.abs(data[0] - 228)).toBeLessThan(8);
    expect(Math.abs(data[1] - 143)).toBeLessThan(8);
  });

  it('takes WebP', async () => {
    const img = await processImage(await webpImage());
    expect(img.renditions).toHaveLength(8);
  });

  it.each([
    [
      'a GIF',
      Buffer.from(
        'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
        'latin1',
      ),
    ],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')],
    ['text', Buffer.from('hello, this is not an image at all')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', async (_, file) => {
    expect(await rejection(file)).toBe(IMAGE_REJECTED);
  });

  it('refuses a truncated JPEG and a file over 5 MB', async () => {
    const jpeg = await cameraJpeg(800, 600);
    expect(await rejection(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBe(IMAGE_REJECTED);
    expect(await rejection(Buffer.concat([jpeg, Buffer.alloc(MAX_IMAGE_BYTES)]))).toBe(IMAGE_REJECTED);
  });

  it('refuses a PNG decompression bomb from its header, without decoding it', async () => {
    const bomb = pngBomb(50_000, 50_000, 200); // 2.5 gigapixels declared
    expect(bomb.length).toBeLessThan(100_000);
    const started = process.hrtime.bigint();
    expect(await rejection(bomb)).toBe(IMAGE_TOO_MANY_PIXELS);
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(2000);
  });

  it('tells formats by their first bytes', async () => {
    expect(sniffImageFormat(await webpImage())).toBe('webp');
    expect(sniffImageFormat(await transparentPng(10, 10))).toBe('png');
    expect(sniffImageFormat(Buffer.from('RIFF0000WAVE'))).toBeNull();
  });

  it('answers a requested width by it, then each larger width, under new and legacy names', () => {
    expect(variantCandidates('320.webp')).toEqual(['320.webp', '640.webp', 'card.webp', '960.webp', '1280.webp', 'detail.webp']);
    expect(variantCandidates('960.jpg')).toEqual(['960.jpg', '1280.jpg', 'detail.jpg']);
    expect(variantCandidates('card.jpg')).toEqual(variantCandidates('640.jpg'));
    expect(variantCandidates('detail.webp')).toEqual(['1280.webp', 'detail.webp']);
    for (const bad of ['500.webp', '640.png', 'card', '../640.webp', '0640.webp', '']) expect(variantCandidates(bad)).toBeNull();
  });
});
