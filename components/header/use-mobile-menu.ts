'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { usePopover } from '@/components/layout/use-popover';
import { lockScroll } from '@/lib/browser/scroll-lock';

/** A toggle within this many ms of the previous one is ignored (double taps, ghost clicks). */
export const TOGGLE_LOCK_MS = 300;

/**
 * The phone menu's state once React runs. The panel is a native popover, so before hydration
 * (or without scripts) its buttons open and close it by themselves; from hydration on, React
 * owns the state: the panel shows it by `data-open`, and a popover the browser opened before
 * hydration is taken over and hidden on closing (usePopover).
 */
export function useMobileMenu(panelRef: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const lastToggle = useRef(-Infinity);

  // The same empty set when nothing was open: the memoised list then skips rendering.
  const collapseAll = useCallback(() => setExpanded((current) => (current.size ? new Set() : current)), []);

  const close = useCallback(() => {
    setOpen(false);
    collapseAll();
  }, [collapseAll]);

  const toggle = useCallback(() => {
    const now = performance.now();
    if (now - lastToggle.current < TOGGLE_LOCK_MS) return;
    lastToggle.current = now;
    setOpen((wasOpen) => {
      if (wasOpen) collapseAll();
      return !wasOpen;
    });
  }, [collapseAll]);

  const toggleSub = useCallback((key: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);

  const setFromPopover = useCallback((isOpen: boolean) => (isOpen ? setOpen(true) : close()), [close]);
  // Opened in place by `data-open` (mobile-menu.tsx), not in the top layer: see mobile-menu.module.css.
  usePopover(panelRef, open, setFromPopover, { inTopLayer: false });

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    const unlockScroll = lockScroll();
    return () => {
      document.removeEventListener('keydown', onKey);
      unlockScroll();
    };
  }, [open, close]);

  return { open, expanded, toggle, close, toggleSub };
}
