import { href } from '@/lib/routes/paths';
import { SCREENS } from '../screens';
import { expect, HYDRATION_BOUND_MS, test } from './fixtures';
import { templateRoutes } from './templates';

// One page per template at seven widths. Every route hydrates within HYDRATION_BOUND_MS at the
// phone's and the desktop's width (every-route.spec.ts, through the fixture), and starts by paint
// at all seven widths in Firefox (tests/engines/paint-sweep.ts).
test.describe('the loader starts the page scripts once the main content is painted', () => {
  for (const [width, height] of SCREENS) {
    test(`every template at ${width}×${height} starts by paint, never by the fallback timer`, async ({ page }) => {
      // One visit per route, each bounded by HYDRATION_BOUND_MS once loaded.
      test.setTimeout(templateRoutes.length * 3_000);
      await page.setViewportSize({ width, height });
      // Only the loader's recorded reason is read (not a clock): the scripts it starts are
      // answered empty, so no page hydrates and each visit costs its HTML, CSS and images alone.
      await page.route(/\/_next\/static\/(chunks|inline)\//, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      for (const route of templateRoutes) {
        await page.goto(href(route.path), { waitUntil: 'load' });
        const started = await page.waitForFunction(() => document.documentElement.getAttribute('data-hydration-start'), undefined, {
          timeout: HYDRATION_BOUND_MS,
        });
        expect.soft(await started.jsonValue(), route.path).toBe('paint');
      }
    });
  }
});
