'use client';

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { afterPaint } from '@/lib/browser/after-paint';
import { lockScroll } from '@/lib/browser/scroll-lock';
import { usePopover } from './use-popover';

/**
 * A dialog in a native popover, opened by one button. The popover opens and closes from the HTML
 * alone (before hydration, without scripts); from hydration on React decides: focus moves to the
 * close button once the opened dialog has been painted (`afterPaint`: focusing restyles the page,
 * which the tap's own frame need not wait for) and back to the button on closing, the page stops
 * scrolling behind it, and Escape closes it. `set(next)` is the click handler of the buttons that
 * open and close it.
 */
export function useOverlay() {
  const [open, setOpen] = useState(false);
  const overlayRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  usePopover(overlayRef, open, setOpen);

  useEffect(() => {
    if (open) {
      const cancelFocus = afterPaint(() => closeRef.current?.focus());
      const unlockScroll = lockScroll();
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') setOpen(false);
      };
      document.addEventListener('keydown', onKey);
      wasOpen.current = true;
      return () => {
        cancelFocus();
        document.removeEventListener('keydown', onKey);
        unlockScroll();
      };
    }
    if (wasOpen.current) buttonRef.current?.focus();
  }, [open]);

  // React decides from hydration on: the native popover action would race its state.
  const set = (next: boolean) => (event: MouseEvent) => {
    event.preventDefault();
    setOpen(next);
  };

  return { overlayRef, buttonRef, closeRef, set };
}
