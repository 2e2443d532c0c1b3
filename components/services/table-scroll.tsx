'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './table-scroll.module.css';

export interface TableScrollProps {
  /** Accessible name of the scrolling region. */
  label: string;
  /** Shown only while the table is wider than its container. */
  hint: string;
  /** The table, server-rendered and readable without JavaScript. */
  children: ReactNode;
}

/** A focusable, horizontally scrolling table container that says when it can be scrolled. */
export function TableScroll({ label, hint, children }: TableScrollProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  const hintId = useId();

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return undefined;
    // One pixel of slack: sub-pixel widths can make scrollWidth round one above clientWidth. Only a
    // change re-renders: the observer's first report comes in the page's first frame, which on a
    // prerendered page is the frame that shows it (docs/benchmarks.md).
    let last: boolean | undefined;
    const check = () => {
      const next = scroller.scrollWidth > scroller.clientWidth + 1;
      if (next === last) return;
      last = next;
      setOverflowing(next);
    };
    check();
    window.addEventListener('resize', check);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    observer?.observe(scroller);
    if (scroller.firstElementChild) observer?.observe(scroller.firstElementChild);
    return () => {
      window.removeEventListener('resize', check);
      observer?.disconnect();
    };
  }, []);

  return (
    <div className={styles.wrapper}>
      <p id={hintId} className={styles.hint} hidden={!overflowing}>
        <span aria-hidden="true">↔ </span>
        {hint}
      </p>
      <div
        ref={scrollerRef}
        className={styles.scroller}
        tabIndex={0}
        role="region"
        aria-label={label}
        aria-describedby={overflowing ? hintId : undefined}
      >
        {children}
      </div>
    </div>
  );
}
