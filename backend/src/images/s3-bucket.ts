import { AwsClient } from 'aws4fetch';
import type { AppConfig } from '../config/env';

/**
 * The few S3 calls images and backups need (put, get, delete), signed with AWS Signature V4 and addressed path-style
 * (`endpoint/bucket/key`), which AWS, MinIO, R2 and other S3-compatible stores accept.
 */
export class S3Bucket {
  private readonly client: AwsClient;
  private readonly endpoint: string;

  /** The bucket named `bucket` at S3_ENDPOINT, with the S3_* credentials (loadConfig requires them when a bucket is set). */
  private constructor(
    config: AppConfig,
    private readonly bucket: string,
  ) {
    this.endpoint = config.S3_ENDPOINT!.replace(/\/+$/, '');
    this.client = new AwsClient({
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      region: config.S3_REGION,
      service: 's3',
    });
  }

  /** The bucket (S3_BUCKET for images, BACKUP_S3_BUCKET for backups), or null when that setting is unset. */
  static configured(config: AppConfig, bucket: string | undefined): S3Bucket | null {
    return bucket ? new S3Bucket(config, bucket) : null;
  }

  /**
   * A signed request for `key`, its answer read whole: the bytes; null for a key the bucket does not have (GET, DELETE);
   * any other answer than 2xx throws.
   */
  private async request(method: 'PUT' | 'GET' | 'DELETE', key: string, init: RequestInit = {}): Promise<Buffer | null> {
    const path = key.split('/').map(encodeURIComponent).join('/');
    const url = `${this.endpoint}/${encodeURIComponent(this.bucket)}/${path}`;
    const res = await this.client.fetch(url, { ...init, method, signal: AbortSignal.timeout(30_000) });
    const bytes = Buffer.from(await res.arrayBuffer());
    if (res.status === 404 && method !== 'PUT') return null;
    if (!res.ok) throw new Error(`S3 ${method} ${key} answered ${res.status}`);
    return bytes;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const headers = { 'Content-Type': contentType, 'Cache-Control': 'public, max-age=31536000, immutable' };
    await this.request('PUT', key, { body: new Uint8Array(body), headers });
  }

  /** Deletes an object (a key the bucket does not have is not an error). */
  async delete(key: string): Promise<void> {
    await this.request('DELETE', key);
  }

  /** The object's bytes, or null when the bucket has no such key. */
  get(key: string): Promise<Buffer | null> {
    return this.request('GET', key);
  }
}
