import { notFoundCopy } from '@/content/pages/not-found';
import { mainMenu } from '@/lib/routes/menus';
import { expectNoViolations } from './axe';
import { dropExpectedError, expect, test } from './fixtures';

test('an unknown address answers 404 with the not-found page, with no axe violations', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  // Chrome logs the 404 status of the document itself; that one is the point of this test.
  dropExpectedError(consoleErrors, /status of 404/);
  await expect(page.locator('h1')).toHaveText(notFoundCopy.heading);
  // One robots tag, Next's own: a second one of ours said the same twice.
  await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoViolations(page, 'the 404 page');
  // The menu's pages but home, which its own link offers, wherever the menu puts it.
  const offered = page.getByRole('main').getByRole('list').first().getByRole('link');
  await expect(offered).toHaveText(mainMenu.filter((item) => item.href !== '/').map((item) => item.label));
  await page.getByRole('main').getByRole('link', { name: notFoundCopy.homeLabel }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('text is served brotli-compressed to the browser, gzip to a client without brotli', async ({ page, request }) => {
  const response = await page.goto('/');
  expect(await response?.headerValue('content-encoding')).toBe('br');
  const gzip = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(await gzip.text()).toContain('<html lang="zh-Hant-HK"');
});

test('/problems/relationship-trauma serves the love page', async ({ page }) => {
  await page.goto('/problems/love/');
  const loveHeading = await page.locator('h1').textContent();
  await page.goto('/problems/relationship-trauma/');
  await expect(page.locator('h1')).toHaveText(loveHeading ?? '');
});
