import { eventImageSet, imageRenditionUrl, uploadedImageId } from './event-images';

const ID = 'ab'.repeat(32);

describe('event images', () => {
  it('knows an upload by its address only', () => {
    expect(uploadedImageId(`/api/images/${ID}`)).toBe(ID);
    expect(uploadedImageId(` /api/images/${ID} `)).toBe(ID);
    for (const other of [`/api/images/${ID}/640.webp`, `https://x.org/api/images/${ID}`, '/api/images/abc', '', null, undefined])
      expect(uploadedImageId(other)).toBeNull();
  });

  it('offers every width and sizes the slot by the picture’s shape', () => {
    const portrait = eventImageSet(ID, { width: 1280, height: 1600 }, 'detail');
    expect(portrait.srcSet).toBe([320, 640, 960, 1280].map((w) => `/api/images/${ID}/${w}.webp ${w}w`).join(', '));
    const portraitDrawn = 'min(min(100vw - 32px, 1088px), calc(min(70vh, 640px) * 0.8))';
    expect(portrait.sizes).toBe(`(min-resolution: 2.5dppx) calc(${portraitDrawn} * 2 / 3), ${portraitDrawn}`);
    const cardDrawn = 'min(400px, calc(160px * 1.778))';
    expect(eventImageSet(ID, { width: 1280, height: 720 }, 'card').sizes).toBe(
      `(min-resolution: 2.5dppx) calc(${cardDrawn} * 2 / 3), ${cardDrawn}`,
    );
    expect(imageRenditionUrl(ID, 960, 'jpg')).toBe(`/api/images/${ID}/960.jpg`);
  });
});
