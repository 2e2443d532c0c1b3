import type * as WebVitals from 'web-vitals/attribution';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import type { WebVital } from './events';

/** What the site uses of web-vitals' attribution build: its five reporters. */
export type VitalsLibrary = Pick<typeof WebVitals, 'onCLS' | 'onFCP' | 'onINP' | 'onLCP' | 'onTTFB'>;

/**
 * How web-vitals names an element it blames (the LCP element, the target of the slowest
 * interaction, the largest layout shift's source): by its tag name alone, never by web-vitals'
 * own selector, whose class names and ids could carry a page's topic.
 */
export function elementKind(node: Node | null): string {
  return node instanceof Element ? node.localName : '';
}

function blamedElement(metric: MetricWithAttribution): string | undefined {
  switch (metric.name) {
    case 'LCP':
      return metric.attribution.target;
    case 'INP':
      return metric.attribution.interactionTarget;
    case 'CLS':
      return metric.attribution.largestShiftTarget;
    default:
      return undefined;
  }
}

/** Registers the five reporters, each metric handed to `report` with only what an event may carry. */
export function observeVitals(library: VitalsLibrary, report: (vital: WebVital) => void): void {
  const options = { generateTarget: elementKind };
  const onMetric = (metric: MetricWithAttribution) =>
    report({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      navigationType: metric.navigationType,
      element: blamedElement(metric),
    });
  library.onTTFB(onMetric, options);
  library.onFCP(onMetric, options);
  library.onLCP(onMetric, options);
  library.onCLS(onMetric, options);
  library.onINP(onMetric, options);
}

let observing = false;

/**
 * Loads web-vitals — its own chunk, requested only now: after consent, in the analytics build —
 * and reports this page's vitals to `report`, once per page however often analytics restarts (the
 * browser's observers cannot be removed; `report` decides whether a metric is still sent).
 */
export async function watchFieldVitals(
  report: (vital: WebVital) => void,
  load: () => Promise<VitalsLibrary> = () => import('web-vitals/attribution'),
): Promise<void> {
  if (observing) return;
  observing = true;
  try {
    observeVitals(await load(), report);
  } catch {
    observing = false; // offline when the chunk was asked for: the next start tries again
  }
}
