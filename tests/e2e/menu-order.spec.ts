import { chrome } from '@/content/chrome';
import { expect, test } from './fixtures';
import { menuFromLists, menuOf } from './menu-lists';

/*
 * The built site's menus show the pages in the order of the editors' lists (content/navigation.ts,
 * each page folder's index.ts, content/therapists.ts), never by booking code. The expected order is
 * read from content/, so a reordered list or a page added by docs/editing.md's recipe keeps this green
 * exactly when the site follows it (tests/unit/menu-order.test.tsx renders such an edit).
 */

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
