import { apiUrl } from '@sangam/shared';

/**
 * Where an event's picture is drawn from: an image uploaded to Sangam ('/api/images/{id}', see
 * docs/api-manage.md "Images") in the renditions that fit its slot, or any other http(s) address as it is.
 */
const UPLOADED = /^\/api\/images\/([0-9a-f]{64})$/;
/** The widths the server keeps of every upload (backend image-processing.ts IMAGE_WIDTHS). */
const WIDTHS = [320, 640, 960, 1280] as const;

export type ImageUse = 'card' | 'detail';
/** The rendition a single-width use takes: a card's 640 px, a page's 1280 px. */
const USE_WIDTH: Record<ImageUse, number> = { card: 640, detail: 1280 };

export function isUploadedImage(url: string | null | undefined): boolean {
  return !!url && UPLOADED.test(url.trim());
}

const rendition = (id: string, width: number) => apiUrl('/api/images/{id}/{variant}', { path: { id, variant: `${width}.webp` } });

/** The address to put in an <img src>, or null when the value is neither an upload nor an http(s) address. */
export function eventImageSrc(url: string | null | undefined, use: ImageUse): string | null {
  if (!url) return null;
  const t = url.trim();
  const uploaded = UPLOADED.exec(t);
  if (uploaded) return rendition(uploaded[1], USE_WIDTH[use]);
  try {
    const u = new URL(t);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}

/** The attributes of an event's <img>: its address, and for an upload of known size its renditions and size. */
export interface EventImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

/**
 * An event's picture shown whole in a slot at most `maxHeight` CSS px high and `maxWidth` wide (a CSS length), so
 * the browser takes the smallest rendition that covers the width it is drawn at: that of the slot, or less when
 * the picture is taller than wide. Answers null when there is no picture to show.
 */
export function eventImage(
  event: { imageUrl: string | null; imageWidth?: number | null; imageHeight?: number | null },
  use: ImageUse,
  slot: { maxWidth: string; maxHeight: string },
): EventImageAttributes | null {
  const src = eventImageSrc(event.imageUrl, use);
  if (!src) return null;
  const id = UPLOADED.exec(event.imageUrl!.trim())?.[1];
  const { imageWidth: width, imageHeight: height } = event;
  if (!id || !width || !height) return { src };
  const ratio = Math.round((width / height) * 1000) / 1000;
  return {
    src,
    srcSet: WIDTHS.map((w) => `${rendition(id, w)} ${w}w`).join(', '),
    sizes: `min(${slot.maxWidth}, calc(${slot.maxHeight} * ${ratio}))`,
    width,
    height,
  };
}
