import { UPLOADED_IMAGE_PATTERN } from '@sangam/shared';

/** The address an uploaded image is known by (an event's imageUrl): /api/images/<sha-256 of the file> (UPLOADED_IMAGE_PATTERN). */
export function uploadedImagePath(id: string): string {
  return `/api/images/${id}`;
}

export function isUploadedImagePath(v: unknown): v is string {
  return typeof v === 'string' && UPLOADED_IMAGE_PATTERN.test(v);
}

/** An image address as others must see it (Open Graph, structured data): uploaded paths made absolute, http(s) kept, anything else null. */
export function absoluteImageUrl(v: string | null | undefined, publicUrl: string): string | null {
  if (!v) return null;
  if (isUploadedImagePath(v)) return `${publicUrl}${v}`;
  return /^https?:\/\//i.test(v) ? v : null;
}
