import type { Page } from '@playwright/test';
import { consentCopy } from '@/content/consent';
import { contactCopy } from '@/content/pages/contact';
import { privacyDisclosure } from '@/content/pages/privacy';
import { booking, site } from '@/content/site';
import { videoCopy } from '@/content/video-copy';
import { CONSENT_KEY } from '@/lib/analytics/consent';
import { analyticsSilentPaths, getRoute, routes } from '@/lib/routes';
import {
  configured,
  dataLayer,
  DENIED,
  events,
  gaCookies,
  NAVIGATION_MS,
  notice,
  presetConsent,
  stubGoogleScripts,
  watchGoogle,
  countedProblemPath,
} from './analytics-stubs';
import { blockStorage, expect, test } from './fixtures';

// What the analytics build sends after an answer (the analytics-desktop project; the notice itself,
// at both sizes: analytics-on.spec.ts). Google's scripts are stubs (analytics-stubs.ts): every
// gtag() call stays in window.dataLayer, where the tests read it.

test.describe('after accepting', () => {
  let gaRequests: string[] = [];

  test.beforeEach(async ({ page }) => {
    gaRequests = await stubGoogleScripts(page);
  });

  async function acceptOn(page: Page, path: string) {
    await page.goto(path);
    await notice(page).getByRole('button', { name: consentCopy.accept }).click();
    await expect.poll(() => configured(page)).toBe(true);
  }

  test('GA starts with consent granted and the neutral page — no user property, never a health title or address', async ({ page }) => {
    await acceptOn(page, '/problems/emotion/');
    const entries = await dataLayer(page);
    const commands = entries.map(([command, target]) =>
      command === 'js' ? 'js' : `${String(command)} ${typeof target === 'string' ? target : ''}`.trim(),
    );
    expect(commands.slice(0, 5)).toEqual(['consent default', 'consent update', 'set', 'js', expect.stringMatching(/^config G-/)]);
    expect(commands).not.toContain('set user_properties');
    expect(entries[1]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    const origin = new URL(page.url()).origin;
    const { code } = getRoute('/problems/emotion');
    expect(entries[2]?.[1]).toMatchObject({ page_title: code, page_location: `${origin}/${code}`, allow_google_signals: false });
    await expect.poll(() => gaRequests.filter((url) => url.includes('/gtag/js?id=G-')).length).toBe(1);
    const title = await page.title();
    const layer = JSON.stringify(await dataLayer(page));
    expect(layer).not.toContain('emotion');
    expect(layer).not.toContain(title.split('｜')[0] ?? title);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY)).toBe('granted');
  });

  test('the page a link leads to counts its view under its own code, with the previous page’s code as referrer, and no title', async ({
    page,
  }) => {
    await acceptOn(page, '/');
    await page.locator(`main a[href="${countedProblemPath}/"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${countedProblemPath}/$`), { timeout: NAVIGATION_MS });
    await expect.poll(() => configured(page)).toBe(true);
    const origin = new URL(page.url()).origin;
    const context = (await dataLayer(page)).find(([command, target]) => command === 'set' && typeof target === 'object');
    const [counted, home] = [getRoute(countedProblemPath).code, getRoute('/').code];
    expect(context?.[1]).toMatchObject({ page_title: counted, page_location: `${origin}/${counted}`, page_referrer: `${origin}/${home}` });
    // GA's config sends the view; nothing sends a second one.
    expect(await events(page, 'page_view')).toEqual([]);
    expect(JSON.stringify(await dataLayer(page))).not.toContain('/problems/');
  });

  test('scrolling sends scroll_depth at 25, 50, 75 and 90 percent, once each', async ({ page }) => {
    await acceptOn(page, '/');
    for (const fraction of [0.3, 0.6, 1, 0.2, 1]) {
      await page.evaluate((f) => window.scrollTo(0, f * (document.documentElement.scrollHeight - window.innerHeight)), fraction);
      await expect.poll(() => page.evaluate(() => window.scrollY > 0)).toBe(true);
      await page.waitForTimeout(200); // past the 100 ms debounce, which only real time passes
    }
    await expect.poll(async () => (await events(page, 'scroll_depth')).map((params) => params.percent)).toEqual([25, 50, 75, 90]);
  });

  test('clicks on each link kind send their event; internal and messaging links send none', async ({ page }) => {
    await acceptOn(page, '/');
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

  test('a booking button sends booking_click with its tag and the page’s code, and no message text', async ({ page }) => {
    await acceptOn(page, '/');
    await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault(), true));
    const button = page.locator('main a[data-booking-tag]').first();
    const tag = await button.getAttribute('data-booking-tag');
    await button.click();
    expect(await events(page, 'booking_click')).toEqual([{ button_tag: tag, page: getRoute('/').code }]);
    const layer = JSON.stringify(await dataLayer(page));
    expect(layer).not.toContain('wa.me');
    expect(layer).not.toContain('whatsapp');
  });

  test('copying the WeChat id sends wechat_copy with the page’s code only: no id, no address', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await acceptOn(page, '/contact/');
    await page.locator('main dl').getByRole('button', { name: booking.wechat.copyId }).click();
    await expect(page.locator('main dl').getByRole('status')).toHaveText(booking.wechat.copiedId);
    expect(await events(page, 'wechat_copy')).toEqual([{ page: contactCopy.code }]);
    const layer = JSON.stringify(await dataLayer(page));
    expect(layer).not.toContain(site.wechat.id);
    expect(layer).not.toContain('/contact');
  });

  test('web vitals arrive as web_vitals events', async ({ page }) => {
    await acceptOn(page, '/');
    await expect
      .poll(async () => (await events(page, 'web_vitals')).map((params) => params.metric_name).sort())
      .toEqual(expect.arrayContaining(['FCP', 'TTFB']));
  });

  test('an opened video loads YouTube’s player API and reports its progress', async ({ page }) => {
    await acceptOn(page, '/');
    const playLabel = videoCopy.playLabel.split('{title}')[0] ?? '';
    await page.locator('#home-videos').getByRole('link', { name: playLabel }).first().click();
    await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute('src', /enablejsapi=1/);
    // The stub player reaches the end in four of the tracker's one-second polls.
    await expect
      .poll(async () => (await events(page, 'video_progress')).map((params) => params.percent), { timeout: 15_000 })
      .toEqual([25, 50, 75, 95]);
    expect(gaRequests.some((url) => url.startsWith('https://www.youtube.com/iframe_api'))).toBe(true);
    expect(gaRequests.some((url) => url.includes('/www-widgetapi.js'))).toBe(true);
  });
});

test.describe('on the crisis page and the pages with the quick exit', () => {
  const quickExitPage = routes.find((route) => route.quickExit && route.path !== getRoute('/crisis-support').path && route.indexable);
  const plainPage = routes.find((route) => !route.quickExit && route.kind === 'problem');

  test('with consent given, the crisis page and a quick-exit page send nothing to Google; a page without it counts its view', async ({
    page,
  }) => {
    expect(quickExitPage).toBeDefined();
    expect(plainPage).toBeDefined();
    const google = watchGoogle(page);
    await stubGoogleScripts(page);
    await presetConsent(page, 'granted');
    for (const path of [getRoute('/crisis-support').path, quickExitPage?.path ?? '']) {
      await page.goto(`${path}/`);
      await expect(page.locator('main h1')).toBeVisible();
      await page.locator('main h1').click(); // an interaction, for a web vital to report
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.reload(); // and hydrated again: a second chance for anything queued
      expect(await dataLayer(page)).toEqual([['consent', 'default', DENIED]]);
      expect(await gaCookies(page)).toEqual([]);
    }
    expect(google).toEqual([]);
    await page.goto(`${plainPage?.path ?? ''}/`);
    await expect.poll(() => configured(page)).toBe(true);
    await expect.poll(() => google.filter((url) => url.includes('/gtag/js?id=G-')).length).toBe(1);
    const first = (await dataLayer(page)).find(([command, target]) => command === 'set' && typeof target === 'object');
    expect(first?.[1]).toMatchObject({ page_title: plainPage?.code });
  });
});

test.describe('declining and changing the answer', () => {
  test('declining keeps everything off across pages and reloads', async ({ page }) => {
    const google = watchGoogle(page);
    await stubGoogleScripts(page);
    await page.goto('/');
    await notice(page).getByRole('button', { name: consentCopy.decline }).click();
    await expect(notice(page)).toHaveCount(0);
    await page.locator(`main a[href="${countedProblemPath}/"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${countedProblemPath}/$`), { timeout: NAVIGATION_MS });
    await page.reload(); // and hydrated
    await page.goto('/fee/'); // and hydrated
    await expect(page.locator('main h1')).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
    expect(google).toEqual([]);
    expect(await gaCookies(page)).toEqual([]);
    expect(await dataLayer(page)).toEqual([['consent', 'default', DENIED]]);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY)).toBe('denied');
  });

  test('the privacy page tells what GA receives, and its control changes the answer either way', async ({ page }) => {
    const gaRequests = await stubGoogleScripts(page);
    await presetConsent(page, 'denied');
    await page.goto('/privacy/');
    const main = page.locator('main');
    for (const section of privacyDisclosure.analyticsOn) await expect(main.getByRole('heading', { name: section.heading })).toBeVisible();
    const received = privacyDisclosure.analyticsOn.find((section) => section.kind === 'list');
    for (const item of received?.kind === 'list' ? received.items : []) await expect(main.getByText(item)).toBeVisible();
    await expect(main.getByRole('heading', { name: privacyDisclosure.analyticsOff.heading, exact: true })).toHaveCount(0);
    const settings = main.getByRole('region', { name: consentCopy.settingsHeading });
    await expect(settings.getByRole('status')).toHaveText(consentCopy.statusDenied);
    await settings.getByRole('button', { name: consentCopy.accept }).click();
    await expect(settings.getByRole('status')).toHaveText(consentCopy.statusGranted);
    if (analyticsSilentPaths.includes('/privacy')) {
      // The privacy page carries the quick exit: the answer is kept for other pages, and nothing starts here.
      await settings.getByRole('button', { name: consentCopy.decline }).click();
      await expect(settings.getByRole('status')).toHaveText(consentCopy.statusDenied);
      expect(gaRequests).toEqual([]);
      expect(await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY)).toBe('denied');
      return;
    }
    await expect.poll(() => gaRequests.filter((url) => url.includes('/gtag/js?id=G-')).length).toBe(1);
    await settings.getByRole('button', { name: consentCopy.decline }).click();
    await expect(settings.getByRole('status')).toHaveText(consentCopy.statusDenied);
    const gaId = String((await dataLayer(page)).find(([command]) => command === 'config')?.[1]);
    expect(await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], gaId)).toBe(true);
    const after = await dataLayer(page);
    expect(after.filter(([command]) => command === 'consent').at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY)).toBe('denied');
    // The trackers have stopped: a measured click queues nothing more.
    await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault(), true));
    await page.locator('footer a[href^="tel:"]').first().click();
    expect(await dataLayer(page)).toHaveLength(after.length);
  });
});

test.describe('with storage blocked', () => {
  test.beforeEach(async ({ page }) => {
    await blockStorage(page);
    await stubGoogleScripts(page);
  });

  test('the notice still asks, GA starts on accepting, the visit code stays in the booking link only, and nothing logs an error', async ({
    page,
  }) => {
    await page.goto('/services/');
    await notice(page).getByRole('button', { name: consentCopy.accept }).click();
    await expect.poll(() => configured(page)).toBe(true);
    await expect(notice(page)).toBeHidden();
    const booking04 = page.locator('a[data-booking-tag="04"]');
    await expect(booking04).toHaveAttribute('href', new RegExp(encodeURIComponent(`${booking.sourceLabels.visit}：`)));
    const text = new URL((await booking04.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
    const visitCode = new RegExp(`${booking.sourceLabels.visit}：([A-Z0-9]{4})`).exec(text)?.[1] ?? '';
    expect(visitCode).toMatch(/^[A-Z0-9]{4}$/);
    // Issue 51, R22: the enquiry keeps the code; GA gets no user property and the code in no field.
    const layer = await dataLayer(page);
    expect(layer.some(([command, target]) => command === 'set' && target === 'user_properties')).toBe(false);
    expect(JSON.stringify(layer)).not.toContain(visitCode);
    // The console-error check of the fixtures runs after the test.
  });
});
