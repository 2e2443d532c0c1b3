import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const button = (page: Page) => page.getByRole('button', { name: '微信聯絡（顯示二維碼）' });
const dialog = (page: Page) => page.getByRole('dialog', { name: '用微信聯絡我們' });

async function open(page: Page) {
  await button(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('img', { name: '本中心微信二維碼' })).toBeVisible();
  await expect(dialog(page)).toContainText('serenemind_hk');
}

test.beforeEach(async ({ page }) => {
  await page.goto('/contact/');
});

test('the WeChat overlay closes with its close icon and gives focus back', async ({ page }) => {
  await open(page);
  await dialog(page).getByRole('button', { name: '關閉微信二維碼' }).click();
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
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => url.includes('wechat-qr'))).toEqual([]);
  await open(page);
  expect(requests.some((url) => url.includes('wechat-qr'))).toBe(true);
});
