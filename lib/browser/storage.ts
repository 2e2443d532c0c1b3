export type StorageKind = 'session' | 'local';

/**
 * `window.sessionStorage` or `window.localStorage`, or null where the browser refuses storage:
 * with cookies blocked (and in some in-app browsers) merely reading the property throws, and
 * some hand out an object whose every call throws. Callers treat null as "keep it in memory".
 */
export function browserStorage(kind: StorageKind): Storage | null {
  try {
    const storage = kind === 'session' ? window.sessionStorage : window.localStorage;
    storage.getItem('');
    return storage;
  } catch {
    return null;
  }
}
