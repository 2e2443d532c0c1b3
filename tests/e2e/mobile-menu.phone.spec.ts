import type { Page } from '@playwright/test';
import { chrome } from '@/content/chrome';
import { page as crisisPage } from '@/content/pages/crisis-support';
import { expect, test } from './fixtures';
import { menuItem, subMenuLink } from './menu-items';

const toggle = (page: Page) => page.locator('button[aria-controls="mobile-menu"]');
const panel = (page: Page) => page.locator('#mobile-menu');

async function openMenu(page: Page) {
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page)).toBeVisible();
  // Run the page's clock past the 300 ms toggle lock (and the focus move after the panel's paint).
  await page.clock.runFor(350);
}

test.beforeEach(async ({ page }) => {
  // The page's clock stands still unless a test moves it, so the 300 ms lock is deterministic.
  await page.clock.install();
  await page.goto('/services/family/');
  await page.clock.pauseAt(Date.now() + 60_000);
});

test('the menu is a right-hand panel 85% wide (at most 400px) and takes focus', async ({ page }) => {
  await expect(panel(page)).toBeHidden();
  await openMenu(page);
  const width = page.viewportSize()?.width ?? 0;
  // Measured once the 300 ms slide-in has ended: the panel's right edge meets the viewport's.
  await expect.poll(async () => Math.round(await panel(page).evaluate((el) => el.getBoundingClientRect().right))).toBe(width);
  const box = await panel(page).boundingBox();
  expect(box?.width).toBeCloseTo(Math.min(width * 0.85, 400), 0);
  await expect(panel(page).getByRole('button', { name: chrome.menuClose })).toBeFocused();
  expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(true);
});

test('a tap outside the panel, the close button and Escape each close it, focus back on the toggle', async ({ page }) => {
  for (const close of [
    () => page.mouse.click(10, 400),
    () => panel(page).getByRole('button', { name: chrome.menuClose }).click(),
    () => page.keyboard.press('Escape'),
  ]) {
    await openMenu(page);
    await close();
    await expect(panel(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle(page)).toBeFocused();
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(false);
  }
});

test('the floating contact bar steps aside while the menu is open: a tap where it was closes the menu and opens nothing', async ({
  page,
}) => {
  // The bar's leftmost button, on the part of the screen the panel leaves uncovered.
  const box = await page.locator('[data-floating]').first().boundingBox();
  if (!box) throw new Error('the floating contact bar is not on screen');
  const point = [box.x + 8, box.y + box.height / 2] as const;
  const onBar = ([px, py]: readonly [number, number]) => document.elementFromPoint(px, py)?.closest('[data-floating]') != null;
  expect(await page.evaluate(onBar, point)).toBe(true);
  await openMenu(page);
  expect(await page.evaluate(onBar, point)).toBe(false);
  await page.mouse.click(...point);
  await expect(panel(page)).toBeHidden();
  expect(page.context().pages()).toHaveLength(1);
});

test('sub-menus expand, collapse, and are cleared when the menu closes', async ({ page }) => {
  await openMenu(page);
  const subToggle = panel(page).getByRole('button', { name: chrome.subMenuToggle + menuItem('/therapist').label, exact: true });
  const subLink = panel(page).getByRole('link', { name: subMenuLink('/therapist').label, exact: true });
  await expect(subLink).toBeHidden();
  await subToggle.click();
  await expect(subToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(subLink).toBeVisible();
  await subToggle.click();
  await expect(subLink).toBeHidden();
  await subToggle.click();
  await expect(subLink).toBeVisible();
  await page.keyboard.press('Escape');
  await openMenu(page);
  await expect(subToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(subLink).toBeHidden();
});

test('a second toggle within 300 ms is ignored, one after it is not', async ({ page }) => {
  await toggle(page).click();
  await page.clock.fastForward(250);
  await toggle(page).dispatchEvent('click');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page)).toBeVisible();
  await page.clock.fastForward(100);
  await toggle(page).dispatchEvent('click');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(panel(page)).toBeHidden();
});

test('a link click closes the menu and navigates: the menu leads to the crisis page', async ({ page }) => {
  await openMenu(page);
  await panel(page).getByRole('link', { name: crisisPage.name }).click();
  await expect(page).toHaveURL(/\/crisis-support\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(panel(page)).toBeHidden();
});

test('where popover works, the links that stand in for it without popover stay out of sight', async ({ page }) => {
  // The menu link to the footer, the WeChat links, the footer's copy of the sub-menus: for browsers without popover only.
  await expect(toggle(page)).toBeVisible();
  await expect(page.locator('a[data-menu-without-popover]')).toBeHidden();
  await expect(page.locator('a[href="#wechat-overlay"]')).toBeHidden();
  await expect(page.locator('[data-floating="wechat"]')).toBeVisible();
  const footerNav = page.locator('footer nav');
  const subLink = footerNav.getByRole('link', { name: subMenuLink('/therapist').label, exact: true, includeHidden: true });
  await expect(subLink).toHaveCount(1);
  await expect(subLink).toBeHidden();
});
