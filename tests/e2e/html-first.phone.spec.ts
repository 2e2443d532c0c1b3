import { chrome } from '@/content/chrome';
import { page as crisisPage } from '@/content/pages/crisis-support';
import { mainMenu } from '@/lib/routes/menus';
import { expect, test, waitForHydration } from './fixtures';
import { holdChunks, menu, menuButton } from './html-first-helpers';
import { menuItem } from './menu-items';

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
    await menu(page)
      .getByRole('link', { name: menuItem('/contact').label, exact: true })
      .click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });

  test('every sub-menu link shows in the open menu, with no toggle to tap, and works', async ({ page }) => {
    const { child } = subMenuEntry();
    await page.goto('/services/');
    await menuButton(page).click();
    const toggles = menu(page).locator('button[aria-controls^="mobile-sub-"]');
    expect(await toggles.count()).toBe(mainMenu.filter((item) => item.children?.length).length);
    for (const toggle of await toggles.all()) await expect(toggle).toBeHidden();
    const subLinks = menu(page).locator('ul[id^="mobile-sub-"] a');
    const labels = mainMenu.flatMap((item) => (item.children ?? []).map((sub) => sub.label));
    await expect(subLinks).toHaveText(labels);
    for (const link of await subLinks.all()) await expect(link).toBeVisible();
    await subLinks.filter({ hasText: child.label }).first().click();
    await expect(page).toHaveURL(new RegExp(`${child.href.replace(/\/$/, '')}/$`));
  });
});

/** The first main-menu item with a sub-menu, and the last link of that sub-menu. */
function subMenuEntry() {
  const parent = mainMenu.find((item) => item.children?.length);
  const child = parent?.children?.at(-1);
  if (!parent || !child) throw new Error('lib/routes/menus.ts: no main-menu item has a sub-menu');
  return { parent, child };
}

test.describe('before hydration, with scripts on', () => {
  test('the sub-menus are open until React hydrates, then collapse behind their toggles', async ({ page }) => {
    const { parent, child } = subMenuEntry();
    const release = await holdChunks(page);
    await page.goto('/services/', { waitUntil: 'load' });
    await menuButton(page).click();
    const link = menu(page).locator('ul[id^="mobile-sub-"] a').filter({ hasText: child.label }).first();
    await expect(link).toBeVisible();
    release();
    await waitForHydration(page);
    await expect(link).toBeHidden();
    const toggle = menu(page).getByRole('button', { name: chrome.subMenuToggle + parent.label });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(link).toBeVisible();
  });

  test('a tap on the menu button opens the menu, and React takes it over once hydrated', async ({ page }) => {
    const release = await holdChunks(page);
    await page.goto('/services/', { waitUntil: 'load' });
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await waitForHydration(page);
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
