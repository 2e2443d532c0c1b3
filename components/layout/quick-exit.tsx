'use client';

import { useId, type MouseEvent } from 'react';
import { replacePage } from '@/lib/crisis/replace-page';
import styles from './quick-exit.module.css';

interface QuickExitProps {
  /** The neutral page to leave for. */
  href: string;
  label: string;
  /** What a screen reader says after the label. */
  hint: string;
}

/**
 * The quick exit: a plain link to a neutral page, which leaves before hydration and without
 * scripts too (rel="noreferrer": the neutral site is not told this page's address). Once hydrated,
 * a plain click replaces this page in the tab's history instead, so Back does not return to it; a
 * click with a modifier key (a new tab or window) is the browser's. `data-untracked`: analytics never
 * records that a visitor left this way.
 */
export function QuickExit({ href, label, hint }: QuickExitProps) {
  const hintId = useId();
  const leave = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    replacePage(href);
  };
  return (
    <div className={styles.slot}>
      <a href={href} rel="noreferrer" className={styles.link} aria-describedby={hintId} onClick={leave} data-untracked="">
        {label}
      </a>
      <span id={hintId} hidden>
        {hint}
      </span>
    </div>
  );
}
