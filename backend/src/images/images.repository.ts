import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ImageVariant, ProcessedImage } from './image-processing';

export interface StoredRendition {
  variant: ImageVariant;
  contentType: string;
  width: number;
  height: number;
  size: number;
  etag: string;
}

export interface StoredImage {
  id: string;
  width: number;
  height: number;
  renditions: StoredRendition[];
}

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

  /** A rendition with its bytes (null when they are in the bucket), or null when there is no such rendition. */
  async rendition(id: string, variant: ImageVariant): Promise<(StoredRendition & { data: Buffer | null }) | null> {
    const rows: Array<StoredRendition & { data: Buffer | null }> = await this.ds.query(
      `SELECT variant, "contentType", width, height, size, etag, data FROM image_renditions WHERE "imageId" = $1 AND variant = $2`,
      [id, variant],
    );
    return rows[0] ?? null;
  }
}
