import { scrollDepthEvent } from './events';
import { sendEvent, type Gtag } from './gtag';

export const SCROLL_THRESHOLDS = [25, 50, 75, 90] as const;
export const SCROLL_DEBOUNCE_MS = 100;

export interface ScrollMetrics {
  readonly scrollTop: number;
  readonly viewportHeight: number;
  readonly pageHeight: number;
}

/** How far down the page has been scrolled, 0–100; null for a page that does not scroll. */
export function scrollPercent({ scrollTop, viewportHeight, pageHeight }: ScrollMetrics): number | null {
  const scrollable = pageHeight - viewportHeight;
  if (scrollable <= 0) return null;
  return Math.min(100, Math.max(0, (scrollTop / scrollable) * 100));
}

export function windowScrollMetrics(): ScrollMetrics {
  return {
    scrollTop: window.scrollY,
    viewportHeight: window.innerHeight,
    pageHeight: document.documentElement.scrollHeight,
  };
}

export interface ScrollDepthTracker {
  /** The scroll listener: measures 100 ms after scrolling pauses. */
  readonly onScroll: () => void;
  readonly dispose: () => void;
}

/**
 * Sends scroll_depth once per threshold per page (each page is a full load); a jump past several
 * sends each one.
 */
export function createScrollDepthTracker(send: Gtag, measure: () => ScrollMetrics = windowScrollMetrics): ScrollDepthTracker {
  const sent = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    timer = undefined;
    const percent = scrollPercent(measure());
    if (percent === null) return;
    for (const threshold of SCROLL_THRESHOLDS) {
      if (percent >= threshold && !sent.has(threshold)) {
        sent.add(threshold);
        sendEvent(send, scrollDepthEvent(threshold));
      }
    }
  };
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    onScroll: () => {
      cancel();
      timer = setTimeout(check, SCROLL_DEBOUNCE_MS);
    },
    dispose: cancel,
  };
}
