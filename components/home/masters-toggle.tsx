'use client';

import { useId, useState, type ReactNode } from 'react';
import button from '@/components/ui/button.module.css';
import styles from './masters-toggle.module.css';

export interface MastersToggleProps {
  showMoreLabel: string;
  showLessLabel: string;
  /** The further masters, server-rendered: in the static HTML, hidden until expanded. */
  children: ReactNode;
}

/** Shows or hides the further masters behind one disclosure button. */
export function MastersToggle({ showMoreLabel, showLessLabel, children }: MastersToggleProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <>
      <div id={listId} className={styles.more} hidden={!expanded}>
        {children}
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={button.outline}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? showLessLabel : showMoreLabel}
        </button>
      </div>
    </>
  );
}
