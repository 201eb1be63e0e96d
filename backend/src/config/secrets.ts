import * as fs from 'node:fs';
import * as path from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';

/** JWT_SECRET when configured; otherwise a random key generated once and kept in DATA_DIR. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  fs.mkdirSync(dataDir, { recursive: true });
  return keptSecret(path.join(dataDir, 'jwt-secret'), 48, 32);
}

/** The secret kept in `file` when it has at least `minLength` characters; else a new random one of `bytes` bytes, written there (owner-only). */
export function keptSecret(file: string, bytes: number, minLength = 0): string {
  if (fs.existsSync(file)) {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept.length >= minLength) return kept;
  }
  const secret = randomBytes(bytes).toString('base64url');
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/**
 * A key for one purpose, derived from the JWT secret (HMAC-SHA256 of the purpose's name), so each use of
 * the server's one secret (idempotency fingerprints, …) has a key of its own and none reveals another.
 */
export function derivedKey(jwtSecret: string, purpose: string): Buffer {
  return createHmac('sha256', jwtSecret).update(`sangam derived key: ${purpose}`).digest();
}
