import { chrome } from '@/content/chrome';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';

test('the open mobile menu, with a sub-menu expanded, has no axe violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: chrome.menuOpen }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await page.locator('#mobile-menu button[aria-expanded="false"]').first().click();
  await expectNoViolations(page, 'the open mobile menu', '#mobile-menu');
});
