import { expect, test } from './fixtures';
import { controlsOnTop } from './layout-probes';

// The floating controls over lines of text, on every route: every-route.spec.ts.

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

// A guard against the stacked layout (23,624 px before the cards scrolled sideways, 13,140 after;
// 15,289 px once the footer's crisis help and the method cards' cautions had grown).
test('the home page is at most 16,000 px tall at 375 px with every section rendered', async ({ page }) => {
  await page.goto('/');
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const sections = await page.locator('main section[id^="home-"]').count();
  expect(sections).toBeGreaterThanOrEqual(15);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(16_000);
});
