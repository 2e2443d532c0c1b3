import { consentCopy } from '@/content/consent';
import { CONSENT_KEY } from '@/lib/analytics/consent';
import { configured, dataLayer, DENIED, gaCookies, NAVIGATION_MS, notice, stubGoogleScripts, watchGoogle } from './analytics-stubs';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';

// The analytics build's consent notice at both sizes; after an answer: analytics-events.desktop.spec.ts.

test.describe('before an answer', () => {
  test('a first visit asks first: no Google request, no GA cookie, no identifier, only denied defaults', async ({ page }) => {
    const google = watchGoogle(page);
    await stubGoogleScripts(page);
    await page.goto('/problems/emotion/');
    await expect(notice(page)).toBeVisible(); // hydrated, and waiting for the answer
    await page.locator('footer a[href="/privacy/"]').first().click();
    await expect(page).toHaveURL(/\/privacy\/$/, { timeout: NAVIGATION_MS });
    await expect(notice(page)).toBeVisible(); // the new page hydrated, and waiting for the answer
    expect(google).toEqual([]);
    expect(await gaCookies(page)).toEqual([]);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY)).toBeNull();
    expect(await dataLayer(page)).toEqual([['consent', 'default', DENIED]]);
  });

  test('the notice and the privacy page’s control pass axe', async ({ page }) => {
    await stubGoogleScripts(page);
    await page.goto('/privacy/');
    await expect(notice(page)).toBeVisible();
    await expectNoViolations(page, 'the privacy page with the consent notice');
  });

  test('the notice is keyboard-operable, its answers equal, and the booking buttons stay free', async ({ page }) => {
    await stubGoogleScripts(page);
    await page.goto('/');
    await expect(notice(page)).toBeVisible();
    const accept = notice(page).getByRole('button', { name: consentCopy.accept });
    const decline = notice(page).getByRole('button', { name: consentCopy.decline });
    const [a, d] = [await accept.boundingBox(), await decline.boundingBox()];
    expect(Math.round(a?.height ?? 0)).toBe(Math.round(d?.height ?? -1));
    expect(Math.abs((a?.width ?? 0) - (d?.width ?? 0))).toBeLessThanOrEqual(1);
    // The floating WhatsApp button is not under the notice: a tap there reaches it.
    const whatsapp = page.locator('[data-floating="whatsapp"]');
    const box = await whatsapp.boundingBox();
    const hit = await page.evaluate(
      ([x, y]) =>
        document
          .elementFromPoint(x ?? 0, y ?? 0)
          ?.closest('[data-floating]')
          ?.getAttribute('data-floating'),
      [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2],
    );
    expect(hit).toBe('whatsapp');
    await accept.focus();
    await page.keyboard.press('Enter');
    await expect(notice(page)).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();
    await expect.poll(() => configured(page)).toBe(true);
  });

  test('with reduced motion the notice appears without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(notice(page)).toBeVisible();
    expect(await notice(page).evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  });
});
