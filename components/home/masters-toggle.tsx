import type { ReactNode } from 'react';
import button from '@/components/ui/button.module.css';
import styles from './masters-toggle.module.css';

export interface MastersToggleProps {
  showMoreLabel: string;
  showLessLabel: string;
  /** The further masters, server-rendered: in the static HTML, hidden until expanded. */
  children: ReactNode;
}

/**
 * Shows or hides the further masters. A native disclosure (`<details>`): its button works in the
 * HTML alone, before the page's scripts and without them, and announces its expanded state. The
 * label follows the state in CSS; closed, the list is laid out but hidden, so a tap only shows it
 * (masters-toggle.module.css).
 */
export function MastersToggle({ showMoreLabel, showLessLabel, children }: MastersToggleProps) {
  return (
    <details className={styles.more}>
      <summary className={`${button.outline} ${styles.toggle}`}>
        <span className={styles.showMore}>{showMoreLabel}</span>
        <span className={styles.showLess}>{showLessLabel}</span>
      </summary>
      <div className={styles.list}>{children}</div>
    </details>
  );
}
