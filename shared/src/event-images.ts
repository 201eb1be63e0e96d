import { apiUrl } from './api-client';

/**
 * Uploaded event pictures as the backend keeps them and the pages draw them (docs/images-and-insights.md): one
 * source for the renditions' widths, an upload's address, and the srcset/sizes of the card and the event page,
 * so the server's preload of the event page's picture asks for the same file as the page.
 */

/** An uploaded image's address, an event's imageUrl: /api/images/<SHA-256 of the file>. */
export const UPLOADED_IMAGE_PATTERN = /^\/api\/images\/([0-9a-f]{64})$/;

/** The widths of every upload's renditions (never enlarged), each in WebP and JPEG: `<url>/<width>.webp`. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

/**
 * Where a picture is drawn whole (object-fit: contain, or a box of its own shape), at most this wide and high (CSS
 * lengths): the card's 160 px high box in a body of at most 400 px (public-web listing.css .event-card-image), the
 * event page's column of at most 1088 px, at most min(70vh, 640px) high (detail.css .detail-image).
 */
export const EVENT_IMAGE_SLOTS = {
  card: { maxWidth: '400px', maxHeight: '160px' },
  detail: { maxWidth: 'min(100vw - 32px, 1088px)', maxHeight: 'min(70vh, 640px)' },
} as const;
export type EventImageUse = keyof typeof EVENT_IMAGE_SLOTS;

/** The id of an uploaded image's address, or null for anything else. */
export function uploadedImageId(url: string | null | undefined): string | null {
  return (url && UPLOADED_IMAGE_PATTERN.exec(url.trim())?.[1]) || null;
}

/** One rendition's address. */
export function imageRenditionUrl(id: string, width: number, format: 'webp' | 'jpg' = 'webp'): string {
  return apiUrl('/api/images/{id}/{variant}', { path: { id, variant: `${width}.${format}` } });
}

/**
 * srcset and sizes of an uploaded picture of known size, so the browser takes the smallest WebP rendition that
 * covers the width the picture is drawn at: the slot's, or less when the picture is taller than the slot's shape.
 * On screens denser than 2× the width is given as two thirds, so a phone at 3× takes what one at 2× takes (the
 * event page's flyer stays within 200 KB; the eye does not see the difference on a phone).
 */
export function eventImageSet(id: string, size: { width: number; height: number }, use: EventImageUse): { srcSet: string; sizes: string } {
  const slot = EVENT_IMAGE_SLOTS[use];
  const ratio = Math.round((size.width / size.height) * 1000) / 1000;
  const drawn = `min(${slot.maxWidth}, calc(${slot.maxHeight} * ${ratio}))`;
  return {
    srcSet: IMAGE_WIDTHS.map((w) => `${imageRenditionUrl(id, w)} ${w}w`).join(', '),
    sizes: `(min-resolution: 2.5dppx) calc(${drawn} * 2 / 3), ${drawn}`,
  };
}
