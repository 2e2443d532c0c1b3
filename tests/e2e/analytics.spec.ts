import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveAnalyticsConfig } from '@/lib/analytics/config';
import { filesUnder } from '@/lib/file-walk';
import { privacyDisclosure } from '@/content/pages/privacy';
import { EVENTS } from '@/lib/analytics/events';
import { expect, test, waitForHydration } from './fixtures';

// What out/ was built with: content/analytics.ts and the build's environment (off by default).
const { enabled } = resolveAnalyticsConfig(process.env);

// Google Analytics and Tag Manager hosts, and the video player API analytics would load.
const GA_HOSTS = /^https?:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net)\//;
const ANALYTICS_REQUEST = new RegExp(`${GA_HOSTS.source}|youtube\\.com/iframe_api`);

test(`the built JavaScript holds analytics code only when analytics is on (here: ${enabled ? 'on' : 'off'})`, () => {
  // PerformanceEventTiming: the web-vitals library (field vitals), loaded only after consent.
  const markers = ['googletagmanager', 'iframe_api', 'dataLayer', 'PerformanceEventTiming', ...Object.values(EVENTS)];
  const scripts = filesUnder(join(process.cwd(), 'out', '_next', 'static'), { file: (name) => name.endsWith('.js') });
  expect(scripts.length).toBeGreaterThan(0);
  const found = scripts.flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return markers.filter((marker) => source.includes(marker)).map((marker) => `${marker} in ${file}`);
  });
  if (enabled) expect(found.filter((hit) => hit.startsWith('googletagmanager'))).toHaveLength(1);
  else expect(found).toEqual([]);
});

test(`a visit talks to Google Analytics and has a dataLayer only when analytics is on (here: ${enabled ? 'on' : 'off'})`, async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (ANALYTICS_REQUEST.test(request.url())) requests.push(request.url());
  });
  if (enabled) await page.route(GA_HOSTS, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.goto('/'); // and hydrated
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.locator('footer a[href="/privacy/"]').first().click();
  await expect(page).toHaveURL(/\/privacy\/$/);
  await page.waitForLoadState('load');
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => 'dataLayer' in window)).toBe(enabled);
  expect(requests.some((url) => url.includes('googletagmanager.com/gtag/js'))).toBe(enabled);
  if (!enabled) expect(requests).toEqual([]);
});

test(`the privacy page describes the analytics of this build (here: ${enabled ? 'on' : 'off'})`, async ({ page }) => {
  await page.goto('/privacy/');
  const main = page.locator('main');
  const off = privacyDisclosure.analyticsOff;
  const on = privacyDisclosure.analyticsOn[0];
  await expect(main.getByRole('heading', { name: (enabled ? on : off)?.heading ?? '' })).toBeVisible();
  await expect(main.getByRole('heading', { name: (enabled ? off : on)?.heading ?? '', exact: true })).toHaveCount(0);
  if (!enabled) await expect(main).toContainText(off.paragraphs[0]);
  // What loads from whom and when, in either build.
  for (const item of privacyDisclosure.thirdParties.items) await expect(main.getByRole('heading', { name: item.title })).toBeVisible();
});
