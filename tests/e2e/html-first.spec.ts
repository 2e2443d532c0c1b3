import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { holdChunks, wechat, wechatButton } from './html-first-helpers';
import { expectMastersToggle } from './masters';

// The pages work as plain HTML (the menus, by width: html-first.phone/.desktop; WeChat: wechat.spec.ts).

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the masters toggle opens and closes the further masters', async ({ page }) => {
    await page.goto('/');
    await expectMastersToggle(page);
  });

  test('a video card opens the video on YouTube in a new tab', async ({ page, context }) => {
    await page.goto('/');
    const card = page.locator('a[href^="https://www.youtube.com/watch?v="]').first();
    const href = await card.getAttribute('href');
    await expect(card).toHaveAttribute('target', '_blank');
    await context.route(/^https:\/\/www\.youtube\.com\/watch\?/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>YouTube</title>' }),
    );
    await card.scrollIntoViewIfNeeded();
    const popup = page.waitForEvent('popup');
    await card.click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(href);
  });
});

test.describe('before hydration, with scripts on', () => {
  const hydrated = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-hydrated') === 'true'); // a read, not a wait

  test('a tap on the WeChat button opens the overlay, and React takes it over once hydrated', async ({ page }) => {
    const release = await holdChunks(page);
    await page.goto('/contact/', { waitUntil: 'load' });
    await wechatButton(page).click();
    await expect(wechat(page)).toBeVisible();
    // A tap on the dimmed page closes it before hydration too.
    await page.mouse.click(5, 5);
    await expect(wechat(page)).toBeHidden();
    await wechatButton(page).click();
    await expect(wechat(page)).toBeVisible();
    expect(await hydrated(page)).toBe(false);
    release();
    await waitForHydration(page);
    // React found the overlay open: its scroll lock follows, and goes when the overlay closes.
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(true);
    await page.mouse.click(5, 5);
    await expect(wechat(page)).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(false);
  });

  test('a tap on the masters toggle opens the list', async ({ page }) => {
    await holdChunks(page);
    await page.goto('/', { waitUntil: 'load' });
    await page.locator('#home-masters summary').click();
    await expect(page.locator('#home-masters img:visible')).toHaveCount(14);
    expect(await hydrated(page)).toBe(false);
  });

  test('the framework scripts and the page data are requested only after the load event, the data first', async ({ page }) => {
    await page.goto('/');
    const { loadStart, scripts } = await page.evaluate(() => ({
      loadStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/(chunks|inline)\/[^/]+\.js$/.test(entry.name))
        .map((entry) => ({ kind: entry.name.includes('/inline/') ? 'data' : 'chunk', start: entry.startTime })),
    }));
    expect(scripts.filter((script) => script.kind === 'chunk').length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.kind === 'data')).toHaveLength(1);
    expect(Math.min(...scripts.map((script) => script.start))).toBeGreaterThanOrEqual(loadStart);
    expect(scripts[0]?.kind).toBe('data');
  });
});
