import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Page } from '@playwright/test';
import { consentCopy } from '@/content/consent';
import { getRoute } from '@/lib/routes';
import { filesUnder } from '@/lib/file-walk';
import { GA_HOSTS, configured, notice, watchGoogle } from './analytics-stubs';
import { expect, test } from './fixtures';

// The field vitals of the analytics build, as GA receives them. A stand-in gtag.js sends each
// gtag('event', …) as GA4 does, a beacon to /g/collect with the event's name (`en`) and its
// parameters (`ep.*`); the routes below answer and record them. A page's LCP, CLS and INP are
// final when it is hidden, so the test hides the page and reads what its beacons said.

const FAKE_GTAG = `(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  function send(call) {
    if (!call || call[0] !== 'event') return;
    var query = 'v=2&en=' + encodeURIComponent(call[1]);
    var params = call[2] || {};
    for (var key in params) query += '&ep.' + encodeURIComponent(key) + '=' + encodeURIComponent(params[key]);
    navigator.sendBeacon('https://region1.google-analytics.com/g/collect?' + query);
  }
  for (var i = 0; i < layer.length; i += 1) send(layer[i]);
  var push = layer.push;
  layer.push = function () {
    for (var j = 0; j < arguments.length; j += 1) send(arguments[j]);
    return push.apply(layer, arguments);
  };
})();`;

async function fakeGa(page: Page): Promise<URL[]> {
  const beacons: URL[] = [];
  await page.route(GA_HOSTS, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.endsWith('/collect')) {
      beacons.push(url);
      return route.fulfill({ status: 204 });
    }
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_GTAG });
  });
  return beacons;
}

/** The web-vitals library's chunk in the build: the only script that observes event timing. */
const vitalsChunks = filesUnder(join(process.cwd(), 'out-analytics', '_next', 'static'), { file: (name) => name.endsWith('.js') })
  .filter((file) => readFileSync(file, 'utf8').includes('PerformanceEventTiming'))
  .map((file) => basename(file));
/**
 * What switching to another app or tab does to the page, as web-vitals sees it: the document
 * hidden, and a visibilitychange. Headless Chromium keeps every page visible (a minimised window or
 * a tab in front included), and the beacons of a page being left do not reach Playwright's routes.
 */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

const scriptsLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name.split('/').at(-1) ?? ''));

const VITAL_FIELDS = ['metric_name', 'value', 'rating', 'page', 'navigation_type', 'element'];

test('INP, LCP and CLS reach GA after consent, named by the page code only; before it, nothing loads', async ({ page }) => {
  expect(vitalsChunks).toHaveLength(1);
  const beacons = await fakeGa(page);
  const google = watchGoogle(page);
  const topic = getRoute('/problems/emotion');
  await page.goto(`${topic.path}/`);
  await page.locator('main h1').click(); // an interaction before any answer
  expect(google).toEqual([]);
  expect(await scriptsLoaded(page)).not.toContain(vitalsChunks[0]);

  await notice(page).getByRole('button', { name: consentCopy.accept }).click();
  await expect.poll(() => configured(page)).toBe(true);
  await expect.poll(() => scriptsLoaded(page)).toContain(vitalsChunks[0]);
  await page.locator('main h1').click(); // and one after
  await hide(page); // the vitals are final

  const vitals = () => beacons.filter((url) => url.searchParams.get('en') === 'web_vitals');
  await expect
    .poll(() => vitals().map((url) => url.searchParams.get('ep.metric_name')))
    .toEqual(expect.arrayContaining(['LCP', 'CLS', 'INP']));
  for (const url of vitals()) {
    const fields = [...url.searchParams.keys()].filter((key) => key.startsWith('ep.')).map((key) => key.slice(3));
    expect(VITAL_FIELDS).toEqual(expect.arrayContaining(fields));
    expect(url.searchParams.get('ep.page')).toBe(topic.code);
    expect(url.searchParams.get('ep.navigation_type')).toBe('navigate');
    expect(['good', 'needs-improvement', 'poor']).toContain(url.searchParams.get('ep.rating'));
    expect(url.searchParams.get('ep.element') ?? 'none').toMatch(/^[a-z][a-z0-9]*$/);
  }
  // Nothing of the page's address or name, in any beacon.
  const sent = decodeURIComponent(beacons.map(String).join(' '));
  for (const word of [...topic.path.split('/').filter(Boolean), topic.name]) expect(sent).not.toContain(word);
});
