import { apiUrl } from '@sangam/shared';

/**
 * Where an event's picture is drawn from: an image uploaded to Sangam ('/api/images/{id}', see
 * docs/api-manage.md "Images") in the rendition that fits, or any other http(s) address as it is.
 */
const UPLOADED = /^\/api\/images\/([0-9a-f]{64})$/;

export type ImageUse = 'card' | 'detail';

export function isUploadedImage(url: string | null | undefined): boolean {
  return !!url && UPLOADED.test(url.trim());
}

/** The address to put in an <img src>, or null when the value is neither an upload nor an http(s) address. */
export function eventImageSrc(url: string | null | undefined, use: ImageUse): string | null {
  if (!url) return null;
  const t = url.trim();
  const uploaded = UPLOADED.exec(t);
  if (uploaded) return apiUrl('/api/images/{id}/{variant}', { path: { id: uploaded[1], variant: `${use}.webp` } });
  try {
    const u = new URL(t);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}
