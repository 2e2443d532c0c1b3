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

type VisitStorage = Pick<Storage, 'getItem' | 'setItem'> | null | undefined;

/**
 * A page's visit code, read from `storage`: created once per browser session and kept there, so
 * every booking link of the visit carries the same id. Where storage is blocked or throws, the
 * keeper holds one id for the page's life instead. It must be one id, not a new one per call:
 * React reads the booking link's id on every render, and an answer that changes each time makes
 * it render forever.
 */
export function visitCodeKeeper(random: () => number = Math.random): (storage: VisitStorage) => string {
  let memoryId: string | undefined;
  return (storage) => {
    const id = memoryId ?? createVisitCode(random);
    try {
      if (storage) {
        const stored = storage.getItem(VISIT_CODE_KEY);
        if (stored && VISIT_CODE_PATTERN.test(stored)) return stored;
        storage.setItem(VISIT_CODE_KEY, id);
        return id;
      }
    } catch {
      // Blocked storage: the id is kept here.
    }
    memoryId = id;
    return id;
  };
}

const thisPage = visitCodeKeeper();

/** The visit code, from the browser's sessionStorage where it allows storage. */
export function thisVisitCode(): string {
  return thisPage(browserStorage('session'));
}
