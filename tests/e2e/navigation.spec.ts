import { chrome } from '@/content/chrome';
import { footerLinks } from '@/content/navigation';
import { page as privacyPage } from '@/content/pages/privacy';
import { expect, test } from './fixtures';

/** The footer's link to the privacy page, in content/navigation.ts's words. */
const privacyLink = footerLinks.find((link) => link.href === privacyPage.path);
if (!privacyLink) throw new Error(`content/navigation.ts: footerLinks has no link to ${privacyPage.path}`);

test('a route change starts at the top of the new page', async ({ page }) => {
  await page.goto('/services/family/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.locator('footer').getByRole('link', { name: privacyLink.label, exact: true }).click();
  await expect(page).toHaveURL(/\/privacy\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('dev-mode loads the spacing editor as its own chunk, and only then', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/services/family/'); // and hydrated: every script the page loads has been asked for
  await expect(page.getByTestId('dev-spacing-editor')).toHaveCount(0);
  const before = new Set(scripts);

  await page.goto('/services/family/?dev-mode=true');
  const editor = page.getByTestId('dev-spacing-editor');
  await expect(editor).toBeVisible();
  expect(scripts.filter((url) => !before.has(url)).length).toBeGreaterThan(0);
  const first = editor.locator('input[type="range"]').first();
  await first.fill('120');
  await expect(editor.locator('textarea')).toHaveValue(/120px/);
  const padding = await page
    .locator('main section')
    .first()
    .evaluate((el) => getComputedStyle(el).paddingTop);
  expect(padding).toBe('120px');
});

test('the loading words show from the click on a link until the next page replaces this one', async ({ page }) => {
  await page.goto('/services/family/');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/privacy/**', async (route) => {
    await held;
    await route.continue();
  });
  // While the next page is held, Playwright waits for it before reading this one; so the page
  // itself follows the link and reports the indicator as soon as it appears.
  const shown = await page.evaluate(
    (name) =>
      new Promise<string | null>((resolve) => {
        const read = () => document.querySelector('[data-testid="loading-indicator"]')?.textContent ?? null;
        new MutationObserver((_, observer) => {
          if (read() === null) return;
          observer.disconnect();
          resolve(read());
        }).observe(document.body, { childList: true, subtree: true });
        [...document.querySelectorAll<HTMLAnchorElement>('footer a')].find((link) => link.textContent === name)?.click();
      }),
    privacyLink.label,
  );
  expect(shown).toBe(chrome.loading);
  const indicator = page.getByTestId('loading-indicator');
  release();
  await expect(page).toHaveURL(/\/privacy\/$/);
  await expect(page.locator('h1')).toHaveText(privacyPage.heading);
  await expect(indicator).toBeHidden();
});
