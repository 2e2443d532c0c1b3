import { expect, test } from './fixtures';

const floating = 'a[data-floating="whatsapp"]';

test('booking links carry the session id, the page and the device form', async ({ page }, testInfo) => {
  await page.goto('/services/');
  const link = page.locator('a[data-booking-tag="04"]');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('href', /%E7%B7%A8%E8%99%9F/); // 編號 (session id) appears after hydration
  const url = new URL((await link.getAttribute('href')) ?? '');
  const phone = testInfo.project.name === 'phone';
  if (phone) {
    expect(url.origin + url.pathname).toBe('https://wa.me/85291234567');
  } else {
    expect(url.origin + url.pathname).toBe('https://web.whatsapp.com/send');
    expect(url.searchParams.get('phone')).toBe('85291234567');
  }
  const text = url.searchParams.get('text') ?? '';
  expect(text).toContain('免費初步諮詢');
  const session = /編號: ([A-Z0-9]{4})/.exec(text)?.[1];
  expect(session).toMatch(/^[A-Z0-9]{4}$/);
  expect(text).toContain('來源: services');
  expect(text).toContain('按鈕: 04');

  // The same session id on the next page and on the floating button.
  await page.goto('/contact/');
  await expect(page.locator(floating)).toHaveAttribute('href', new RegExp(encodeURIComponent(`編號: ${session}`)));
});

test('without JavaScript the booking link is a working wa.me link', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/services/');
  const href = (await page.locator('a[data-booking-tag="04"]').getAttribute('href')) ?? '';
  expect(href.startsWith('https://wa.me/85291234567?text=')).toBe(true);
  expect(decodeURIComponent(href)).toContain('按鈕: 04');
  await context.close();
});
