import sharp from 'sharp';
import { cameraJpeg, pngBomb, transparentPng, webpImage } from '../../test/fixtures/images';
import { IMAGE_REJECTED, IMAGE_TOO_MANY_PIXELS, MAX_IMAGE_BYTES, processImage, sha256, sniffImageFormat } from './image-processing';

async function rejection(file: Buffer): Promise<string> {
  try {
    await processImage(file);
  } catch (e) {
    return (e as Error).message;
  }
  return 'accepted';
}

describe('processImage', () => {
  it('makes card and detail renditions in WebP and JPEG, upright, without the camera metadata', async () => {
    const file = await cameraJpeg(2400, 1600); // orientation 6: shown rotated, 1600 wide × 2400 high
    const img = await processImage(file);
    expect(img.id).toBe(sha256(file));
    expect(img.renditions.map((r) => r.variant)).toEqual(['card.webp', 'card.jpg', 'detail.webp', 'detail.jpg']);
    const byVariant = Object.fromEntries(img.renditions.map((r) => [r.variant, r]));
    expect([byVariant['card.jpg'].width, byVariant['card.jpg'].height]).toEqual([640, 960]);
    expect([byVariant['detail.webp'].width, byVariant['detail.webp'].height]).toEqual([1280, 1920]);
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
    const card = img.renditions.find((r) => r.variant === 'card.webp')!;
    expect([card.width, card.height]).toEqual([500, 250]);
    expect((await sharp(card.bytes).metadata()).hasAlpha).toBe(true);
    const jpeg = img.renditions.find((r) => r.variant === 'detail.jpg')!;
    const { data } = await sharp(jpeg.bytes).raw().toBuffer({ resolveWithObject: true });
    // 50% red over white: about (228, 143, 158)
    expect(Math.abs(data[0] - 228)).toBeLessThan(8);
    expect(Math.abs(data[1] - 143)).toBeLessThan(8);
  });

  it('takes WebP', async () => {
    const img = await processImage(await webpImage());
    expect(img.renditions).toHaveLength(4);
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
});
