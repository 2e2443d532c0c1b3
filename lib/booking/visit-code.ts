import { browserStorage } from '@/lib/browser/storage';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
// The storage key keeps its first name (docs/architecture.md, glossary).
export const VISIT_CODE_KEY = 'booking-session-id';
export const VISIT_CODE_PATTERN = /^[A-Z0-9]{4}$/;

/** Four random characters from A–Z and 0–9. `random` returns [0, 1). */
export function createVisitCode(random: () => number = Math.random): string {
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
 * The visit code: created once per browser session and kept in sessionStorage, so
 * every booking link of the visit carries the same id. Where storage is blocked or throws, one
 * id is kept in memory instead.
 */
export function getVisitCode(storage: Pick<Storage, 'getItem' | 'setItem'> | null | undefined, random?: () => number): string {
  try {
    if (storage) {
      const stored = storage.getItem(VISIT_CODE_KEY);
      if (stored && VISIT_CODE_PATTERN.test(stored)) return stored;
      memoryId ??= createVisitCode(random);
      storage.setItem(VISIT_CODE_KEY, memoryId);
      return memoryId;
    }
  } catch {
    // Blocked storage: fall through to the in-memory id.
  }
  memoryId ??= createVisitCode(random);
  return memoryId;
}

/** The visit code, from the browser's sessionStorage where it allows storage. */
export function thisVisitCode(): string {
  return getVisitCode(browserStorage('session'));
}

/** For tests: forget the in-memory id. */
export function resetMemoryVisitCode(): void {
  memoryId = undefined;
}
