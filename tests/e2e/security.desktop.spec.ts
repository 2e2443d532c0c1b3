import { chrome } from '@/content/chrome';
import { contactCopy } from '@/content/pages/contact';
import { videoCopy } from '@/content/video-copy';
import { analyticsStarted, presetConsent, stubGoogleScripts, countedProblemPath } from './analytics-stubs';
import { violations, watchViolations } from './csp';
import { dropExpectedError, expect, test, waitForHydration } from './fixtures';

/**
 * Interactions under the Content-Security-Policy (its headers: security-headers.desktop.spec.ts).
 * The policy does not depend on the screen: desktop projects of both builds; in the analytics build
 * every test has accepted analytics, so GA's and YouTube's scripts load under it too. Page loads:
 * every-route.spec.ts, analytics-csp.desktop.spec.ts.
 */

test.beforeEach(async ({ page, analyticsBuild }) => {
  await watchViolations(page);
  if (!analyticsBuild) return;
  await presetConsent(page, 'granted');
  await stubGoogleScripts(page);
});

test('the phone menu opens within the CSP', async ({ page, analyticsBuild }) => {
  await page.setViewportSize({ width: 375, height: 812 }); // the menu button shows at phone widths
  await page.goto('/');
  await page.getByRole('button', { name: chrome.menuOpen }).click();
  await expect(page.getByRole('button', { name: chrome.menuClose }).first()).toBeVisible();
  if (analyticsBuild) await analyticsStarted(page);
  expect(await violations(page)).toEqual([]);
});

test('the 404 page loads without a CSP violation', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404); // and hydrated
  expect(await violations(page)).toEqual([]);
  // The document's own 404 status is logged as an error: it is what this test asks for.
  dropExpectedError(consoleErrors, /status of 404/);
});

test('following a link and the WeChat overlay stay within the CSP', async ({ page, analyticsBuild }) => {
  await page.goto('/');
  await page.getByRole('button', { name: chrome.wechatButton }).click();
  await expect(page.getByRole('dialog', { name: chrome.wechatTitle })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator(`main a[href="${countedProblemPath}/"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${countedProblemPath}/$`));
  await page.waitForLoadState('load');
  await waitForHydration(page);
  if (analyticsBuild) await analyticsStarted(page);
  expect(await violations(page)).toEqual([]);
});

test('the video player frame is allowed by the CSP', async ({ page, analyticsBuild }) => {
  await page.goto('/');
  if (analyticsBuild) await analyticsStarted(page);
  await page
    .locator('#home-videos')
    .getByRole('link', { name: videoCopy.playLabel.split('{title}')[0] })
    .first()
    .click();
  await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\//);
  // With analytics on, YouTube's player API and its widget script load to measure progress.
  if (analyticsBuild) await expect.poll(() => page.evaluate(() => 'YT' in window)).toBe(true);
  expect(await violations(page)).toEqual([]);
});

test('the map frame is allowed by the CSP', async ({ page }) => {
  await page.goto('/contact/');
  await page.getByRole('button', { name: contactCopy.mapLoad }).click();
  await expect(page.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.google\.com\//);
  expect(await violations(page)).toEqual([]);
});
