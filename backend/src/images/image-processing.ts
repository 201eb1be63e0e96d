import { apiErrorMessage, IMAGE_WIDTHS } from '@sangam/shared';
import { createHash } from 'node:crypto';
import type { Metadata, OutputInfo } from 'sharp';
import { sharp } from '../common/lazy';
import { DomainError } from '../common/api-error';

export const IMAGE_REJECTED = apiErrorMessage('image_rejected');
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Decoding is bounded by the pixel count declared in the header (a small PNG can claim 50,000 × 50,000). */
const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_TOO_MANY_PIXELS = apiErrorMessage('image_too_many_pixels');
/** One image's decoding and encoding is stopped after this long. */
const PROCESS_TIMEOUT_SECONDS = 20;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/**
 * A rendition's width (IMAGE_WIDTHS; never enlarged, height at most twice the width), so a page's srcset can offer
 * the one that fits its slot: a phone's card takes 320 or 640, a phone's event page 960, a desktop's event page 1280.
 */
type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The largest rendition: its size is the image's width and height, and GET /api/images/{id} serves its JPEG. */
export const IMAGE_MAX_WIDTH = 1280;
export const IMAGE_VARIANTS = IMAGE_WIDTHS.flatMap((w) => [`${w}.webp`, `${w}.jpg`] as const);
type ImageVariant = `${ImageWidth}.${'webp' | 'jpg'}`;
/** The names of images stored before the widths above (card = 640 px, detail = 1280 px): still stored and served. */
export const LEGACY_IMAGE_VARIANTS = ['card.webp', 'card.jpg', 'detail.webp', 'detail.jpg'] as const;
type LegacyVariant = (typeof LEGACY_IMAGE_VARIANTS)[number];
export type StoredVariant = ImageVariant | LegacyVariant;
const LEGACY_WIDTHS: Record<string, ImageWidth> = { card: 640, detail: 1280 };

/**
 * The stored variants that answer a requested one, best first: its width, then each larger one (an image stored
 * before 320 and 960 existed has only card and detail), each under its name and its legacy name. null when the
 * name is none of ours.
 */
export function variantCandidates(variant: string): StoredVariant[] | null {
  const m = /^([1-9]\d*|card|detail)\.(webp|jpg)$/.exec(variant);
  const width = m && (LEGACY_WIDTHS[m[1]] ?? Number(m[1]));
  if (!m || !(IMAGE_WIDTHS as readonly number[]).includes(width!)) return null;
  const ext = m[2];
  return IMAGE_WIDTHS.filter((w) => w >= width!).flatMap((w) => {
    const legacy = Object.keys(LEGACY_WIDTHS).find((k) => LEGACY_WIDTHS[k] === w);
    return [`${w}.${ext}`, ...(legacy ? [`${legacy}.${ext}`] : [])] as StoredVariant[];
  });
}

interface Rendition {
  variant: ImageVariant;
  contentType: 'image/webp' | 'image/jpeg';
  width: number;
  height: number;
  bytes: Buffer;
  /** SHA-256 of bytes (hex): the HTTP ETag. */
  etag: string;
}

export interface ProcessedImage {
  /** SHA-256 of the uploaded file (hex): the image's address. */
  id: string;
  /** Size of the largest rendition (IMAGE_MAX_WIDTH wide at most): its aspect ratio is the image's. */
  width: number;
  height: number;
  renditions: Rendition[];
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The format the file's first bytes say it is; anything but JPEG, PNG and WebP is null (SVG, GIF, HEIC, text...). */
export function sniffImageFormat(b: Buffer): ImageFormat | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** A rendition of sharp's output: its bytes, their size, and their hash as the ETag. */
function rendition(variant: ImageVariant, contentType: Rendition['contentType'], out: { data: Buffer; info: OutputInfo }): Rendition {
  return { variant, contentType, width: out.info.width, height: out.info.height, bytes: out.data, etag: sha256(out.data) };
}

const rejected = () => new DomainError('image_rejected', { on: 'image' });

/**
 * Checks an uploaded file and makes its renditions: oriented upright, converted to sRGB, resized to each of
 * IMAGE_WIDTHS (@sangam/shared: the pages' srcset lists them; never enlarged), encoded as WebP and JPEG (transparency on white), with no
 * metadata (EXIF, GPS, comments are dropped). Decoding and encoding run in libvips' threads, never on
 * the event loop; the header's pixel count is checked before anything is decoded.
 */
export async function processImage(file: Buffer): Promise<ProcessedImage> {
  if (file.length === 0 || file.length > MAX_IMAGE_BYTES) throw rejected();
  const format = sniffImageFormat(file);
  if (!format) throw rejected();
  let header: Metadata;
  try {
    header = await sharp()(file, { limitInputPixels: false }).metadata();
  } catch {
    throw rejected();
  }
  if (header.format !== format || !header.width || !header.height) throw rejected();
  if (header.width * header.height > MAX_IMAGE_PIXELS) throw new DomainError('image_too_many_pixels', { on: 'image' });

  // Decoded once at the largest size; every rendition is encoded from these pixels.
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp()(file, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', pages: 1 })
      .timeout({ seconds: PROCESS_TIMEOUT_SECONDS })
      .rotate()
      .toColourspace('srgb')
      .resize({ width: IMAGE_MAX_WIDTH, height: IMAGE_MAX_WIDTH * 2, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw rejected();
  }
  const { width, height, channels } = base.info;
  const raw = { raw: { width, height, channels } };
  const renditions: Rendition[] = [];
  for (const target of IMAGE_WIDTHS) {
    const pipeline = () =>
      sharp()(base.data, raw)
        .timeout({ seconds: PROCESS_TIMEOUT_SECONDS })
        .resize({ width: target, height: target * 2, fit: 'inside', withoutEnlargement: true });
    const webp = await pipeline().webp({ quality: 80, effort: 4 }).toBuffer({ resolveWithObject: true });
    const jpeg = await pipeline()
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, progressive: true, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    renditions.push(rendition(`${target}.webp`, 'image/webp', webp), rendition(`${target}.jpg`, 'image/jpeg', jpeg));
  }
  return { id: sha256(file), width, height, renditions };
}
