import type { Page } from '@playwright/test';
import { editionLabels } from '@/content/editions';
import { notFoundCopy } from '@/content/pages/not-found';
import { toSimplified } from '@/lib/content-text/simplified-edition';
import { traditionalLeft } from '@/lib/content-text/to-simplified';
import { SIMPLIFIED, TRADITIONAL } from '@/lib/edition';
import { pageCodeTable } from '@/lib/routes';
import { codeForPath } from '@/lib/routes/page-code';
import { dropExpectedError, expect, test } from './fixtures';

// A visit to the Simplified edition; what every page holds: editions.desktop.spec.ts.

const bookingLinks = 'main a[href*="text="]';
const switchLink = (page: Page, lang: string) => page.locator(`header a[hreflang="${lang}"]`).first();

test('home in Simplified: its language, its words and the booking message with the same code', async ({ page }) => {
  await page.goto(`${SIMPLIFIED.base}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', SIMPLIFIED.lang);
  const main = (await page.locator('main').innerText()).trim();
  expect(main.length).toBeGreaterThan(500);
  expect(traditionalLeft(main)).toEqual([]);
  const message = new URL((await page.locator(bookingLinks).first().getAttribute('href')) ?? '').searchParams.get('text') ?? '';
  expect(message).toContain(codeForPath('/', pageCodeTable));
  expect(traditionalLeft(message)).toEqual([]);
});

test('the menu leads to pages of the same edition', async ({ page }, testInfo) => {
  await page.goto(`${SIMPLIFIED.base}/fee/`);
  if (testInfo.project.name === 'phone') {
    await page.locator('button[aria-controls="mobile-menu"]').click();
    const panel = page.locator('#mobile-menu');
    await expect(panel).toBeVisible();
    const hrefs = await panel.locator('a:not([hreflang])').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) expect(href).toMatch(new RegExp(`^${SIMPLIFIED.base}/`));
    await expect(panel.locator(`a[hreflang="${TRADITIONAL.lang}"]`)).toHaveAttribute('href', '/fee/');
  } else {
    const hrefs = await page
      .locator('header nav a:not([hreflang])')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')).filter((href) => href?.startsWith('/')));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) expect(href).toMatch(new RegExp(`^${SIMPLIFIED.base}/`));
  }
});

test('the switch link leads to the same page in the other script, and back', async ({ page }) => {
  await page.goto(`${SIMPLIFIED.base}/services/`);
  const toTraditional = switchLink(page, TRADITIONAL.lang);
  await expect(toTraditional).toHaveText(editionLabels[TRADITIONAL.lang].label);
  await expect(toTraditional).toHaveAccessibleName(editionLabels[TRADITIONAL.lang].name);
  await toTraditional.click();
  await expect(page).toHaveURL(/\/services\/$/);
  expect(new URL(page.url()).pathname).toBe('/services/');
  await expect(page.locator('html')).toHaveAttribute('lang', TRADITIONAL.lang);
  await switchLink(page, SIMPLIFIED.lang).click();
  await expect(page).toHaveURL(new RegExp(`${SIMPLIFIED.base}/services/$`));
  await expect(page.locator('html')).toHaveAttribute('lang', SIMPLIFIED.lang);
});

test(`an unknown address under ${SIMPLIFIED.base}/ answers 404 with the Simplified not-found page`, async ({ page, consoleErrors }) => {
  const response = await page.goto(`${SIMPLIFIED.base}/no-such-page/`);
  expect(response?.status()).toBe(404);
  dropExpectedError(consoleErrors, /status of 404/);
  await expect(page.locator('html')).toHaveAttribute('lang', SIMPLIFIED.lang);
  await expect(page.locator('h1')).toHaveText(toSimplified(notFoundCopy.heading));
  await page
    .getByRole('main')
    .getByRole('link', { name: toSimplified(notFoundCopy.homeLabel) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${SIMPLIFIED.base}/$`));
});
