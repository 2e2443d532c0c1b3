import { analyticsSilentPaths } from '@/lib/routes';
import { href } from '@/lib/routes/paths';
import { analyticsStarted, presetConsent, stubGoogleScripts } from './analytics-stubs';
import { violations, watchViolations } from './csp';
import { expect, test } from './fixtures';
import { templateRoutes } from './templates';

// The analytics build's CSP, which does not depend on the screen (the default build's: every-route.spec.ts).
test.beforeEach(async ({ page }) => {
  await watchViolations(page);
  await presetConsent(page, 'granted');
  await stubGoogleScripts(page);
});

for (const route of templateRoutes) {
  test(`${route.path} loads without a CSP violation`, async ({ page }) => {
    await page.goto(href(route.path)); // loaded, and hydrated: every script of the page has run
    if (analyticsSilentPaths.includes(route.path)) {
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      await expect(page.locator('script#_next-ga-init')).toHaveCount(0);
    } else await analyticsStarted(page);
    expect(await violations(page)).toEqual([]);
  });
}
