import { routes } from '@/lib/routes';
import { SIMPLIFIED, TRADITIONAL } from '@/lib/edition';
import { href } from '@/lib/routes/paths';
import { expectNoViolations } from './axe';
import { violations, watchViolations } from './csp';
import { expect, test } from './fixtures';
import { linesUnderControls, partlyCoveredLines, splitPhoneNumbers, strandedCharacters } from './layout-probes';
import { templateRoutes } from './templates';

/**
 * What must hold on every route and needs a browser's layout, at the phone's and the desktop's
 * width, from one page load each: the page hydrates in time (the fixture), without a console error (the fixture) or a CSP violation; the shared chrome
 * shows; the page's top spacing, and at the desktop's width a framed page's heading in line with
 * the logo; no character alone on a line of a short text, no phone number
 * split across lines, nothing past the window's right edge; on the phone, no floating control over part of a line at any scroll
 * position, and the page's last line clear of them. What the HTML alone shows (one h1, the
 * breadcrumbs, the footer's hotlines, no inline script) is read from out/ in built-pages.desktop.spec.ts.
 * One page per template (templates.ts) is also checked with axe, whole, from the same load.
 * The Simplified edition's pages are built alike but their text and fonts differ: its templates'
 * pages are laid out and measured too, and its home (its language attributes) checked with axe.
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
    const box = await frame.evaluate((el) => {
      const style = getComputedStyle(el);
      return { marginTop: style.marginTop, paddingTop: style.paddingTop };
    });
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
      expect(await partlyCoveredLines(page), 'lines partly under a floating control').toEqual([]);
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      expect(await linesUnderControls(page), 'lines under the floating controls at the end of the page').toEqual([]);
    }
    if (axe) await expectNoViolations(page, path);
  });
}
