import { useSyncExternalStore } from 'react';

// Nothing to subscribe to: once hydrated, a page stays hydrated.
const subscribe = () => () => {};

/**
 * False in the static HTML and during hydration, true from then on: for what only the browser
 * knows (the address bar, the device, storage), rendered without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
