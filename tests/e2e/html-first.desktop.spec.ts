import { chrome } from '@/content/chrome';
import { expect, test } from './fixtures';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the desktop menu opens its sub-menus on hover and its links work', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: chrome.mainNavLabel });
    await nav.getByRole('link', { name: '治療服務', exact: true }).hover();
    await nav.getByRole('link', { name: '家庭關係' }).click();
    await expect(page).toHaveURL(/\/problems\/family\/$/);
  });
});
