import etag from 'etag';
import type { Request, Response } from 'express';
import fresh from 'fresh';
// compression's own negotiation (the same package, version and lists), so every path picks the same encoding.
import Negotiator from 'negotiator';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, deflateSync, gzipSync } from 'node:zlib';
import { append as appendVary } from 'vary';

const SUPPORTED_ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED_ENCODINGS = ['br', 'gzip'];
/** app.setup.ts compresses responses from this size on; smaller ones go out as they are. */
export const COMPRESSION_THRESHOLD = 1024;

/** A serialized answer: the JSON body, its ETag, and its compressed forms once asked for. */
export interface SerializedBody {
  body: Buffer;
  etag: string;
  encoded?: Partial<Record<'br' | 'gzip' | 'deflate', Buffer>>;
}

/** A value as JSON bytes with its ETag (Express's strong ETag of the same bytes), ready to cache and send. */
export function serializeJson(value: unknown): SerializedBody {
  return serializedJsonText(JSON.stringify(value));
}

/** JSON text written elsewhere (the database's card pages) as bytes with their ETag, like serializeJson. */
export function serializedJsonText(json: string): SerializedBody {
  const body = Buffer.from(json);
  return { body, etag: etag(body) };
}

/**
 * Sends serialized JSON as Express's res.send would (ETag, 304 for a fresh conditional request),
 * compressed as the compression middleware would (same negotiation, brotli quality 4, gzip/deflate
 * defaults) but from bytes compressed once per cached answer.
 */
export function sendJson(req: Request, res: Response, s: SerializedBody): void {
  sendSerialized(req, res, s, 'application/json; charset=utf-8');
}

/** sendJson for a body of another type (the calendar and RSS feeds, events/feeds.service.ts). */
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

/** sendJson's answer on a bare Node response, with `head` (a flat [name, value, ...] list) and all headers in one writeHead. */
export function writeJson(req: IncomingMessage, res: ServerResponse, s: SerializedBody, head: string[]): void {
  head.push('ETag', s.etag);
  if (fresh(req.headers, { etag: s.etag })) {
    res.writeHead(304, head);
    res.end();
    return;
  }
  const { bytes, encoding } = negotiated(req, s);
  const all = withVary(head, 'Accept-Encoding');
  all.push('Content-Type', 'application/json; charset=utf-8');
  if (encoding) all.push('Content-Encoding', encoding);
  all.push('Content-Length', String(bytes.length));
  res.writeHead(200, all);
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

/** A flat header list with `field` added to its Vary header (the vary package's rule, as res.vary applies it). */
function withVary(head: string[], field: string): string[] {
  const out = head.slice();
  const i = out.findIndex((name, n) => n % 2 === 0 && name.toLowerCase() === 'vary');
  if (i < 0) out.push('Vary', field);
  else out[i + 1] = appendVary(out[i + 1], field);
  return out;
}

function encode(method: 'br' | 'gzip' | 'deflate', body: Buffer): Buffer {
  if (method === 'br')
    return brotliCompressSync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  return method === 'gzip' ? gzipSync(body) : deflateSync(body);
}
