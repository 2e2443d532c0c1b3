import { crisisLines } from '@/content/crisis-lines';
import { notFoundCopy } from '@/content/pages/not-found';
import { hotlineHref } from '@/lib/hotline';
import { routes } from '@/lib/routes';
import { href } from '@/lib/paths';
import { dropExpectedError, expect, test } from './fixtures';

test.describe('every route', () => {
  for (const route of routes) {
    test(`${route.path} renders its page inside the shared chrome`, async ({ page }) => {
      const response = await page.goto(href(route.path));
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.locator('main#main')).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      // Crisis help one tap away: every hotline a tel: link in the footer, its number on one line.
      for (const line of crisisLines) {
        const call = page.locator('footer').locator(`a[href="${hotlineHref(line.number)}"]`);
        await expect(call, line.name).toHaveCount(1);
        await expect(call, line.name).toContainText(line.number);
        expect(await call.getByText(line.number).evaluate((el) => el.getClientRects().length), `${line.number} on one line`).toBe(1);
      }
      if (route.path !== '/') {
        const crumbs = page.getByRole('navigation', { name: '麵包屑導覽' });
        await expect(crumbs.locator('[aria-current="page"]')).toHaveText(route.name);
      }
      const frame = page.locator('[data-spacing]').first();
      const flush = 'flush' in route && route.flush === true;
      await expect(frame).toHaveAttribute('data-spacing', flush ? 'flush' : 'spaced');
      const box = await frame.evaluate((el) => {
        const style = getComputedStyle(el);
        return { marginTop: style.marginTop, paddingTop: style.paddingTop };
      });
      expect(box).toEqual(flush ? { marginTop: '0px', paddingTop: '0px' } : { marginTop: '100px', paddingTop: '20px' });
    });
  }

  test('an unknown address answers 404 with the not-found page', async ({ page, consoleErrors }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    // Chrome logs the 404 status of the document itself; that one is the point of this test.
    dropExpectedError(consoleErrors, /status of 404/);
    await expect(page.locator('h1')).toHaveText(notFoundCopy.heading);
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
    await page.getByRole('main').getByRole('link', { name: notFoundCopy.homeLabel }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('text is served brotli-compressed to the browser, gzip to a client without brotli', async ({ page, request }) => {
    const response = await page.goto('/');
    expect(await response?.headerValue('content-encoding')).toBe('br');
    const gzip = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.text()).toContain('<html lang="zh-Hant-HK"');
  });

  test('/problems/relationship-trauma serves the love page', async ({ page }) => {
    await page.goto('/problems/love/');
    const loveHeading = await page.locator('h1').textContent();
    await page.goto('/problems/relationship-trauma/');
    await expect(page.locator('h1')).toHaveText(loveHeading ?? '');
  });
});
