import { routes } from '@/lib/routes';
import { booking, site } from '@/content/site';
import { pageCodeTable } from '@/lib/routes';
import { codeForPath } from '@/lib/routes/page-code';
import { blockStorage, expect, test } from './fixtures';

const floating = 'a[data-floating="whatsapp"]';
/** Booking links: WhatsApp links with a prefilled message (a plain chat link has none). */
const bookingLinks = 'a[href^="https://wa.me/"][href*="text="], a[href^="https://web.whatsapp.com/"][href*="text="]';
const digits = site.whatsapp.digits;
/** The source tag's words, as content/site.ts writes them: 「（來源：P01，編號：K3Z9，按鈕：01）」. */
const { page: PAGE, visit: VISIT, button: BUTTON } = booking.sourceLabels;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The visit code in a message, after its label. */
const VISIT_CODE = new RegExp(`${escaped(VISIT)}：([A-Z0-9]{4})`);
/** In a link's href, the visit code's label (URL-encoded): the id is there, which it is only after hydration. */
const HAS_VISIT_CODE = new RegExp(escaped(encodeURIComponent(VISIT)));

test("booking links carry the visit code, the page's neutral code and the device form", async ({ page }, testInfo) => {
  await page.goto('/services/');
  const link = page.locator('a[data-booking-tag="04"]');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('href', HAS_VISIT_CODE);
  const url = new URL((await link.getAttribute('href')) ?? '');
  if (testInfo.project.name === 'phone') {
    expect(url.origin + url.pathname).toBe(`https://wa.me/${digits}`);
  } else {
    expect(url.origin + url.pathname).toBe('https://web.whatsapp.com/send');
    expect(url.searchParams.get('phone')).toBe(digits);
  }
  const text = url.searchParams.get('text') ?? '';
  const visitCode = VISIT_CODE.exec(text)?.[1];
  expect(visitCode).toMatch(/^[A-Z0-9]{4}$/);
  expect(text).toContain(`（${PAGE}：${codeForPath('/services', pageCodeTable)}，${VISIT}：${visitCode}，${BUTTON}：04）`);

  // The same visit code on the next page and on the floating button.
  await page.goto('/contact/');
  await expect(page.locator(floating)).toHaveAttribute('href', new RegExp(escaped(encodeURIComponent(`${VISIT}：${visitCode}`))));
});

test('the floating button names a health page by its code, not its address or topic', async ({ page }) => {
  const route = routes.find((entry) => entry.path === '/problems/emotion');
  await page.goto('/problems/emotion/');
  await expect(page.locator(floating)).toHaveAttribute('href', HAS_VISIT_CODE);
  const text = new URL((await page.locator(floating).getAttribute('href')) ?? '').searchParams.get('text') ?? '';
  expect(text).toContain(`${PAGE}：${route?.code}`);
  expect(text).not.toMatch(/problems|emotion/);
  expect(text).not.toContain(route?.name ?? '-');
});

test('without JavaScript the booking link is a working wa.me link', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/services/');
  const href = (await page.locator('a[data-booking-tag="04"]').getAttribute('href')) ?? '';
  expect(href.startsWith(`https://wa.me/${digits}?text=`)).toBe(true);
  expect(decodeURIComponent(href)).toContain(`${BUTTON}：04`);
  await context.close();
});

test.describe('with storage blocked', () => {
  test.beforeEach(async ({ page }) => {
    await blockStorage(page);
  });

  for (const path of ['/', '/services/', '/contact/', '/problems/love/']) {
    test(`every booking link on ${path} carries one visit code, and nothing logs an error`, async ({ page }) => {
      await page.goto(path);
      // Each link gets its code as its section hydrates (home's come in slices): wait for every one.
      for (const link of await page.locator(bookingLinks).all()) await expect(link).toHaveAttribute('href', HAS_VISIT_CODE);
      const hrefs = await page.locator(bookingLinks).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      const ids = new Set(hrefs.map((href) => VISIT_CODE.exec(new URL(href).searchParams.get('text') ?? '')?.[1]));
      expect([...ids]).toHaveLength(1);
      expect([...ids][0]).toMatch(/^[A-Z0-9]{4}$/);
      // The console-error check of the fixtures runs after the test.
    });
  }
});
