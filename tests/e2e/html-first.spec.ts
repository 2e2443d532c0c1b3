import type { Page } from '@playwright/test';
import { chrome } from '@/content/chrome';
import { crisisPage } from '@/content/pages/general';
import { expect, test } from './fixtures';

// The pages work as plain HTML: the phone menu and the WeChat overlay are native popovers, links
// are links. These tests run each at 375 px (phone project) and 1280 px (desktop project).

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 769;
const menuButton = (page: Page) => page.getByRole('button', { name: chrome.menuOpen });
const menu = (page: Page) => page.locator('#mobile-menu');
const wechatButton = (page: Page) => page.getByRole('button', { name: chrome.wechatButton });
const wechat = (page: Page) => page.getByRole('dialog', { name: chrome.wechatTitle });
const CHUNKS = /\/_next\/static\/chunks\/.+\.js$/;

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the phone menu opens, closes (button, Escape, a tap outside) and its links work, the crisis page among them', async ({ page }) => {
    test.skip(!isPhone(page), 'the phone menu exists below 769 px; the desktop one is tested next');
    await page.goto('/services/');
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await menu(page).getByRole('button', { name: chrome.menuClose }).click();
    await expect(menu(page)).toBeHidden();
    await menuButton(page).click();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await menuButton(page).click();
    await page.mouse.click(10, 400);
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL(/\/services\/$/);
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: crisisPage.name }).click();
    await expect(page).toHaveURL(/\/crisis-support\/$/);
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: '聯絡我們' }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });

  test('the desktop menu opens its sub-menus on hover and its links work', async ({ page }) => {
    test.skip(isPhone(page), 'the desktop menu exists from 769 px');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: chrome.mainNavLabel });
    await nav.getByRole('link', { name: '治療服務', exact: true }).hover();
    await nav.getByRole('link', { name: '家庭關係' }).click();
    await expect(page).toHaveURL(/\/problems\/family\/$/);
  });

  test('the WeChat overlay opens with its QR code and closes with its button and Escape', async ({ page }) => {
    await page.goto('/contact/');
    await wechatButton(page).click();
    await expect(wechat(page)).toBeVisible();
    await expect(wechat(page).getByRole('img', { name: chrome.wechatQrAlt })).toBeVisible();
    await expect.poll(() => wechat(page).locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await wechat(page).getByRole('button', { name: chrome.wechatClose }).click();
    await expect(wechat(page)).toBeHidden();
    await wechatButton(page).click();
    await expect(wechat(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(wechat(page)).toBeHidden();
  });

  test('a video card opens the video on YouTube in a new tab', async ({ page, context }) => {
    await page.goto('/');
    const card = page.locator('a[href^="https://www.youtube.com/watch?v="]').first();
    const href = await card.getAttribute('href');
    await expect(card).toHaveAttribute('target', '_blank');
    await context.route(/^https:\/\/www\.youtube\.com\/watch\?/, (route) => route.fulfill({ contentType: 'text/html', body: '<title>YouTube</title>' }));
    await card.scrollIntoViewIfNeeded();
    const popup = page.waitForEvent('popup');
    await card.click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(href);
  });

  test('every link of the home page leads to a page that exists', async ({ page }) => {
    await page.goto('/');
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) {
      const response = await page.request.get(href.split('#')[0] ?? href);
      expect(response.status(), href).toBe(200);
    }
  });
});

test.describe('before hydration, with scripts on', () => {
  /** Holds every framework chunk until `release` is called: the page is HTML only until then. */
  async function holdChunks(page: Page) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(CHUNKS, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('a tap on the menu button opens the menu, and React takes it over once hydrated', async ({ page }) => {
    test.skip(!isPhone(page), 'the phone menu exists below 769 px');
    const release = await holdChunks(page);
    await page.goto('/services/', { waitUntil: 'load' });
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // React found the menu open: its state, the scroll lock and its own close all follow.
    const close = menu(page).getByRole('button', { name: chrome.menuClose });
    await expect(page.getByRole('button', { name: chrome.menuClose, expanded: true })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(true);
    await close.click();
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton(page)).toBeFocused();
  });

  test('a tap on the WeChat button opens the overlay, and React takes it over once hydrated', async ({ page }) => {
    const release = await holdChunks(page);
    await page.goto('/contact/', { waitUntil: 'load' });
    await wechatButton(page).click();
    await expect(wechat(page)).toBeVisible();
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(true);
    // A click on the backdrop closes it: React's behaviour, not the popover's.
    await page.mouse.click(5, 5);
    await expect(wechat(page)).toBeHidden();
  });

  test('the framework scripts are requested only after the load event', async ({ page }) => {
    await page.goto('/');
    const { loadStart, chunkStarts } = await page.evaluate(() => ({
      loadStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      chunkStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(chunkStarts.length).toBeGreaterThan(0);
    expect(Math.min(...chunkStarts)).toBeGreaterThanOrEqual(loadStart);
  });
});
