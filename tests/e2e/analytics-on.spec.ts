import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Runs only through playwright.analytics.config.ts (`npm run test:analytics`), against a build
// made with ANALYTICS_ENABLED=true. GA's hosts answer with a stub that defines nothing, so
// every gtag() call stays in window.dataLayer, where the tests read it.
const GA_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;

type Entry = unknown[];

const dataLayer = (page: Page): Promise<Entry[]> =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify(Array.from(entry)))),
  );

const events = async (page: Page, name: string) =>
  (await dataLayer(page)).filter(([command, event]) => command === 'event' && event === name).map((entry) => entry[2] as Record<string, unknown>);

let gaRequests: string[] = [];

test.beforeEach(async ({ page }) => {
  gaRequests = [];
  await page.route(GA_HOSTS, (route) => {
    gaRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtag.js stub */' });
  });
  await page.goto('/');
  // Started: GA's config call is queued once the page is interactive and idle.
  await expect.poll(async () => (await dataLayer(page)).some(([command]) => command === 'config')).toBe(true);
});

test('GA loads after the page is interactive, with the session id as a user property first', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('googletagmanager');
  const entries = await dataLayer(page);
  const commands = entries.map(([command]) => command);
  const set = entries.find(([command, target]) => command === 'set' && target === 'user_properties');
  const sessionId = await page.evaluate(() => window.sessionStorage.getItem('booking-session-id'));
  expect(set?.[2]).toEqual({ booking_session_id: sessionId });
  expect(sessionId).toMatch(/^[A-Z0-9]{4}$/);
  expect(commands.indexOf('set')).toBeLessThan(commands.indexOf('config'));
  expect(entries.find(([command]) => command === 'config')?.[1]).toMatch(/^G-[A-Z0-9]+$/);
  await expect.poll(() => gaRequests.filter((url) => url.includes('/gtag/js?id=G-')).length).toBe(1);
  // GA's config sends the first page view; the site sends none of its own on load.
  expect(await events(page, 'page_view')).toEqual([]);
});

test('scrolling sends scroll_depth at 25, 50, 75 and 90 percent, once each', async ({ page }) => {
  for (const fraction of [0.3, 0.6, 1, 0.2, 1]) {
    await page.evaluate((f) => window.scrollTo(0, f * (document.documentElement.scrollHeight - window.innerHeight)), fraction);
    await page.waitForTimeout(200); // past the 100 ms debounce
  }
  await expect.poll(async () => (await events(page, 'scroll_depth')).map((params) => params.percent)).toEqual([25, 50, 75, 90]);
});

test('a client route change sends one page_view for the new page', async ({ page }) => {
  await page.locator('footer a[href="/privacy/"]').first().click();
  await expect(page).toHaveURL(/\/privacy\/$/);
  await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
  const [view] = await events(page, 'page_view');
  expect(view?.page_location).toMatch(/\/privacy\/$/);
  expect(view?.page_referrer).toMatch(/\/$/);
  expect(view?.page_title).toBe(await page.title());
});

test('clicks on each link kind send their event; internal and messaging links send none', async ({ page }) => {
  await page.evaluate(() => {
    window.addEventListener('click', (event) => event.preventDefault(), true); // stay on the page
    const links = [
      ['mailto:hello@example.hk?subject=s&body=private', '電郵我們'],
      ['/files/fees.pdf', '收費表'],
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', '觀看影片'],
      ['https://www.asia-constellation.org/', '合作機構'],
      ['https://wa.me/85291234567?text=private', 'WhatsApp'],
      ['/fee/', '收費'],
    ];
    const box = document.createElement('div');
    box.id = 'analytics-links';
    // Above the fixed header and floating buttons, so every link takes a real click.
    box.style.cssText = 'position:fixed;top:30%;left:8px;z-index:2147483647;display:grid;gap:8px;background:#fff;padding:8px';
    for (const [href, text] of links) box.insertAdjacentHTML('beforeend', `<a href="${href}">${text}</a> `);
    document.body.append(box);
  });
  await page.locator('footer a[href^="tel:"]').first().click();
  for (const link of await page.locator('#analytics-links a').all()) await link.click();
  const origin = new URL(page.url()).origin;
  const clicks = (await dataLayer(page)).filter(([command, name]) => command === 'event' && /_click$|^file_download$/.test(String(name)));
  expect(clicks.map(([, name, params]) => [name, params])).toEqual([
    ['phone_click', { link_text: expect.any(String), link_url: expect.stringMatching(/^tel:\+852/) }],
    ['email_click', { link_text: '電郵我們', link_url: 'mailto:hello@example.hk' }],
    ['file_download', { link_text: '收費表', link_url: `${origin}/files/fees.pdf`, file_extension: 'pdf' }],
    ['video_click', { link_text: '觀看影片', link_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
    ['outbound_click', { link_text: '合作機構', link_url: 'https://www.asia-constellation.org/' }],
  ]);
  expect(JSON.stringify(await dataLayer(page))).not.toContain('private');
});

test('a booking button sends booking_click with its tag and the page, and no message text', async ({ page }) => {
  await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault(), true));
  const button = page.locator('main a[data-booking-tag]').first();
  const tag = await button.getAttribute('data-booking-tag');
  await button.click();
  expect(await events(page, 'booking_click')).toEqual([{ button_tag: tag, page: 'home' }]);
  const layer = JSON.stringify(await dataLayer(page));
  expect(layer).not.toContain('wa.me');
  expect(layer).not.toContain('whatsapp');
});

test('web vitals arrive as web_vitals events', async ({ page }) => {
  await expect
    .poll(async () => (await events(page, 'web_vitals')).map((params) => params.metric_name).sort())
    .toEqual(expect.arrayContaining(['FCP', 'TTFB']));
});
