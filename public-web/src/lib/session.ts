import { safeStorageGet, safeStorageSet } from './api';

const KEY = 'sangamSession';
let memory: string | null = null;

function newId(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c?.randomUUID) return `anon-${c.randomUUID()}`;
  const bytes = new Uint8Array(16);
  c?.getRandomValues?.(bytes);
  return `anon-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}-${Date.now().toString(36)}`;
}

/**
 * This browser's anonymous session id (saved events, page views, organization submissions),
 * created once and kept in local storage; kept in memory when storage is disabled.
 */
export function getUserSession(): string {
  const stored = safeStorageGet(KEY);
  if (stored && /^[A-Za-z0-9_.:-]{8,100}$/.test(stored)) return stored;
  if (memory) return memory;
  memory = newId();
  safeStorageSet(KEY, memory);
  return memory;
}
