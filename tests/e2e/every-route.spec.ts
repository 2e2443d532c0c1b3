import { routes } from '@/lib/routes';
import { SIMPLIFIED, TRADITIONAL } from '@/lib/edition';
import { href } from '@/lib/routes/paths';
import { expectNoViolations } from './axe';
import { violations, watchViolations } from './csp';
import { expect, test } from './fixtures';
import { coveredLines, moveWhenCut, splitPhoneNumbers, strandedCharacters } from './layout-probes';
import { templateRoutes } from './templates';

/**
 * What needs a browser's layout on every route, at both widths, from one page load each (hydration
 * in time and no console error: the fixture). What the HTML alone shows: built-pages.desktop.spec.ts.
 * One page per template (templates.ts) also gets axe. The Simplified pages share the templates but
 * not the text and fonts: its templates' pages are measured too, and its home (lang attributes) axed.
 */
const templates = new Set(templateRoutes.map((route) => route.path));
const visits = [
  ...routes.map((route) => ({ route, edition: TRADITIONAL, axe: templates.has(route.path) })),
  ...templateRoutes.map((route) => ({ route, edition: SIMPLIFIED, axe: route.path === '/' })),
];
for (const { route, edition, axe } of visits) {
  const path = href(route.path, edition);
  test(`${path} loads, hydrates and lays out cleanly${axe ? ', with no axe violations' : ''}`, async ({ page }) => {
    await watchViolations(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await violations(page), 'CSP violations').toEqual([]);

    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('main#main')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    const frame = page.locator('[data-spacing]').first();
    const box = await frame.evaluate((el) => ({ marginTop: getComputedStyle(el).marginTop, paddingTop: getComputedStyle(el).paddingTop }));
    expect(box).toEqual(route.flush ? { marginTop: '0px', paddingTop: '0px' } : { marginTop: '100px', paddingTop: '20px' });
    const width = page.viewportSize()?.width ?? 0;
    if (!route.flush && width >= 1280) {
      // A framed page's heading starts where the header's logo starts.
      const brand = await page
        .locator(`header a[href="${href('/', edition)}"]`)
        .first()
        .boundingBox();
      const heading = await page.locator('main h1').boundingBox();
      expect(heading?.x, 'the heading lines up with the logo').toBeCloseTo(brand?.x ?? -1, 0);
    }

    // The footer skips rendering until near the screen; render everything to measure it.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    expect(await strandedCharacters(page), 'characters alone on a line').toEqual([]);
    expect(await splitPhoneNumbers(page), 'phone numbers split across lines').toEqual([]);
    // Nothing reaches past the screen's edge: a page a phone can scroll sideways has lost its layout
    // (a phone's browser widens its layout viewport to the content, so innerWidth would follow it).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow - width, 'pixels past the right edge of the screen').toBeLessThanOrEqual(0);
    if (width < 600) {
      const covered = await coveredLines(page);
      expect(covered.partly, 'lines partly under a floating control').toEqual([]);
      expect(covered.atEnd, 'lines under the floating controls at the end of the page').toEqual([]);
    }
    if (axe) await expectNoViolations(page, path);
    expect(await moveWhenCut(page, 'main h1'), 'px the heading moves when the HTML after it arrives').toBe(0);
    expect(await moveWhenCut(page, 'header nav'), 'px the menu moves when the HTML after it arrives').toBe(0);
  });
}
