import { consentCopy } from '@/content/consent';
import { dataLayer, notice, stubGoogleScripts, watchGoogle, type Entry } from './analytics-stubs';
import { backTest as test, leaveAndComeBack } from './back-forward';
import { expect } from './fixtures';

// The analytics build (the analytics-bfcache project).

/** What the page has handed to gtag (a stub: every call stays in dataLayer). */
const sent = (entries: Entry[]) => entries.filter(([command]) => command === 'event' || command === 'config');

test('an accepted notice stays answered, and nothing is sent again', async ({ page }) => {
  await stubGoogleScripts(page);
  await page.goto('/services/');
  await notice(page).getByRole('button', { name: consentCopy.accept }).click();
  await expect(notice(page)).toHaveCount(0);
  await expect.poll(async () => sent(await dataLayer(page)).some(([command]) => command === 'config')).toBe(true);
  const before = await dataLayer(page);
  await leaveAndComeBack(page);
  await expect(notice(page)).toHaveCount(0);
  const again = sent((await dataLayer(page)).slice(before.length));
  // No second configuration or page view; no event sent before sent again (new measurements may come).
  expect(again.filter(([command, name]) => command === 'config' || name === 'page_view')).toEqual([]);
  const earlier = new Set(sent(before).map((entry) => JSON.stringify(entry)));
  expect(again.filter((entry) => earlier.has(JSON.stringify(entry)))).toEqual([]);
});

test('an unanswered notice is still asking, and nothing reached Google', async ({ page }) => {
  const google = watchGoogle(page);
  await page.goto('/contact/');
  await expect(notice(page)).toBeVisible();
  await leaveAndComeBack(page);
  await expect(notice(page)).toBeVisible();
  await expect(notice(page).getByRole('button', { name: consentCopy.accept })).toBeVisible();
  expect(google).toEqual([]);
});
