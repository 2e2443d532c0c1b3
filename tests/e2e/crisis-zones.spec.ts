import type { Browser, Locator, Page } from '@playwright/test';
import { chrome } from '@/content/chrome';
import { crisisPlaces } from '@/content/crisis-lines';
import { emergencyNumbers } from '@/content/emergency-numbers';
import { page as crisisPage } from '@/content/pages/crisis-support';
import { SIMPLIFIED, TRADITIONAL, type Edition } from '@/lib/edition';
import { href } from '@/lib/routes/paths';
import { expect, test } from './fixtures';
import { hrefsOf as telOf, visitFrom, words } from './zone-visit';

// Issue 50: the words follow the place, and no time zone is a stranger. Each edition, one page
// context per zone (the ten places' and some beyond them): /crisis-support/, its footer, home's
// booking line; no request to another host.

const BEYOND: readonly (readonly [string, string | undefined])[] = [
  ['Asia/Tokyo', 'JP'],
  ['Europe/Berlin', 'DE'],
  ['Pacific/Auckland', 'NZ'],
  ['America/Sao_Paulo', 'BR'],
  ['Africa/Johannesburg', 'ZA'],
  ['Asia/Kolkata', 'IN'],
  ['Etc/UTC', undefined],
];
const PLACES = crisisPlaces.map((place) => [place.zones[0], place.id] as const);
const listed: Readonly<Record<string, readonly string[] | undefined>> = emergencyNumbers.countries;

/** Every number of Hong Kong's lines, as links. */
const HK_LINKS = [...telOf('hk', 'emergency', TRADITIONAL), ...telOf('hk', 'call', TRADITIONAL)];
/** The words before the first token of the sentence for a place with no text route. */
const noTextStart = (edition: Edition) => words(edition, chrome.crisisNoText.split('{')[0] ?? '').slice(0, 12);
const textSection = crisisPage.sections.find((section) => section.kind === 'hotlines' && section.lines === 'text');
const hkGuide = crisisPlaces.find((place) => place.id === 'hk')?.guide ?? '';

/** The lines' own links of the place shown first (outside the <details> of every place; not those in their words). */
const firstHrefs = (scope: Locator) =>
  scope
    .locator('ul:not(details ul) a[data-untracked]:has(> span)')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

const visit = (browser: Browser, zone: string, run: (page: Page, asked: string[]) => Promise<void>) =>
  visitFrom(browser, { timezoneId: zone }, run);

for (const edition of [TRADITIONAL, SIMPLIFIED]) {
  test(`${edition.id}: a device beyond the ten places sees its country's emergency numbers first, and no Hong Kong line`, async ({
    browser,
  }) => {
    for (const [zone, country] of BEYOND)
      await visit(browser, zone, async (page) => {
        const name = country
          ? await page.evaluate(({ code, lang }) => new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code, {
              code: country,
              lang: String(edition.lang),
            })
          : words(edition, chrome.crisisPlaceOther);
        const numbers = (country && listed[country]) || emergencyNumbers.anywhere;
        const here = words(edition, chrome.crisisPlaceHere).replace('{place.name}', name);
        await page.goto(`${edition.base}${href(crisisPage.path)}`);
        const main = page.getByRole('main');
        const footer = page.locator('footer aside');
        for (const scope of [main, footer]) {
          await expect(scope.getByText(here, { exact: true }), zone).toBeVisible();
          await expect(scope.getByText(words(edition, chrome.crisisPlacePickHint))).toBeVisible();
          await expect(scope.getByText(words(edition, chrome.crisisElsewhere)).first()).toBeVisible();
          const links = await firstHrefs(scope);
          expect(links.slice(0, numbers.length), zone).toEqual(numbers.map((number) => `tel:${number}`));
          expect(
            links.filter((link) => HK_LINKS.includes(link)),
            zone,
          ).toEqual([]);
          await expect(scope.getByText(hkGuide)).toHaveCount(0);
        }
        // The lead sentence: the country's numbers, as links.
        await expect(main.locator('p a[href^="tel:"]').first()).toHaveAttribute('href', `tel:${numbers[0] ?? ''}`);

        await page.goto(href('/', edition));
        const urgent = page.locator('p', { hasText: words(edition, '請不要等待我們的回覆') }).first();
        await expect(urgent.locator('a[href^="tel:"]').first()).toHaveAttribute('href', `tel:${numbers[0] ?? ''}`);
        await expect(urgent).toContainText(words(edition, chrome.crisisMoreCalls));
        await expect(urgent).not.toContainText(words(edition, chrome.crisisMoreWrites));
      });
  });

  for (const [zone, place] of PLACES)
    test(`${edition.id}: a device at ${place} sees that place's own words and lines`, async ({ browser }) => {
      const entry = crisisPlaces.find((each) => each.id === place);
      if (!zone || !entry) throw new Error(`no zone for ${place}`);
      await visit(browser, zone, async (page) => {
        await page.goto(`${edition.base}${href(crisisPage.path)}`);
        const main = page.getByRole('main');
        const footer = page.locator('footer aside');
        // Which lines come first, here and in the footer: crisis-places.spec.ts.
        const emergency = telOf(place, 'emergency', edition);
        for (const scope of [main, footer]) {
          await expect(scope.getByText(words(edition, chrome.crisisPlacePickHint)), zone).toBeVisible();
          // A text route promised only where there is one; where there is none, what to do instead.
          const textIntro = scope === footer ? chrome.crisisTextIntro : (textSection?.intro ?? '');
          await expect(scope.getByText(words(edition, textIntro))).toHaveCount(entry.writes ? 1 : 0);
          if (entry.writes) await expect(scope.locator('p:not(details p)', { hasText: noTextStart(edition) })).toHaveCount(0);
          else await expect(scope.locator('p:not(details p)', { hasText: noTextStart(edition) }).first()).toBeVisible();
        }
        await expect(footer.getByText(words(edition, chrome.crisisSupportIntro))).toHaveCount(entry.writes ? 1 : 0);
        await expect(main.getByText(words(edition, 'WhatsApp 或短訊和受訓人員'))).toHaveCount(0);
        // Hong Kong's own sentence under Hong Kong only.
        await expect(main.getByText(words(edition, hkGuide))).toHaveCount(place === 'hk' ? 1 : 0);
        if (!entry.writes) expect((await firstHrefs(main)).filter((link) => link.startsWith('https://wa.me/'))).toEqual([]);

        await page.goto(href('/', edition));
        const urgent = page.locator('p', { hasText: words(edition, '請不要等待我們的回覆') }).first();
        await expect(urgent.locator('a[href^="tel:"]').first()).toHaveAttribute('href', emergency[0] ?? '');
        await expect(urgent).toContainText(words(edition, entry.writes ? chrome.crisisMoreWrites : chrome.crisisMoreCalls));
      });
    });
}
