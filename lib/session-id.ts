import { browserStorage } from './browser-storage';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const SESSION_KEY = 'booking-session-id';
export const SESSION_ID_PATTERN = /^[A-Z0-9]{4}$/;

/** Four random characters from A–Z and 0–9. `random` returns [0, 1). */
export function createSessionId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < 4; i += 1) {
    id += ALPHABET[Math.floor(random() * ALPHABET.length) % ALPHABET.length];
  }
  return id;
}

/**
 * Where storage is blocked the id lives here for the page's life. It must be one id, not a new
 * one per call: React reads the booking link's id on every render, and an answer that changes
 * each time makes it render forever.
 */
let memoryId: string | undefined;

/**
 * The visitor's session id: created once per browser session and kept in sessionStorage, so
 * every booking link of the visit carries the same id. Where storage is blocked or throws, one
 * id is kept in memory instead.
 */
export function getSessionId(storage: Pick<Storage, 'getItem' | 'setItem'> | null | undefined, random?: () => number): string {
  try {
    if (storage) {
      const stored = storage.getItem(SESSION_KEY);
      if (stored && SESSION_ID_PATTERN.test(stored)) return stored;
      memoryId ??= createSessionId(random);
      storage.setItem(SESSION_KEY, memoryId);
      return memoryId;
    }
  } catch {
    // Blocked storage: fall through to the in-memory id.
  }
  memoryId ??= createSessionId(random);
  return memoryId;
}

/** This visit's session id, from the browser's sessionStorage where it allows storage. */
export function visitSessionId(): string {
  return getSessionId(browserStorage('session'));
}

/** For tests: forget the in-memory id. */
export function resetMemorySessionId(): void {
  memoryId = undefined;
}
