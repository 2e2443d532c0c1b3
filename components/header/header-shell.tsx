'use client';

import { useEffect, useState, type ReactNode } from 'react';
import styles from './site-header.module.css';

/** Past this many pixels of scroll the header's background becomes more opaque. */
export const SCROLL_THRESHOLD = 50;

export function HeaderShell({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <header className={styles.header} data-scrolled={scrolled ? 'true' : 'false'}>
      {children}
    </header>
  );
}
