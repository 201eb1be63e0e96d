import { hash, verify } from '@node-rs/argon2';
import { DomainError } from '../common/api-error';
import { Sema } from 'async-sema';
import * as os from 'node:os';

/**
 * argon2id with OWASP's recommended minimum (m=19 MiB, t=2, p=1).
 * (Algorithm.Argon2id is a const enum in the typings; its value is 2.)
 */
const ARGON2ID = 2;
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Every hash and verification runs through one bounded pool: at most PASSWORD_HASH_CONCURRENCY at once
 * (one core is always left to the event loop and the rest of the server), at most HASH_QUEUE_LIMIT
 * waiting. A burst of sign-ups or sign-ins beyond that is refused at once with a 503 instead of
 * queueing CPU work that would starve every other request.
 */
export const DEFAULT_HASH_CONCURRENCY = Math.max(1, Math.min(4, os.availableParallelism() - 1));
export const HASH_QUEUE_LIMIT = 200;

let pool = new Sema(DEFAULT_HASH_CONCURRENCY);

/** Sets the pool's size (PASSWORD_HASH_CONCURRENCY); called once at start-up, before any password work. */
export function setPasswordHashConcurrency(n: number | undefined): void {
  pool = new Sema(n ?? DEFAULT_HASH_CONCURRENCY);
}

async function inPool<T>(work: () => Promise<T>): Promise<T> {
  const sema = pool;
  if (sema.nrWaiting() >= HASH_QUEUE_LIMIT) throw new DomainError('server_busy', { retryAfterSeconds: 2 });
  await sema.acquire();
  try {
    return await work();
  } finally {
    sema.release();
  }
}

export function hashPassword(password: string): Promise<string> {
  return inPool(() => hash(password, ARGON2_OPTIONS as never));
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  return inPool(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | null = null;
/** Verifies against a throwaway hash so an unknown account costs as much time as a known one. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('not-a-real-password-' + Math.random(), ARGON2_OPTIONS as never);
  await verifyPassword(await dummyHash, password);
  return false;
}
