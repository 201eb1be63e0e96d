import { apiErrorMessage } from '@sangam/shared';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Sema } from 'async-sema';
import type { Principal } from '../auth/principal';
import { DomainError } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../config/env';
import { JobQueue } from '../jobs/job-queue.service';
import { ImageResponse } from './dto/image.dto';
import { IMAGE_VARIANTS, LEGACY_IMAGE_VARIANTS, processImage, sha256, StoredVariant, variantCandidates } from './image-processing';
import { uploadedImagePath } from './image-url';
import { ImagesRepository, StoredImage } from './images.repository';
import { S3Bucket } from './s3-bucket';

/** Images decoded at once, and uploads allowed to wait for their turn (more: 503). */
const IMAGE_CONCURRENCY = 2;
const IMAGE_QUEUE_LIMIT = 20;

/** How long an uploaded image may stay attached to no event before the cleanup deletes it. */
const UNUSED_IMAGE_GRACE_HOURS = 24;
/** The hourly sweep of unused uploads (job queue schedule, UTC): at minute 17, away from scraping's runs on the hour. */
const IMAGES_CLEANUP_JOB = 'images-cleanup';
const IMAGES_CLEANUP_CRON = '17 * * * *';

export const IMAGE_STORE_UNAVAILABLE = apiErrorMessage('image_store_unavailable');

export interface ServedRendition {
  contentType: string;
  etag: string;
  bytes: Buffer;
}

/**
 * Uploaded images: checked and turned into renditions (image-processing.ts), stored by content
 * (PostgreSQL, or the S3 bucket when S3_BUCKET is set) and served from there.
 */
@Injectable()
export class ImagesService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Images');
  private readonly work = new Sema(IMAGE_CONCURRENCY);
  private readonly bucket: S3Bucket | null;

  constructor(
    private readonly images: ImagesRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly jobs: JobQueue,
  ) {
    this.bucket = S3Bucket.configured(config, config.S3_BUCKET);
  }

  /** Stores an uploaded file's renditions; the same file again answers the image stored before (created false). */
  async upload(file: Buffer | undefined, p: Principal): Promise<{ image: ImageResponse; created: boolean }> {
    const known = file?.length ? await this.images.find(sha256(file)) : null;
    if (known) return { image: toResponse(known), created: false };
    if (this.work.nrWaiting() >= IMAGE_QUEUE_LIMIT) throw new DomainError('server_busy', { retryAfterSeconds: 5 });
    await this.work.acquire();
    let processed;
    try {
      processed = await processImage(file ?? Buffer.alloc(0));
    } finally {
      this.work.release();
    }
    const bucket = this.bucket;
    if (bucket) {
      await this.inBucket(() =>
        Promise.all(processed.renditions.map((r) => bucket.put(bucketKey(processed.id, r.variant), r.bytes, r.contentType))),
      );
    }
    const uploadedBy = p.kind === 'admin' ? `admin:${p.username}` : `organizer:${p.organizationId}`;
    await this.images.insert(processed, uploadedBy, !this.bucket);
    this.logger.log(`image ${processed.id} stored (${uploadedBy})`);
    const stored = await this.images.find(processed.id);
    return { image: toResponse(stored!), created: true };
  }

  /**
   * A rendition's bytes and headers' values (an image stored before a width existed answers its next larger
   * rendition, see variantCandidates); 404 for an unknown image or variant.
   */
  async rendition(id: string, variant: string): Promise<ServedRendition> {
    const candidates = variantCandidates(variant);
    if (!/^[0-9a-f]{64}$/.test(id) || !candidates) throw new DomainError('image_not_found');
    const r = await this.images.rendition(id, candidates);
    if (!r) throw new DomainError('image_not_found');
    const bucket = this.bucket;
    const bytes = r.data ?? (bucket ? await this.inBucket(() => bucket.get(bucketKey(id, r.variant))) : null);
    if (!bytes) {
      this.logger.error(`image ${id} ${variant}: bytes missing from ${r.data === null ? 'the S3 bucket' : 'the database'}`);
      throw new DomainError('image_not_found');
    }
    return { contentType: r.contentType, etag: r.etag, bytes };
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.every(IMAGES_CLEANUP_JOB, IMAGES_CLEANUP_CRON, () => this.deleteUnused());
  }

  /**
   * Deletes uploaded images no event has shown for UNUSED_IMAGE_GRACE_HOURS (uploaded but never attached, or
   * detached when their event was deleted or given another picture), their renditions and bucket objects.
   * Answers how many images were deleted.
   */
  async deleteUnused(graceSeconds = UNUSED_IMAGE_GRACE_HOURS * 3600): Promise<number> {
    const ids = await this.images.sweepUnused(graceSeconds);
    const bucket = this.bucket;
    if (bucket) {
      for (const id of ids) {
        // The rows are gone; an object left behind is unreachable (logged, never served).
        await Promise.all([...IMAGE_VARIANTS, ...LEGACY_IMAGE_VARIANTS].map((v) => bucket.delete(bucketKey(id, v)))).catch((e) =>
          this.logger.error(`S3 bucket: image ${id} not deleted: ${(e as Error).message}`),
        );
      }
    }
    if (ids.length) this.logger.log(`${ids.length} unused image(s) deleted`);
    return ids.length;
  }

  private async inBucket<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (e) {
      // The S3 bucket did not answer as it should (down, wrong credentials): logged, and a 503 for the caller.
      this.logger.error(`S3 bucket: ${(e as Error).message}`);
      throw new DomainError('image_store_unavailable', { retryAfterSeconds: 30 });
    }
  }
}

function bucketKey(id: string, variant: StoredVariant): string {
  return `images/${id}/${variant}`;
}

function toResponse(i: StoredImage): ImageResponse {
  const url = uploadedImagePath(i.id);
  return {
    id: i.id,
    url,
    width: i.width,
    height: i.height,
    renditions: i.renditions.map((r) => ({
      variant: r.variant,
      url: `${url}/${r.variant}`,
      contentType: r.contentType,
      width: r.width,
      height: r.height,
      size: r.size,
    })),
  };
}
