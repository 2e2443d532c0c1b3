'use client';

import { useEffect, useRef, type RefObject } from 'react';

/** Whether the browser shows the element as an open popover (false where popovers are unknown). */
export const isPopoverOpen = (element: HTMLElement) => typeof element.showPopover === 'function' && element.matches(':popover-open');

/**
 * Keeps a native popover and React's `open` state in step. The popover works from the HTML
 * alone (its `popovertarget` buttons), before hydration and without scripts; once React runs,
 * it takes over a popover opened before hydration, shows or hides it when the state changes, and
 * hears the popover's own closing (Escape, light dismiss) through its `toggle` event.
 *
 * `inTopLayer: false`: React never shows the popover itself, the component shows its open state
 * by other means (the phone menu's `data-open`); a popover the browser opened before hydration
 * is still taken over and hidden when the state closes.
 */
export function usePopover(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  setOpen: (open: boolean) => void,
  { inTopLayer = true }: { inTopLayer?: boolean } = {},
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const sync = () => setOpen(isPopoverOpen(element));
    if (isPopoverOpen(element)) setOpen(true);
    element.addEventListener('toggle', sync);
    return () => element.removeEventListener('toggle', sync);
  }, [ref, setOpen]);

  // Only a change of React's state moves the popover: on mounting, the state has not yet taken
  // over a popover the browser opened before hydration, and must not close it.
  const shown = useRef(open);
  useEffect(() => {
    const element = ref.current;
    if (shown.current === open) return;
    shown.current = open;
    if (!element || typeof element.showPopover !== 'function' || isPopoverOpen(element) === open) return;
    if (!open) element.hidePopover();
    else if (inTopLayer) element.showPopover();
  }, [open, ref, inTopLayer]);
}
