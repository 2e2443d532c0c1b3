/** Fired on window when a lazily loaded chunk fails; call preventDefault() to handle it yourself. */
export const PRELOAD_ERROR_EVENT = 'preload-error';

export interface PreloadErrorDetail {
  readonly error: unknown;
}

/**
 * Wraps a dynamic import: on failure it dispatches a cancelable `preload-error` event;
 * if no listener prevents its default, the error is rethrown (into the error screen),
 * otherwise the fallback module is used.
 */
export function withPreloadErrorEvent<T>(loader: () => Promise<T>, fallback: () => T): () => Promise<T> {
  return () =>
    loader().catch((error: unknown) => {
      const event = new CustomEvent<PreloadErrorDetail>(PRELOAD_ERROR_EVENT, { cancelable: true, detail: { error } });
      const unhandled = window.dispatchEvent(event);
      if (unhandled) throw error;
      return fallback();
    });
}
