'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import styles from './site-header.module.css';

/**
 * Past this many pixels of scroll the header takes its scrolled look (`data-scrolled`): a border,
 * and a layer with a more opaque background and a shadow that fades in (`.header::before` in
 * components/header/site-header.module.css).
 */
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
