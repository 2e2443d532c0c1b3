// The probes of tests/e2e/wcag22.spec.ts on the page a journey has open. Reduced motion is left to
// Chromium: switching it on here would change what the other journeys of the visit meet.
import {
  clippedBySpacing,
  focusStops,
  HELP_ORDER,
  helpOrder,
  installFocusProbe,
  sidewaysScroll,
  smallTargets,
  type FocusStop,
} from '../e2e/wcag-probes';
import type { Journey } from './journey-context';
import { expect } from './report';

/** Tab presses sent at once before looking whether focus has gone round the page. */
const TAB_BATCH = 25;
const MAX_STOPS = 400;
/** A 1280 px screen zoomed to 400 %. */
const REFLOW = { width: 320, height: 256 };

const list = (items: string[]) => items.slice(0, 10).join('\n') + (items.length > 10 ? `\n… ${items.length - 10} more` : '');

/**
 * On the open page `path` (whose contact page is `contactPath`): help in its place (3.2.6),
 * targets (2.5.8), text spacing (1.4.12); in Firefox, and in WebKit at the desktop size, Tab from the top through
 * every stop, none hidden (2.4.11) or without a visible focus (2.4.7); at the desktop size, reflow
 * at 320 px (1.4.10).
 */
export async function wcagChecks(journey: Journey, path: string, contactPath: string): Promise<void> {
  const { browser, report } = journey;
  await report.check(`${path} WCAG 2.2: help in place, targets of 24 px, text spacing kept`, async () => {
    const order = await browser.run(helpOrder, contactPath);
    expect(JSON.stringify(order) === JSON.stringify(HELP_ORDER), `3.2.6 help: ${order.join(', ')}; expected ${HELP_ORDER.join(', ')}`);
    const small = await browser.run(smallTargets);
    expect(small.length === 0, `2.5.8 targets under 24 × 24 px too near another:\n${list(small)}`);
    const clipped = await browser.run(clippedBySpacing);
    expect(clipped.length === 0, `1.4.12 text cut off with WCAG text spacing:\n${list(clipped)}`);
  });

  // Where the walk runs: WebKitGTK's small phone window leaves the skip link focused but unstyled
  // by :focus (its desktop window does not). So: Firefox at both sizes, WebKit at the desktop size
  // here, both sizes in Chromium (tests/e2e/wcag22.spec.ts).
  if (journey.engine.name === 'webkit' && journey.viewport.name === 'phone') return reflow(journey, path);
  await report.check(`${path} WCAG 2.2: every Tab stop seen and showing focus`, async () => {
    await browser.run(installFocusProbe, true);
    let result: { stops: FocusStop[]; wrapped: boolean } = { stops: [], wrapped: false };
    for (let presses = 0; !result.wrapped && presses < MAX_STOPS; presses += TAB_BATCH) {
      await browser.tab(TAB_BATCH);
      result = await browser.run(focusStops);
    }
    const { stops } = result;
    expect(stops.length > 5, `Tab reached only ${stops.length} stop(s)`);
    expect(result.wrapped, `focus did not go round the page in ${MAX_STOPS} presses (last: ${stops.at(-1)?.description})`);
    const hidden = stops.filter((stop) => stop.obscured).map((stop) => `${stop.description}: ${stop.obscured}`);
    expect(hidden.length === 0, `2.4.11 focused elements hidden (of ${stops.length} Tab stops):\n${list(hidden)}`);
    // Not focusUnderFixed: WebKit's focus() from a script ignores scroll-padding where its Tab
    // honours it (measured: a link placed 40 px down, under the header, Tab brings it to 116 px).
    const plain = stops.filter((stop) => !stop.indicator).map((stop) => stop.description);
    expect(plain.length === 0, `2.4.7 focused elements that look as when unfocused (of ${stops.length}):\n${list(plain)}`);
  });

  await reflow(journey, path);
}

/** At the desktop size, the page at 320 × 256 (the window resized, then sized back). */
async function reflow(journey: Journey, path: string): Promise<void> {
  const { browser, report, viewport } = journey;
  if (viewport.name === 'desktop') {
    await report.check(`${path} WCAG 2.2: no sideways scroll at ${REFLOW.width} × ${REFLOW.height}`, async () => {
      await browser.resize(REFLOW.width, REFLOW.height);
      try {
        const reflow = await browser.run(sidewaysScroll);
        expect(reflow.overflow <= 0, `1.4.10 the page scrolls ${reflow.overflow} px sideways:\n${list(reflow.culprits)}`);
      } finally {
        await browser.resize(viewport.width, viewport.height);
      }
    });
  }
}
