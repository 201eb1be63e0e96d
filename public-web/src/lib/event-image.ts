import { eventImageSet, imageRenditionUrl, uploadedImageId, type EventImageUse } from '@sangam/shared';

/**
 * Where an event's picture is drawn from: an image uploaded to Sangam ('/api/images/{id}', see
 * docs/api-manage.md "Images") in the renditions that fit its slot, or any other http(s) address as it is.
 */
export type ImageUse = EventImageUse;
/** The rendition a single-width use takes: a card's 640 px, a page's 1280 px. */
const USE_WIDTH: Record<ImageUse, number> = { card: 640, detail: 1280 };

export function isUploadedImage(url: string | null | undefined): boolean {
  return uploadedImageId(url) !== null;
}

/** The address to put in an <img src>, or null when the value is neither an upload nor an http(s) address. */
export function eventImageSrc(url: string | null | undefined, use: ImageUse): string | null {
  if (!url) return null;
  const id = uploadedImageId(url);
  if (id) return imageRenditionUrl(id, USE_WIDTH[use]);
  try {
    const u = new URL(url.trim());
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

/** An event's picture for a card or its page (EVENT_IMAGE_SLOTS in @sangam/shared); null when there is none to show. */
export function eventImage(
  event: { imageUrl: string | null; imageWidth?: number | null; imageHeight?: number | null },
  use: ImageUse,
): EventImageAttributes | null {
  const src = eventImageSrc(event.imageUrl, use);
  if (!src) return null;
  const id = uploadedImageId(event.imageUrl);
  const { imageWidth: width, imageHeight: height } = event;
  if (!id || !width || !height) return { src };
  return { src, ...eventImageSet(id, { width, height }, use), width, height };
}
