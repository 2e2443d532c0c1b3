import type { Page } from '@playwright/test';
import { chrome } from '@/content/chrome';
import { site } from '@/content/site';
import { expect, test } from './fixtures';

const button = (page: Page) => page.getByRole('button', { name: chrome.wechatButton });
const dialog = (page: Page) => page.getByRole('dialog', { name: chrome.wechatTitle });

async function open(page: Page) {
  await button(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('img', { name: chrome.wechatQrAlt })).toBeVisible();
  await expect(dialog(page)).toContainText(site.wechat.id);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/contact/');
});

test('the WeChat overlay closes with its close icon and gives focus back', async ({ page }) => {
  await open(page);
  await dialog(page).getByRole('button', { name: chrome.wechatClose }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(button(page)).toBeFocused();
});

test('the WeChat overlay closes on a backdrop click', async ({ page }) => {
  await open(page);
  await page.mouse.click(5, 5);
  await expect(dialog(page)).toBeHidden();
});

test('the WeChat overlay closes on Escape', async ({ page }) => {
  await open(page);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
});

test('the QR image is not requested before the overlay opens', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.reload(); // loaded, and hydrated: the overlay's button is live
  expect(requests.filter((url) => url.includes('wechat-qr'))).toEqual([]);
  await open(page);
  // The lazy <img> shows at its set size before its request starts: wait (bounded) for the request.
  await expect.poll(() => requests.some((url) => url.includes('wechat-qr'))).toBe(true);
});
