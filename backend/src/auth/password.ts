import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's recommended minimum (m=19 MiB, t=2, p=1).
 * (Algorithm.Argon2id is a const enum in the typings; its value is 2.)
 */
const ARGON2ID = 2;
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS as never);
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/** Verifies against a throwaway hash so an unknown account costs as much time as a known one. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-' + Math.random());
  await verifyPassword(await dummyHash, password);
  return false;
}
