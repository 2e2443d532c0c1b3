import { href } from '@/lib/routes/paths';
import { SCREENS } from '../screens';
import { expect, HYDRATION_BOUND_MS, test } from './fixtures';
import { templateRoutes } from './templates';

// One page per template at seven widths. Every route hydrates within HYDRATION_BOUND_MS at the
// phone's and the desktop's width (every-route.spec.ts, through the fixture), and starts by paint
// at all seven widths in Firefox (tests/engines/paint-sweep.ts). The reasons (paint, frame, prerender,
// fallback after `FALLBACK_MS`) are in the header of the loader, lib/browser/hydrate-loader.js.
for (const [width, height] of SCREENS) {
  test(`every template at ${width}×${height} starts by paint, never by the fallback timer`, async ({ page }) => {
    // One visit per route, each bounded by HYDRATION_BOUND_MS once loaded.
    test.setTimeout(templateRoutes.length * 6_000);
    await page.setViewportSize({ width, height });
    // Only the loader's recorded reason is read (not a clock): the scripts it starts are
    // answered empty, so no page hydrates and each visit costs its HTML, CSS and images alone.
    await page.route(/\/_next\/static\/(chunks|inline)\//, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    const startedBy = async () =>
      (
        await page.waitForFunction(() => document.documentElement.getAttribute('data-hydration-start'), undefined, {
          timeout: HYDRATION_BOUND_MS,
        })
      ).jsonValue();
    for (const route of templateRoutes) {
      await page.goto(href(route.path), { waitUntil: 'load' });
      let reason = await startedBy();
      // With the other worker loading both cores, a paint can once come after the fallback
      // timer; one second visit is allowed. A page whose loader does not start by paint at this
      // width (the bug this guards against) falls back on both visits.
      if (reason !== 'paint') {
        await page.reload({ waitUntil: 'load' });
        reason = await startedBy();
      }
      expect.soft(reason, route.path).toBe('paint');
    }
  });
}
