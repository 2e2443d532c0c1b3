import { chrome } from '@/content/chrome';
import { expect, test } from './fixtures';
import { menuFromLists, menuOf } from './menu-lists';

// Menus in the order of the editors' lists, never by booking code: read from content/, so a
// reordered list keeps this green exactly when the site follows it (tests/unit/menu-order.test.tsx).

test('the header menu lists its items and their pages in the order of the content lists', async ({ page, isMobile }) => {
  await page.goto('/');
  let nav = page.getByRole('navigation', { name: chrome.mainNavLabel });
  if (isMobile) {
    await page.locator('button[aria-controls="mobile-menu"]').click();
    nav = page.getByRole('navigation', { name: chrome.mobileNavLabel });
    // Every sub-list open, as a visitor reads them.
    for (const toggle of await nav.locator('button[aria-controls^="mobile-sub-"]').all()) await toggle.click();
  }
  await expect(nav).toBeVisible();
  expect(await menuOf(nav)).toEqual(menuFromLists());
  if (isMobile) for (const link of await nav.locator(':scope > ul a').all()) await expect(link).toBeVisible();
});
