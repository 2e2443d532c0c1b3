'use client';

import { useEffect, type RefObject } from 'react';

/** Whether the browser shows the element as an open popover (false where popovers are unknown). */
export const isPopoverOpen = (element: HTMLElement) => typeof element.showPopover === 'function' && element.matches(':popover-open');

/**
 * Keeps a native popover and React's `open` state in step. The popover works from the HTML
 * alone (its `popovertarget` buttons), before hydration and without scripts; once React runs,
 * it takes over a popover opened before hydration, shows or hides it when the state changes, and
 * hears the popover's own closing (Escape, light dismiss) through its `toggle` event.
 */
export function usePopover(ref: RefObject<HTMLElement | null>, open: boolean, setOpen: (open: boolean) => void): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const sync = () => setOpen(isPopoverOpen(element));
    if (isPopoverOpen(element)) setOpen(true);
    element.addEventListener('toggle', sync);
    return () => element.removeEventListener('toggle', sync);
  }, [ref, setOpen]);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof element.showPopover !== 'function' || isPopoverOpen(element) === open) return;
    if (open) element.showPopover();
    else element.hidePopover();
  }, [open, ref]);
}
