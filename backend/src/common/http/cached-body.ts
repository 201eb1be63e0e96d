import etag from 'etag';
import type { Request, Response } from 'express';
// compression's own negotiation (the same package, version and lists), so every path picks the same encoding.
import Negotiator from 'negotiator';
import type { IncomingMessage } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, deflateSync, gzipSync } from 'node:zlib';

const SUPPORTED_ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED_ENCODINGS = ['br', 'gzip'];
/** app.setup.ts compresses responses from this size on; smaller ones go out as they are. */
export const COMPRESSION_THRESHOLD = 1024;

/** A cached answer's bytes, its ETag, and its compressed forms once asked for (listings, event details, feeds). */
export interface SerializedBody {
  body: Buffer;
  etag: string;
  encoded?: Partial<Record<'br' | 'gzip' | 'deflate', Buffer>>;
}

/** A text answer as bytes with the ETag Express would give it (strong, from the bytes), made once for all its sends. */
export function serialized(text: string): SerializedBody {
  const body = Buffer.from(text);
  return { body, etag: etag(body) };
}

/**
 * The bytes a cached body may come to hold, for the read cache's memory bound: its own, and room for the compressed
 * forms it keeps once asked for (JSON and feeds compress to a quarter or less; br and gzip are the ones browsers ask).
 */
export function serializedBytes(s: SerializedBody): number {
  return Math.ceil(s.body.length * 1.5);
}

/**
 * Sends a cached body as Express's res.send would (ETag, 304 for a fresh conditional request), compressed as the
 * compression middleware would (same negotiation; it leaves an encoded answer alone) from bytes compressed once per body.
 */
export function sendSerialized(req: Request, res: Response, s: SerializedBody, contentType: string): void {
  res.setHeader('ETag', s.etag);
  if (req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', contentType);
  // As the compression middleware says of every compressible answer.
  res.vary('Accept-Encoding');
  const { bytes, encoding } = negotiated(req, s);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}

/** The bytes to send for this request and their encoding (null: as they are), as the compression middleware would choose. */
function negotiated(req: IncomingMessage, s: SerializedBody): { bytes: Buffer; encoding: 'br' | 'gzip' | 'deflate' | null } {
  if (s.body.length < COMPRESSION_THRESHOLD) return { bytes: s.body, encoding: null };
  // negotiator 0.6's encoding(available, preferred), as compression calls it (its typings omit `preferred`).
  const negotiator = new Negotiator(req) as unknown as { encoding(available: string[], preferred: string[]): string | undefined };
  const method = negotiator.encoding(SUPPORTED_ENCODINGS, PREFERRED_ENCODINGS);
  if (method !== 'br' && method !== 'gzip' && method !== 'deflate') return { bytes: s.body, encoding: null };
  s.encoded ??= {};
  return { bytes: (s.encoded[method] ??= encode(method, s.body)), encoding: method };
}

function encode(method: 'br' | 'gzip' | 'deflate', body: Buffer): Buffer {
  if (method === 'br')
    return brotliCompressSync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  return method === 'gzip' ? gzipSync(body) : deflateSync(body);
}
