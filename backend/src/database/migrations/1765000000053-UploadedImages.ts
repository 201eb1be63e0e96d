import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploaded images (events' pictures), content-addressed: `images.id` is the SHA-256 of the uploaded
 * file. Each image has renditions (card and detail widths, WebP and JPEG); a rendition's bytes are
 * in `data`, or in the S3 bucket (key images/<id>/<variant>) when `data` is null.
 */
export class UploadedImages1765000000053 implements MigrationInterface {
  name = 'UploadedImages1765000000053';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE images (
        id char(64) PRIMARY KEY,
        width int NOT NULL,
        height int NOT NULL,
        "uploadedBy" varchar(120) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE image_renditions (
        "imageId" char(64) NOT NULL REFERENCES images(id) ON DELETE CASCADE,
        variant varchar(20) NOT NULL,
        "contentType" varchar(40) NOT NULL,
        width int NOT NULL,
        height int NOT NULL,
        size int NOT NULL,
        etag char(64) NOT NULL,
        data bytea,
        PRIMARY KEY ("imageId", variant)
      )`);
    // Renditions are already compressed: no point in TOAST compressing them again.
    await q.query(`ALTER TABLE image_renditions ALTER COLUMN data SET STORAGE EXTERNAL`);
    await q.query(`CREATE INDEX images_created_idx ON images ("createdAt")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS image_renditions`);
    await q.query(`DROP TABLE IF EXISTS images`);
  }
}
