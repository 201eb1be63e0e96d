import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ImageRenditionResponse, ImageResponse } from './dto/image.dto';
import { ProcessedImage, StoredVariant } from './image-processing';

/** A rendition as stored: what the API describes of it (without its address) and its ETag. */
export type StoredRendition = Omit<ImageRenditionResponse, 'url'> & { etag: string };

export type StoredImage = Omit<ImageResponse, 'url' | 'renditions'> & { renditions: StoredRendition[] };

/** The ids of the uploaded images events show (an event's imageUrl is /api/images/<id>, see image-url.ts). */
const IMAGES_IN_USE = `
  SELECT DISTINCT substring("imageUrl" FROM '/api/images/([0-9a-f]{64})') AS id
    FROM events WHERE "imageUrl" LIKE '%/api/images/%'`;

/** One cleanup at a time across instances (a transaction-level advisory lock). */
const CLEANUP_LOCK = 72617102;

/** Every statement on images and image_renditions. */
@Injectable()
export class ImagesRepository {
  constructor(private readonly ds: DataSource) {}

  /** The image and its renditions (without their bytes), or null. */
  async find(id: string): Promise<StoredImage | null> {
    const rows: Array<StoredRendition & { imageWidth: number; imageHeight: number }> = await this.ds.query(
      `SELECT i.width AS "imageWidth", i.height AS "imageHeight", r.variant, r."contentType", r.width, r.height, r.size, r.etag
         FROM images i JOIN image_renditions r ON r."imageId" = i.id
        WHERE i.id = $1
        ORDER BY r.variant`,
      [id],
    );
    if (!rows.length) return null;
    return {
      id,
      width: rows[0].imageWidth,
      height: rows[0].imageHeight,
      renditions: rows.map(({ variant, contentType, width, height, size, etag }) => ({ variant, contentType, width, height, size, etag })),
    };
  }

  /**
   * Stores an image and its renditions in one transaction; `withBytes` false keeps only their
   * description (the bytes are in the bucket). Storing an image that is already there changes nothing.
   */
  async insert(image: ProcessedImage, uploadedBy: string, withBytes: boolean): Promise<void> {
    await this.ds.transaction(async (m) => {
      await m.query(`INSERT INTO images (id, width, height, "uploadedBy") VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING`, [
        image.id,
        image.width,
        image.height,
        uploadedBy.slice(0, 120),
      ]);
      for (const r of image.renditions) {
        await m.query(
          `INSERT INTO image_renditions ("imageId", variant, "contentType", width, height, size, etag, data)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT ("imageId", variant) DO NOTHING`,
          [image.id, r.variant, r.contentType, r.width, r.height, r.bytes.length, r.etag, withBytes ? r.bytes : null],
        );
      }
    });
  }

  /**
   * The unused-images sweep, in one transaction (one instance at a time; another instance's call answers []):
   * images an event shows again lose their mark; images no event shows are marked `unusedSince` now; images
   * marked longer than `graceSeconds` ago (and uploaded longer ago than that) that are still unused are deleted
   * with their renditions. Answers the deleted ids (their bucket objects are the caller's).
   */
  async sweepUnused(graceSeconds: number): Promise<string[]> {
    return this.ds.transaction(async (m) => {
      const [{ locked }] = await m.query(`SELECT pg_try_advisory_xact_lock($1) AS locked`, [CLEANUP_LOCK]);
      if (!locked) return [];
      await m.query(`UPDATE images SET "unusedSince" = NULL WHERE "unusedSince" IS NOT NULL AND id IN (${IMAGES_IN_USE})`);
      await m.query(`UPDATE images SET "unusedSince" = now() WHERE "unusedSince" IS NULL AND id NOT IN (${IMAGES_IN_USE})`);
      // A DELETE … RETURNING answers [rows, count] through TypeORM.
      const [deleted]: [Array<{ id: string }>, number] = await m.query(
        `DELETE FROM images
          WHERE "unusedSince" <= now() - make_interval(secs => $1) AND "createdAt" <= now() - make_interval(secs => $1)
            AND id NOT IN (${IMAGES_IN_USE})
          RETURNING id`,
        [graceSeconds],
      );
      return deleted.map((d) => d.id);
    });
  }

  /**
   * The first of `variants` the image has, with its bytes (null when they are in the bucket), or null when it has none
   * of them.
   */
  async rendition(id: string, variants: StoredVariant[]): Promise<(StoredRendition & { data: Buffer | null }) | null> {
    const rows: Array<StoredRendition & { data: Buffer | null }> = await this.ds.query(
      `SELECT variant, "contentType", width, height, size, etag, data FROM image_renditions
        WHERE "imageId" = $1 AND variant = ANY($2::text[]) ORDER BY array_position($2::text[], variant::text) LIMIT 1`,
      [id, variants],
    );
    return rows[0] ?? null;
  }
}
