import { expect, test } from './fixtures';

test('a route change starts at the top of the new page', async ({ page }) => {
  await page.goto('/services/family/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.locator('footer').getByRole('link', { name: '私隱政策' }).click();
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

test('載入中... shows from the click on a link until the next page replaces this one', async ({ page }) => {
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
    '私隱政策',
  );
  expect(shown).toBe('載入中...');
  const indicator = page.getByTestId('loading-indicator');
  release();
  await expect(page).toHaveURL(/\/privacy\/$/);
  await expect(page.locator('h1')).toHaveText('私隱政策');
  await expect(indicator).toBeHidden();
});
