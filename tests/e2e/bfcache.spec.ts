import type { Page } from '@playwright/test';
import { SIMPLIFIED } from '@/lib/edition';
import { VISIT_CODE_KEY } from '@/lib/booking/visit-code';
import { backTest as test, leaveAndComeBack } from './back-forward';
import { expect } from './fixtures';

/** The WhatsApp booking links' addresses (every link, the floating one too) and the visit's code. */
const bookingState = (page: Page) =>
  page.evaluate((key) => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-booking-tag], a[data-floating="whatsapp"]')];
    return { hrefs: links.map((link) => link.href), code: sessionStorage.getItem(key) };
  }, VISIT_CODE_KEY);

for (const path of ['/', '/services/', '/contact/', `${SIMPLIFIED.base}/contact/`]) {
  test(`${path} comes back from the cache with its visit code in every booking link`, async ({ page }) => {
    await page.goto(path);
    // Home's lower sections hydrate in their own boundaries after the page's mark: wait (bounded)
    // until every booking link carries the visit's code before leaving.
    const coded = ({ hrefs, code }: Awaited<ReturnType<typeof bookingState>>) =>
      /^[A-Z0-9]{4}$/.test(code ?? '') &&
      hrefs.length > 0 &&
      hrefs.every((href) => new URL(href).searchParams.get('text')?.includes(code ?? ''));
    await expect.poll(async () => coded(await bookingState(page))).toBe(true);
    const before = await bookingState(page);
    await leaveAndComeBack(page);
    expect(await bookingState(page)).toEqual(before);
  });
}
