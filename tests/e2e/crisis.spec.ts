import type { Locator } from '@playwright/test';
import { crisisLines } from '@/content/crisis-lines';
import { chrome } from '@/content/chrome';
import { page as crisisPage } from '@/content/pages/crisis-support';
import type { CrisisLine } from '@/content/types';
import { toSimplified } from '@/lib/content-text/simplified-edition';
import { SIMPLIFIED, TRADITIONAL, type EditionId } from '@/lib/edition';
import {
  hotlineGroup,
  linesOf,
  placeTokenValues,
  type CrisisGroup,
  type CrisisPlace,
  type CrisisVia,
  type GroupedLine,
} from '@/lib/crisis/hotline';
import { NUMBER_MARK } from '@/lib/crisis/place-tokens';
import { printedText } from '@/lib/crisis/printed-number';
import { href } from '@/lib/routes/paths';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';

const WAY: Record<CrisisVia, string> = { call: chrome.crisisCall, whatsapp: chrome.crisisWhatsapp, sms: chrome.crisisSms };
const hotlineSections = crisisPage.sections.filter((section) => section.kind === 'hotlines');
/** What an edition lists first in a group for a place (Hong Kong: the projects' time zone, playwright.config.ts). */
const shown = (group: CrisisGroup, place: CrisisPlace = 'hk', editionId: EditionId = TRADITIONAL.id): GroupedLine<CrisisLine>[] =>
  hotlineGroup<CrisisLine>(linesOf(crisisLines, place, editionId), group, editionId);

/** The largest font size inside the first of these links: the number's. */
const sizeOf = (links: Locator) =>
  links.first().evaluate((el) => Math.max(...[el, ...el.querySelectorAll('*')].map((part) => parseFloat(getComputedStyle(part).fontSize))));
const numberSize = (scope: Locator, tel: string) => sizeOf(scope.locator(`a[href="${tel}"]`));

/** 999 outweighs every support line: its number is set larger. */
async function expectEmergencyOutweighs(scope: Locator) {
  const [emergency] = shown('emergency');
  const [support] = shown('call');
  if (!emergency || !support) throw new Error('the content has an emergency call and a support line');
  const size = (line: CrisisLine) => sizeOf(scope.getByRole('link', { name: new RegExp(`${line.name}$`) }));
  expect(await size(emergency.line)).toBeGreaterThan(await size(support.line));
}

test('/crisis-support/ lists every way to reach every hotline as a link, each number on one line', async ({ page }) => {
  await page.goto(href(crisisPage.path));
  const main = page.getByRole('main');
  for (const line of linesOf(crisisLines, 'hk', TRADITIONAL.id))
    for (const channel of line.channels)
      for (const via of channel.via) {
        const link = main.getByRole('link', { name: `${WAY[via]} ${channel.number} ${line.name}` });
        await expect(link).toBeVisible();
        expect(await link.getByText(channel.number).evaluate((el) => el.getClientRects().length), `${channel.number} on one line`).toBe(1);
        const box = await link.boundingBox();
        expect(box?.height ?? 0, 'a target of at least 24 px').toBeGreaterThanOrEqual(24);
      }
});

test('/crisis-support/ sets the emergency call apart, then the lines to call and the lines to message', async ({ page }) => {
  await page.goto(href(crisisPage.path));
  const main = page.getByRole('main');
  expect(hotlineSections.map((section) => section.lines)).toEqual(['emergency', 'call', 'text']);
  for (const section of hotlineSections) {
    const region = main.getByRole('region', { name: section.heading });
    const entries = shown(section.lines);
    // Outside the list of every place (after the text routes), the place's own (the lines' links; a
    // number in a line's words is a link too).
    await expect(region.locator('a:not(details a):has(> span)')).toHaveCount(entries.flatMap((entry) => entry.links).length);
    for (const { line, links } of entries) {
      const card = region.locator('li:not(details li)').filter({ hasText: line.name });
      for (const link of links)
        await expect(card.getByRole('link', { name: `${WAY[link.via]} ${printedText(link.printed)} ${line.name}` })).toHaveAttribute(
          'href',
          link.href,
        );
      if (line.hours) await expect(card).toContainText(line.hours);
    }
  }
  const texts = shown('text').flatMap((entry) => entry.links);
  expect(texts.length, 'text routes (WhatsApp or SMS)').toBeGreaterThanOrEqual(2);
  await expect(main.getByRole('region', { name: hotlineSections[2]?.heading ?? '' })).toContainText(chrome.crisisElsewhere);
  await expectEmergencyOutweighs(main);
});

test('every footer offers the lines to message beside the calls, with nothing prefilled, and 999 outweighs them', async ({ page }) => {
  await page.goto(href('/fee'));
  const footer = page.locator('footer');
  await expectEmergencyOutweighs(footer);
  for (const { line, links } of shown('text'))
    for (const link of links) {
      const anchor = footer.getByRole('link', { name: `${WAY[link.via]} ${printedText(link.printed)} ${line.name}` });
      await expect(anchor).toHaveAttribute('href', link.href);
      expect(link.href).not.toMatch(/[?#]/);
    }
});

// The Simplified edition, read in the mainland.
test.describe('the Simplified edition', () => {
  test.use({ timezoneId: 'Asia/Shanghai' });
  const mainland = placeTokenValues(crisisLines, 'mainland', SIMPLIFIED.id);

  for (const [where, path, scope] of [
    ['/crisis-support/', `${SIMPLIFIED.base}/crisis-support/`, 'main'],
    ['the home page footer', `${SIMPLIFIED.base}/`, 'footer'],
  ] as const)
    test(`${where} names the mainland's numbers first, each a tel: link, the emergency calls alike in weight`, async ({ page }) => {
      await page.goto(path);
      const block = page.locator(scope);
      await block.scrollIntoViewIfNeeded();
      for (const tel of ['tel:120', 'tel:110', 'tel:01082951332']) await expect(block.locator(`a[href="${tel}"]`).first()).toBeVisible();
      // 119 is Taiwan's (in the list of every place), never the mainland's.
      await expect(block.locator('a[href="tel:119"]:not(details a)')).toHaveCount(0);
      await expect(block.locator('a[href="tel:110"]').first()).not.toContainText('+852');
      // 120 and 110 weigh the same, more than a support line.
      const heavy = await numberSize(block, 'tel:120');
      expect(await numberSize(block, 'tel:110')).toBe(heavy);
      expect(heavy).toBeGreaterThan(await numberSize(block, 'tel:01082951332'));
    });

  test("no sentence gives 999 without the mainland's numbers, and the booking line names no fire number", async ({ page }) => {
    for (const path of ['/crisis-support/', '/problems/emotion/', '/problems/love/', '/faq/', '/contact/']) {
      await page.goto(`${SIMPLIFIED.base}${path}`);
      const text = await page.getByRole('main').innerText();
      for (const sentence of text.split(/[。；\n]/).filter((each) => /(?<!\d)999(?!\d)/.test(each)))
        expect(sentence, `${path}: a sentence with 999`).toMatch(/120|110/);
    }
    await page.goto(`${SIMPLIFIED.base}/contact/`);
    const urgent = page
      .getByRole('link', { name: toSimplified('緊急求助及支援熱線') })
      .first()
      .locator('xpath=..');
    // The token values mark their numbers to link (lib/crisis/place-tokens.ts): the page shows them without the marks.
    await expect(urgent).toContainText(toSimplified(mainland.emergency.replaceAll(NUMBER_MARK, '')));
    await expect(urgent).toContainText(toSimplified(mainland.line.replaceAll(NUMBER_MARK, '')));
    await expect(urgent.locator('a[href="tel:120"]')).toHaveCount(1);
    await expect(urgent).not.toContainText('119');
  });

  test('/crisis-support/ has no axe violations', async ({ page }) => {
    await page.goto(`${SIMPLIFIED.base}/crisis-support/`);
    await expectNoViolations(page, `${SIMPLIFIED.base}/crisis-support/`);
  });

  test("Hong Kong's lines, picked from the list, are printed for a reader outside Hong Kong, those in Putonghua first", async ({
    page,
  }) => {
    await page.goto(`${SIMPLIFIED.base}/crisis-support/`);
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: toSimplified(chrome.crisisPlacePick) }).selectOption('hk');
    const region = main.getByRole('region', { name: toSimplified(hotlineSections[1]?.heading ?? '') });
    const names = await region.locator('li:not(details li) h3').allInnerTexts();
    const expected = shown('call', 'hk', SIMPLIFIED.id);
    const putonghua = expected.filter(({ line }) => line.languages?.includes('普通話'));
    expect(putonghua.length).toBeGreaterThan(0);
    expect(names).toEqual(expected.map(({ line }) => toSimplified(line.name)));
    await expect(main.locator('a[href="tel:999"]:has(> span)').first()).toContainText(`999${toSimplified(chrome.numberHongKong)}`);
    await expect(main.locator('a[href="tel:+85223892222"]').first()).toContainText('+852 2389 2222');
  });
});
