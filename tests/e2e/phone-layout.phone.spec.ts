import { expect, test } from './fixtures';
import { controlsOnTop } from './layout-probes';

/**
 * What a visitor reading on a 375 px phone sees: nothing floating above the open menu or the
 * WeChat dialog, and a home page that stays a reasonable length. (No floating control over part of
 * a line, and the page's end clear of them, is checked on every route in every-route.spec.ts.)
 */

for (const [what, path, button, opened] of [
  ['menu', '/services/', 'button[aria-controls="mobile-menu"]', '#mobile-menu'],
  ['WeChat dialog', '/contact/', '[data-floating="wechat"]', '#wechat-overlay'],
] as const)
  test(`no floating control sits above the open ${what}`, async ({ page }) => {
    await page.goto(path);
    await page.locator(button).click();
    await expect(page.locator(opened)).toBeVisible();
    await expect.poll(() => controlsOnTop(page)).toEqual([]);
  });

// A guard against the stacked layout (23,624 px before the cards scrolled sideways, 13,140 after). The
// footer's crisis help later grew by about 330 px: 999 apart, what to do abroad, two more support lines,
// each with its hours and languages; then by about 350 px more (15,289 px in all): three more lines, the
// lines to message, and the memory cautions under the method cards.
test('the home page is at most 16,000 px tall at 375 px with every section rendered', async ({ page }) => {
  await page.goto('/');
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const sections = await page.locator('main > section, main > div > section').count();
  expect(sections).toBeGreaterThanOrEqual(15);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(16_000);
});
