import type { Locator } from '@playwright/test';
import { chrome } from '@/content/chrome';
import { crisisPlaces } from '@/content/crisis-lines';
import { page as crisisPage } from '@/content/pages/crisis-support';
import { editionPlace, placeName, type CrisisPlaceId } from '@/lib/crisis/places';
import { SIMPLIFIED, TRADITIONAL, type Edition } from '@/lib/edition';
import { href } from '@/lib/routes/paths';
import { expect, test } from './fixtures';
import { hrefsOf, requests, words } from './zone-visit';

// The visitor's place first, picked on the device from its time zone, in the footer and on
// /crisis-support/ of both editions (a zone beyond the places: crisis-zones.spec.ts; a prerendered
// page: prerender.desktop.spec.ts).

const ZONES: readonly (readonly [string, CrisisPlaceId | undefined])[] = [
  ['Asia/Taipei', 'taiwan'],
  ['Europe/London', 'uk'],
  ['America/New_York', 'us'],
  ['Australia/Sydney', 'australia'],
  ['Asia/Shanghai', 'mainland'],
  ['Asia/Hong_Kong', 'hk'],
  ['Asia/Singapore', 'singapore'],
  ['Asia/Kuala_Lumpur', 'malaysia'],
  ['Asia/Macau', 'macau'],
  ['America/Toronto', 'canada'],
];

const here = (edition: Edition, place: CrisisPlaceId) => {
  const entry = crisisPlaces.find((each) => each.id === place);
  if (!entry) throw new Error(`no place ${place}`);
  return words(edition, chrome.crisisPlaceHere).replace('{place.name}', placeName(entry, edition.id));
};

/** The lists of the place shown first (outside the <details> of every place). */
const firstLists = (scope: Locator) => scope.locator(':scope ul:not(details ul)');

for (const edition of [TRADITIONAL, SIMPLIFIED])
  for (const [zone, zonePlace] of ZONES) {
    const place = zonePlace ?? editionPlace(edition.id);
    test.describe(`${edition.id}, a device in ${zone}`, () => {
      test.use({ timezoneId: zone });

      test(`shows ${place}'s lines first on /crisis-support/ and in the footer, and sends nothing for it`, async ({ page }) => {
        const asked = requests(page);
        await page.goto(`${edition.base}${href(crisisPage.path)}`);
        const main = page.getByRole('main');
        await expect(main.getByText(here(edition, place), { exact: true })).toBeVisible();
        const emergency = hrefsOf(place, 'emergency');
        const texts = hrefsOf(place, 'text');
        // The emergency call first, as a card; the lines to call; the text route, or why there is none.
        const mainLinks = await firstLists(main)
          .locator('a[data-untracked]:has(> span)')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(mainLinks.slice(0, emergency.length)).toEqual(emergency);
        expect(mainLinks).toEqual([...emergency, ...hrefsOf(place, 'call', edition), ...texts]);
        // (The sentence names the place's emergency numbers: its words before them.)
        if (texts.length === 0) await expect(main.getByText(words(edition, chrome.crisisNoText.split('{')[0] ?? '')).first()).toBeVisible();

        const footer = page.locator('footer aside');
        await footer.scrollIntoViewIfNeeded();
        await expect(footer.getByText(here(edition, place), { exact: true })).toBeVisible();
        const footerLinks = await firstLists(footer)
          .locator('a[data-untracked]:has(> span)')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(footerLinks.slice(0, emergency.length)).toEqual(emergency);
        for (const text of texts) expect(footerLinks).toContain(text);
        expect(asked.offsite(), 'requests to other hosts').toEqual([]);

        // Picking another place changes the lists at once, and asks for nothing. (Every page loads
        // lib/crisis/elsewhere.ts once the place is found, whatever the zone: wait until it has.)
        await page.waitForLoadState('networkidle');
        const before = asked.length;
        const other = place === 'canada' ? 'australia' : 'canada';
        await footer.getByRole('combobox', { name: words(edition, chrome.crisisPlacePick) }).selectOption(other);
        await expect(footer.getByText(here(edition, other), { exact: true })).toBeVisible();
        await expect(main.getByText(here(edition, other), { exact: true })).toBeVisible();
        await expect(firstLists(footer).locator('a[data-untracked]:has(> span)').first()).toHaveAttribute(
          'href',
          hrefsOf(other, 'emergency')[0] ?? '',
        );
        expect(asked.slice(before)).toEqual([]);
      });
    });
  }

for (const edition of [TRADITIONAL, SIMPLIFIED])
  test.describe(`${edition.id} without scripts`, () => {
    test.use({ javaScriptEnabled: false, timezoneId: 'Europe/London' });

    test("shows the edition's place, and every place's emergency number and lines in a <details> the footer links to", async ({ page }) => {
      await page.goto(href('/', edition));
      await expect(page.locator('footer details')).toHaveCount(0);
      // By keyboard: without scripts the Simplified phone page is wider than the screen (its floating
      // bar), which shifts a tap's coordinates in Chromium's mobile emulation.
      await page
        .locator('footer aside')
        .getByRole('link', { name: words(edition, chrome.crisisOtherPlaces) })
        .press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href(crisisPage.path, edition)}#`));
      const main = page.getByRole('main');
      await expect(main.getByText(here(edition, editionPlace(edition.id)), { exact: true })).toBeVisible();
      await expect(main.getByRole('combobox')).toHaveCount(0);
      const details = main.locator('details:target');
      await expect(details.locator('summary')).toHaveText(words(edition, chrome.crisisOtherPlaces));
      await details.locator('summary').press('Enter');
      await expect(details).toHaveAttribute('open', '');
      for (const place of crisisPlaces) {
        const region = details.getByRole('region', { name: placeName(place, edition.id) });
        for (const group of ['emergency', 'call', 'text'] as const)
          // The lines' own links (a place with no text route names its emergency numbers in a sentence too).
          for (const link of hrefsOf(place.id, group)) await expect(region.locator(`a[href="${link}"]:has(> span)`)).toHaveCount(1);
      }
    });
  });
