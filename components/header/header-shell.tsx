'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import styles from './site-header.module.css';

/** Past this many pixels of scroll the header's background becomes more opaque. */
export const SCROLL_THRESHOLD = 50;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

export function HeaderShell({ children }: { children: ReactNode }) {
  // Derived from the scroll position itself: no state to keep in step.
  const scrolled = useSyncExternalStore(
    subscribe,
    () => window.scrollY > SCROLL_THRESHOLD,
    () => false,
  );
  return (
    <header className={styles.header} data-scrolled={scrolled ? 'true' : 'false'}>
      {children}
    </header>
  );
}
