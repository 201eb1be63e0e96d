import { AwsClient } from 'aws4fetch';

export interface S3Settings {
  /** e.g. https://s3.us-east-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** An S3 request that failed (network, or an answer other than 2xx). */
class S3Error extends Error {}

/**
 * The few S3 calls images need (put, get, delete), signed with AWS Signature V4 and addressed path-style
 * (`endpoint/bucket/key`), which AWS, MinIO, R2 and other S3-compatible stores accept.
 */
export class S3Bucket {
  private readonly client: AwsClient;

  constructor(private readonly s: S3Settings) {
    this.client = new AwsClient({ accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey, region: s.region, service: 's3' });
  }

  private url(key: string): string {
    const path = key.split('/').map(encodeURIComponent).join('/');
    return `${this.s.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(this.s.bucket)}/${path}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const res = await this.client.fetch(this.url(key), {
      method: 'PUT',
      body: new Uint8Array(body),
      headers: { 'Content-Type': contentType, 'Cache-Control': 'public, max-age=31536000, immutable' },
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new S3Error(`S3 PUT ${key} answered ${res.status}`);
  }

  /** Deletes an object (a key the bucket does not have is not an error). */
  async delete(key: string): Promise<void> {
    const res = await this.client.fetch(this.url(key), { method: 'DELETE', signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    if (!res.ok && res.status !== 404) throw new S3Error(`S3 DELETE ${key} answered ${res.status}`);
  }

  /** The object's bytes, or null when the bucket has no such key. */
  async get(key: string): Promise<Buffer | null> {
    const res = await this.client.fetch(this.url(key), { method: 'GET', signal: AbortSignal.timeout(30_000) });
    if (res.status === 404) {
      await res.arrayBuffer();
      return null;
    }
    if (!res.ok) {
      await res.arrayBuffer();
      throw new S3Error(`S3 GET ${key} answered ${res.status}`);
    }
    return Buffer.from(await res.arrayBuffer());
  }
}
