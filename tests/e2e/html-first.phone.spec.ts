import { chrome } from '@/content/chrome';
import { crisisPage } from '@/content/pages/general';
import { expect, test } from './fixtures';
import { holdChunks, menu, menuButton } from './html-first-helpers';

// The phone menu is a native popover: it works in the HTML alone and before hydration.

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the phone menu opens, closes (button, Escape, a tap outside) and its links work, the crisis page among them', async ({ page }) => {
    await page.goto('/services/');
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await menu(page).getByRole('button', { name: chrome.menuClose }).click();
    await expect(menu(page)).toBeHidden();
    await menuButton(page).click();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await menuButton(page).click();
    await page.mouse.click(10, 400);
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL(/\/services\/$/);
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: crisisPage.name }).click();
    await expect(page).toHaveURL(/\/crisis-support\/$/);
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: '聯絡我們' }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });
});

test.describe('before hydration, with scripts on', () => {
  test('a tap on the menu button opens the menu, and React takes it over once hydrated', async ({ page }) => {
    const release = await holdChunks(page);
    await page.goto('/services/', { waitUntil: 'load' });
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // React found the menu open: its state, the scroll lock and its own close all follow.
    const close = menu(page).getByRole('button', { name: chrome.menuClose });
    await expect(page.getByRole('button', { name: chrome.menuClose, expanded: true })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(true);
    await close.click();
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton(page)).toBeFocused();
  });
});
