import { chrome } from '@/content/chrome';
import { expect, test } from './fixtures';
import { menuItem, subMenuLink } from './menu-items';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the desktop menu opens its sub-menus on hover and its links work', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: chrome.mainNavLabel });
    const family = subMenuLink('/services', '/problems/family');
    await nav.getByRole('link', { name: menuItem('/services').label, exact: true }).hover();
    await nav.getByRole('link', { name: family.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${family.href}/$`));
  });
});
