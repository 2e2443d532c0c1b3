import { contactCopy } from '@/content/pages/contact';
import { home } from '@/content/home';
import { page as crisisPage } from '@/content/pages/crisis-support';
import { SIMPLIFIED, TRADITIONAL, type Edition } from '@/lib/edition';
import { routes, type RouteEntry } from '@/lib/routes';
import { href } from '@/lib/routes/paths';
import { expect, test } from './fixtures';
import {
  clippedBySpacing,
  focusStops,
  focusUnderFixed,
  HELP_ORDER,
  helpOrder,
  installFocusProbe,
  lastingMotion,
  sidewaysScroll,
  smallTargets,
  type FocusStop,
} from './wcag-probes';

/** Longer than a fade a visitor can ignore, far shorter than any motion that repeats or rotates. */
const MOTION_LIMIT_MS = 200;
/** Three times the hero's rotation interval (5 s), run on the page's fake clock. */
const HERO_WAIT_MS = 15_000;
/** Tab presses before looking whether focus has gone round the page. */
const TAB_BATCH = 15;
const MAX_STOPS = 500;

/**
 * WCAG 2.2 AA beyond what axe sees, on every route of both editions at both widths, from one page
 * load each with reduced motion: the probes of wcag-probes.ts (each says what it measures), the
 * Tab walk through every stop, the hero still on a fake clock, and at the desktop's width reflow
 * (1280 px at 400 % is 320 × 256). The same probes run in WebKit and Firefox (tests/engines/wcag.ts).
 */
const visits = [TRADITIONAL, SIMPLIFIED].flatMap((edition) => routes.map((route) => ({ route, edition })));
for (const { route, edition } of visits) wcagVisit(route, edition);

/**
 * A device whose time zone is none of the ten places': the crisis words name its country instead
 * (a page of another height), so focus meets the fixed boxes elsewhere. Where those words stand
 * out most: home, contact and the crisis page, in both editions.
 */
test.describe('at Etc/UTC', () => {
  test.use({ timezoneId: 'Etc/UTC' });
  for (const { route, edition } of visits) {
    if (new Set<string>([home.path, contactCopy.path, crisisPage.path]).has(route.path)) wcagVisit(route, edition);
  }
});

function wcagVisit(route: RouteEntry, edition: Edition): void {
  const path = href(route.path, edition);
  test(`${path} meets WCAG 2.2 focus, target size, text spacing, motion, help and reflow`, async ({ page }) => {
    test.setTimeout(60_000);
    const desktop = (page.viewportSize()?.width ?? 0) >= 1280;
    const isHome = route.path === home.path;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    if (isHome) await page.clock.install();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);

    expect.soft(await page.evaluate(helpOrder, href(contactCopy.path, edition)), '3.2.6 help in the same order').toEqual(HELP_ORDER);
    expect.soft(await page.evaluate(lastingMotion, MOTION_LIMIT_MS), 'motion still running with reduced motion').toEqual([]);
    expect.soft(await page.evaluate(smallTargets), '2.5.8 targets under 24 × 24 px too near another').toEqual([]);
    expect.soft(await page.evaluate(clippedBySpacing), '1.4.12 text cut off with WCAG text spacing').toEqual([]);

    // Keyboard: every Tab stop from the top of the page, each measured once focus and scroll settle.
    await page.evaluate(installFocusProbe, false);
    let result: { stops: FocusStop[]; wrapped: boolean } = { stops: [], wrapped: false };
    // Bounded in presses, not stops: focus caught in a loop of seen stops would add none.
    for (let presses = 0; !result.wrapped && presses < MAX_STOPS; presses += TAB_BATCH) {
      // Sent together: the page handles each in order, each press's keydown measuring the stop before.
      await Promise.all(Array.from({ length: TAB_BATCH }, () => page.keyboard.press('Tab')));
      result = await page.evaluate(focusStops);
    }
    const { stops } = result;
    expect(stops.length, 'Tab reaches the page’s controls').toBeGreaterThan(5);
    expect(
      result.wrapped,
      `focus goes round the page in ${MAX_STOPS} presses (${stops.length} stops seen, the last ${stops.at(-1)?.description})`,
    ).toBe(true);
    expect
      .soft(
        stops.filter((stop) => stop.obscured).map((stop) => `${stop.description}: ${stop.obscured}`),
        `2.4.11 focused elements hidden (of ${stops.length} Tab stops)`,
      )
      .toEqual([]);
    expect.soft(await page.evaluate(focusUnderFixed), '2.4.11 focused where the visitor scrolled them under something fixed').toEqual([]);
    expect
      .soft(
        stops.filter((stop) => !stop.indicator).map((stop) => stop.description),
        `2.4.7 focused elements that look as when unfocused (of ${stops.length} Tab stops)`,
      )
      .toEqual([]);

    if (isHome) {
      const activeSlide = () => page.locator('[data-slide]:not([aria-hidden])').getAttribute('data-slide');
      const first = await activeSlide();
      await page.clock.runFor(HERO_WAIT_MS);
      expect.soft(await activeSlide(), 'the hero rotates with reduced motion').toBe(first);
    }

    if (desktop) {
      await page.setViewportSize({ width: 320, height: 256 });
      const reflow = await page.evaluate(sidewaysScroll);
      expect.soft(reflow.culprits, `1.4.10 the page scrolls ${reflow.overflow} px sideways at 320 px`).toEqual([]);
      expect.soft(reflow.overflow, '1.4.10 sideways scroll at 320 px').toBeLessThanOrEqual(0);
    }
  });
}
