'use client';

import { useEffect, type RefObject } from 'react';

/** How far before the viewport an element counts as near: a little ahead of the scroll. */
export const LOOKAHEAD = '300px';

/**
 * Calls `onNear` once, when the element comes within LOOKAHEAD of the viewport (at once where
 * IntersectionObserver is missing); `null` asks for nothing. Pass a stable function.
 */
export function useWhenNear(ref: RefObject<Element | null>, onNear: (() => void) | null): void {
  useEffect(() => {
    const element = ref.current;
    if (!onNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      onNear();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: LOOKAHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onNear]);
}
