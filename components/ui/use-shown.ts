import { useSyncExternalStore } from 'react';
import { isShown, whenShown } from '@/lib/browser/when-shown';

const subscribe = (onChange: () => void) => whenShown(onChange);

/**
 * False in the static HTML, during hydration and while the browser prerenders the page unseen;
 * true once it is hydrated and in front of the visitor. For what should happen once per visit to a
 * page (analytics, the visit's booking code), not for a page nobody may ever see.
 */
export function useShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isShown(),
    () => false,
  );
}
