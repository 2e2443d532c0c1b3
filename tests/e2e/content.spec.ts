import type { Page } from '@playwright/test';
import { chrome } from '@/content/chrome';
import { home } from '@/content/home';
import { servicesOverview } from '@/content/services-overview';
import { href } from '@/lib/routes/paths';
import { expect, test } from './fixtures';
import { expectMastersToggle } from './masters';
import { templateRoutes } from './templates';

/** Home's sections in the spec's order, by their ids after `home-`. */
const HOME_SECTIONS = 'hero problems invitation why methods comparison lead masters media enterprise books team testimonials videos closing'
  .split(' ')
  .map((id) => `home-${id}`);

const bookingTags = (page: Page) =>
  page.locator('main a[data-booking-tag]').evaluateAll((links) => links.map((link) => link.getAttribute('data-booking-tag')));

test('home holds its 15 sections in the spec order, with the spec counts', async ({ page }) => {
  await page.goto('/');
  const ids = await page.locator('main section[id^="home-"]').evaluateAll((sections) => sections.map((section) => section.id));
  expect(ids).toEqual(HOME_SECTIONS);
  await expect(page.locator('#home-hero [data-slide]')).toHaveCount(3);
  const problemLinks = await page
    .locator('#home-problems a[href^="/problems/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);
  expect(problemLinks).toEqual(home.problems.items.map((item) => href(item.link)));
  await expect(page.locator('#home-why li')).toHaveCount(4);
  await expect(page.locator('#home-methods li, #home-methods article').first()).toBeVisible();
  await expect(page.locator('#home-comparison a[href="/services/"]').first()).toBeVisible();
  await expect(page.locator('#home-media img')).toHaveCount(4);
  await expect(page.locator('#home-enterprise img')).toHaveCount(7);
  const team = await page
    .locator('#home-team a[href^="/therapist/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))].filter((url) => url !== '/therapist/'));
  expect(team).toHaveLength(5);
  await expect(page.locator('#home-testimonials blockquote')).toHaveCount(3);
  await expect(page.locator('#home-videos section')).toHaveCount(5);
  for (const [index, category] of home.videos.categories.entries()) {
    await expect(page.locator('#home-videos section').nth(index).locator('a[href*="youtu"]')).toHaveCount(category.videos.length);
  }
  expect(await bookingTags(page)).toEqual(['01', '02', '03']);
});

test('the masters toggle shows the 12 further masters, which are in the HTML all along', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#home-masters details img')).toHaveCount(12);
  await expectMastersToggle(page);
});

test('services holds its sections, booking tags 04–06 and the accordion with the first item open', async ({ page }) => {
  await page.goto('/services/');
  expect(await bookingTags(page)).toEqual(['04', '05', '06']);
  const items = page.locator('#services-faq details');
  await expect(items).toHaveCount(6);
  await expect(items.first()).toHaveAttribute('open', '');
  await expect(items.nth(1)).not.toHaveAttribute('open', '');
  await expect(page.locator('table th')).toHaveCount(4 + servicesOverview.pillars.table.rows.length);
});

test('the table hint shows only while the table overflows', async ({ page }) => {
  await page.goto('/services/');
  const hint = page.getByText(servicesOverview.pillars.table.overflowHint);
  const wide = (page.viewportSize()?.width ?? 0) >= 992;
  await expect(hint).toBeVisible({ visible: !wide });
  await page.setViewportSize({ width: wide ? 375 : 1280, height: 800 });
  await expect(hint).toBeVisible({ visible: wide });
});

// Every route's HTML holds its text (built-pages.desktop.spec.ts); here one page per template shows
// it, styled, to a browser that runs no script.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of templateRoutes) {
    test(`${route.path} reads completely`, async ({ page }) => {
      await page.goto(href(route.path));
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByText(chrome.loading)).toHaveCount(0);
      const text = await page.locator('main').innerText();
      expect(text.length, 'characters of visible text in main').toBeGreaterThan(300);
      await expect(page.locator('footer')).toBeVisible();
    });
  }
});
