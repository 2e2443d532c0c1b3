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
 * The visitor's session id: created once per browser session and kept in sessionStorage,
 * so every booking link of the visit carries the same id. Falls back to a fresh id
 * (not stored) where storage is blocked.
 */
export function getSessionId(storage: Pick<Storage, 'getItem' | 'setItem'> | null | undefined, random?: () => number): string {
  try {
    const stored = storage?.getItem(SESSION_KEY);
    if (stored && SESSION_ID_PATTERN.test(stored)) return stored;
    const id = createSessionId(random);
    storage?.setItem(SESSION_KEY, id);
    return id;
  } catch {
    return createSessionId(random);
  }
}
