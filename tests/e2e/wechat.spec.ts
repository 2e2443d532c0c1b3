import type { Page } from '@playwright/test';
import { chrome } from '@/content/chrome';
import { site } from '@/content/site';
import { expect, test } from './fixtures';
import { wechat as dialog, wechatButton as button } from './html-first-helpers';

async function open(page: Page) {
  await button(page).click();
  await expect(dialog(page)).toBeVisible();
  const qr = dialog(page).getByRole('img', { name: chrome.wechatQrAlt });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(dialog(page)).toContainText(site.wechat.id);
}

const ways: [string, (page: Page) => Promise<void>][] = [
  ['its close icon', (page) => dialog(page).getByRole('button', { name: chrome.wechatClose }).click()],
  ['a tap on the dimmed page', (page) => page.mouse.click(5, 5)],
  ['Escape', (page) => page.keyboard.press('Escape')],
];

// A native popover: the same in the HTML alone as once React has hydrated.
for (const javaScriptEnabled of [true, false])
  test.describe(javaScriptEnabled ? 'hydrated' : 'with JavaScript disabled', () => {
    test.use({ javaScriptEnabled });

    test('the WeChat overlay shows its QR code and closes with its close icon, a tap on the dimmed page and Escape', async ({ page }) => {
      await page.goto('/contact/');
      for (const [way, close] of ways) {
        await open(page);
        await close(page);
        await expect(dialog(page), way).toBeHidden();
        // React gives focus back to the button (the HTML alone does not on a tap outside).
        if (javaScriptEnabled) await expect(button(page), way).toBeFocused();
      }
      await expect(page).toHaveURL(/\/contact\/$/);
    });
  });

test('the QR image is not requested before the overlay opens', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/contact/'); // loaded, and hydrated: the overlay's button is live
  expect(requests.filter((url) => url.includes('wechat-qr'))).toEqual([]);
  await open(page);
  // The lazy <img> shows at its set size before its request starts: wait (bounded) for the request.
  await expect.poll(() => requests.some((url) => url.includes('wechat-qr'))).toBe(true);
});
