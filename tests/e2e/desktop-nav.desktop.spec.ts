import { chrome } from '@/content/chrome';
import { site } from '@/content/site';
import { expect, test } from './fixtures';
import { menuItem, subMenuLink } from './menu-items';

test('desktop dropdowns open on hover and on keyboard focus', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: chrome.mainNavLabel });
  const dropdownLink = nav.getByRole('link', { name: subMenuLink('/services', '/problems/family').label, exact: true });
  await expect(dropdownLink).toBeHidden();
  await nav.getByRole('link', { name: menuItem('/services').label, exact: true }).hover();
  await expect(dropdownLink).toBeVisible();
  await page.mouse.move(5, 700);
  await expect(dropdownLink).toBeHidden();
  await nav.getByRole('link', { name: menuItem('/therapist').label, exact: true }).focus();
  await page.keyboard.press('Tab');
  const therapist = subMenuLink('/therapist');
  const firstTherapist = nav.getByRole('link', { name: therapist.label, exact: true });
  await expect(firstTherapist).toBeFocused();
  await expect(firstTherapist).toBeVisible();
  await firstTherapist.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${therapist.href}/$`));
});

test('the header holds the name, every menu item and the edition switch at any desktop width, within 100 px', async ({ page }) => {
  await page.goto('/');
  const brand = page.locator('header a:has(img)');
  for (const width of [769, 800, 900, 991, 992, 1024, 1100, 1199, 1200, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const layout = await page.evaluate(() => {
      const name = document.querySelector('header a:has(img) span span');
      const items = [...document.querySelectorAll('header nav > ul > li > a'), ...document.querySelectorAll('header a[hreflang]')];
      const first = items[0];
      if (!name || !first) return null;
      // The name's text as drawn (its scroll width: a squeezed box lets the text overflow it) ends
      // before the menu's first link starts, or the name is only read out (clipped to a 1 px box).
      const holder = name.parentElement;
      const readOnly = holder !== null && getComputedStyle(holder).overflow === 'hidden' && holder.getBoundingClientRect().width <= 1;
      const nameEnd = name.getBoundingClientRect().left + name.scrollWidth;
      return {
        overlap: readOnly ? 0 : Math.max(0, Math.round(nameEnd - first.getBoundingClientRect().left)),
        outside: items.filter((item) => item.getBoundingClientRect().right > window.innerWidth).map((item) => item.textContent),
        height: Math.round(document.querySelector('header')?.getBoundingClientRect().height ?? 0),
      };
    });
    expect(layout, `${width} px`).toEqual({ overlap: 0, outside: [], height: 100 });
    await expect(brand).toHaveAccessibleName(site.shortName);
  }
});
