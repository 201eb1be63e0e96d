import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../config/env';
import type { EventDetailResponse } from '../events/dto/public-event.dto';
import { LimitedRequest, RateLimiter } from '../rate-limit/rate-limiter';
import { eventShareCard, genericCard } from './share-image';
import { ShareImageRenderer } from './share-image-renderer';

/** Bytes of drawn cards kept in memory (a card is 40–80 KB, so a few hundred of the most asked-for). */
const SHARE_IMAGE_CACHE_BYTES = 16 * 1024 * 1024;
/** Bumped when the card's design changes, so cached copies everywhere are replaced. */
const DESIGN_VERSION = 2;

export interface ShareImage {
  png: Buffer;
  etag: string;
  /** The generic card, standing in for the event's own (short-lived in caches). */
  generic?: boolean;
}

/** The version of an event's card: changes whenever the event is edited (its updatedAt). */
export function shareImageVersion(e: Pick<EventDetailResponse, 'updatedAt'>): string {
  return `${DESIGN_VERSION}.${new Date(e.updatedAt).getTime()}`;
}

function shareImageEtag(e: Pick<EventDetailResponse, 'id' | 'updatedAt'>): string {
  return `"share-${e.id}-${shareImageVersion(e)}"`;
}

/**
 * Share cards for events: drawn once per event version by the renderer's worker, then served from a
 * bounded in-memory cache (least recently used out first). Concurrent requests for the same
 * uncached card share one drawing. A card not drawn yet costs the client one of its 'share-image'
 * draws (RateLimiter); past its limit, or when the renderer's queue is full, the client gets the
 * generic card instead (never a 503), so a flood cannot fill the queue that real link previews need.
 */
@Injectable()
export class ShareImageService {
  private readonly cache = new Map<string, ShareImage>();
  private bytes = 0;
  private readonly drawing = new Map<string, Promise<ShareImage>>();
  private genericImage: Promise<ShareImage> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly renderer: ShareImageRenderer,
    private readonly limits: RateLimiter,
  ) {}

  async image(e: EventDetailResponse, client: LimitedRequest): Promise<ShareImage> {
    const etag = shareImageEtag(e);
    const hit = this.cache.get(etag);
    if (hit) {
      this.cache.delete(etag);
      this.cache.set(etag, hit);
      return hit;
    }
    let pending = this.drawing.get(etag);
    if (!pending) {
      if (this.renderer.full || (await this.limits.count('share-image', client)) > 0) return this.generic();
      pending = this.draw(e, etag).finally(() => this.drawing.delete(etag));
      this.drawing.set(etag, pending);
    }
    return pending.catch((err: unknown) => {
      // Filled up meanwhile: the generic card rather than a 503.
      if (err instanceof DomainError && err.status === 503) return this.generic();
      throw err;
    });
  }

  /** The generic card, drawn once (ahead of the queue) and kept. */
  private generic(): Promise<ShareImage> {
    this.genericImage ??= this.renderer.render(genericCard(this.config.PRODUCT_NAME), true).then(
      (png) => ({ png, etag: `"share-generic-${DESIGN_VERSION}"`, generic: true }),
      (err: unknown) => {
        this.genericImage = null;
        throw err;
      },
    );
    return this.genericImage;
  }

  private async draw(e: EventDetailResponse, etag: string): Promise<ShareImage> {
    const png = await this.renderer.render(eventShareCard(e, this.config.PRODUCT_NAME));
    const image = { png, etag };
    this.remember(image);
    return image;
  }

  private remember(image: ShareImage): void {
    if (image.png.length > SHARE_IMAGE_CACHE_BYTES) return;
    // An older version of the same event's card is useless now.
    const prefix = image.etag.slice(0, image.etag.lastIndexOf('-'));
    for (const [key, old] of this.cache) {
      if (key.startsWith(prefix)) {
        this.cache.delete(key);
        this.bytes -= old.png.length;
      }
    }
    this.cache.set(image.etag, image);
    this.bytes += image.png.length;
    for (const [key, old] of this.cache) {
      if (this.bytes <= SHARE_IMAGE_CACHE_BYTES) break;
      this.cache.delete(key);
      this.bytes -= old.png.length;
    }
  }
}
