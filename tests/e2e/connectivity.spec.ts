import { chrome } from '@/content/chrome';
import { expect, test } from './fixtures';

test('the offline banner shows while offline and clears on reconnect', async ({ page, context }) => {
  await page.goto('/faq/');
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toBeHidden();
  // The 'load' event can come before hydration, and a drop before the banner listens is not seen
  // as a drop during the visit: go back online and drop again until the banner has taken it.
  await expect(async () => {
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(banner).toContainText(chrome.offlineError, { timeout: 500 });
  }).toPass();
  await expect(banner).toContainText(chrome.offlineBanner);
  await banner.getByRole('button', { name: chrome.offlineIgnore }).click();
  await expect(banner).not.toContainText(chrome.offlineError);
  await expect(banner).toContainText(chrome.offlineBanner);
  await context.setOffline(false);
  await expect(banner).toBeHidden();
});

test('the retry button reloads the page', async ({ page }) => {
  // The browser reports 'offline' while the server stays reachable, so the reload can succeed.
  await page.goto('/faq/');
  await page.evaluate(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
  });
  const banner = page.getByTestId('offline-banner');
  const retry = banner.getByRole('button', { name: chrome.offlineRetry });
  // As above: an 'offline' event sent before the banner listens is lost, so send it until taken.
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await expect(retry).toBeVisible({ timeout: 500 });
  }).toPass();
  const reload = page.waitForRequest((request) => request.isNavigationRequest() && request.url().endsWith('/faq/'));
  await retry.click();
  await reload;
  await page.waitForLoadState('load');
  await expect(page.locator('h1')).toBeVisible();
  await expect(banner).toBeHidden();
});
