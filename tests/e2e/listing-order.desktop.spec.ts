import { chrome } from '@/content/chrome';
import { footerLinks, mainNav } from '@/content/navigation';
import { servicesOverview } from '@/content/services-overview';
import { therapists } from '@/content/therapists';
import { expect, test } from './fixtures';
import { menuFromLists, menuOf } from './menu-lists';

// Cards, listings and the footer's links follow the editors' lists, as the menus do (menu-order.spec.ts).

const textsOf = (links: Element[]) => links.map((link) => link.textContent?.trim() ?? '');

test('/therapist and the home team grid show the therapists in the order of content/therapists.ts', async ({ page }) => {
  await page.goto('/therapist/');
  expect(await page.locator('main article h2 a').evaluateAll(textsOf)).toEqual(therapists.map((therapist) => therapist.name));
  await page.goto('/');
  expect(await page.locator('#home-team article h3 a').evaluateAll(textsOf)).toEqual(
    therapists.filter((therapist) => therapist.inTeamGrid).map((therapist) => therapist.name),
  );
});

test("the /services directory lists each group's pages in the order of their folder's list", async ({ page }) => {
  await page.goto('/services/');
  const underServices = menuFromLists().find((item) => item.href === '/services')?.children ?? [];
  for (const group of servicesOverview.directory.groups) {
    const shown = await page.getByRole('navigation', { name: group.heading }).getByRole('link').evaluateAll(textsOf);
    const expected = underServices.filter((link) => link.href.startsWith(`${group.under}/`)).map((link) => link.label);
    expect(expected.length).toBeGreaterThan(0);
    expect(shown).toEqual(expected);
  }
});

test('the footer lists the menu, then its own links, in the order of content/navigation.ts', async ({ page }) => {
  await page.goto('/');
  const shown = await menuOf(page.getByRole('navigation', { name: chrome.footerLinks }));
  expect(shown.map(({ label, href }) => ({ label, href }))).toEqual(
    [...mainNav, ...footerLinks].map(({ label, href }) => ({ label, href })),
  );
  // Where the footer lists an item's sub-links too, they follow the menu's order.
  const menu = menuFromLists();
  for (const item of shown.filter((each) => each.children.length > 0))
    expect(item.children).toEqual(menu.find((entry) => entry.href === item.href)?.children);
});
