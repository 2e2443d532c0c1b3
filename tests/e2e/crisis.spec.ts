import type { Locator } from '@playwright/test';
import { crisisLines } from '@/content/crisis-lines';
import { chrome } from '@/content/chrome';
import { page as crisisPage } from '@/content/pages/crisis-support';
import type { CrisisLine } from '@/content/types';
import { toSimplified } from '@/lib/chinese/simplified-edition';
import { SIMPLIFIED, TRADITIONAL } from '@/lib/edition';
import { hotlinePlaces, linesOf, type CrisisGroup, type CrisisVia, type GroupedLine } from '@/lib/hotline';
import { printedText } from '@/lib/printed-number';
import { href } from '@/lib/routes/paths';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';

const WAY: Record<CrisisVia, string> = { call: chrome.crisisCall, whatsapp: chrome.crisisWhatsapp, sms: chrome.crisisSms };
const hotlineSections = crisisPage.sections.filter((section) => section.kind === 'hotlines');
/** What the Traditional edition lists in a group: Hong Kong's lines. */
const shown = (group: CrisisGroup): GroupedLine<CrisisLine>[] =>
  hotlinePlaces<CrisisLine>(crisisLines, group, TRADITIONAL.id).flatMap(({ entries }) => entries);
const mainlandNumbers = linesOf(crisisLines, 'mainland', TRADITIONAL.id).flatMap((line) => line.channels.map((channel) => channel.number));

/** The largest font size inside the first link with this accessible name: the number's. */
const sizeOf = (scope: Locator, name: RegExp) =>
  scope
    .getByRole('link', { name })
    .first()
    .evaluate((el) => Math.max(...[el, ...el.querySelectorAll('*')].map((part) => parseFloat(getComputedStyle(part).fontSize))));
const numberSize = (scope: Locator, tel: string) =>
  scope
    .locator(`a[href="${tel}"]`)
    .first()
    .evaluate((el) => Math.max(...[el, ...el.querySelectorAll('*')].map((part) => parseFloat(getComputedStyle(part).fontSize))));

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
  // The mainland's numbers are the Simplified edition's alone.
  expect(mainlandNumbers.length).toBeGreaterThan(0);
  for (const number of mainlandNumbers) await expect(page.locator(`a[href="tel:${number}"]`)).toHaveCount(0);
});

test('/crisis-support/ sets the emergency call apart, then the lines to call and the lines to message', async ({ page }) => {
  await page.goto(href(crisisPage.path));
  const main = page.getByRole('main');
  expect(hotlineSections.map((section) => section.lines)).toEqual(['emergency', 'call', 'text']);
  for (const section of hotlineSections) {
    const region = main.getByRole('region', { name: section.heading });
    const entries = shown(section.lines);
    await expect(region.getByRole('link')).toHaveCount(entries.flatMap((entry) => entry.links).length);
    for (const { line, links } of entries) {
      const card = region.getByRole('listitem').filter({ hasText: line.name });
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
  await expect(main.getByRole('region', { name: hotlineSections[0]?.heading ?? '' })).toContainText(chrome.crisisAbroad);
  // 999 outweighs every support line: its number is set larger.
  const [emergency] = shown('emergency');
  const [support] = shown('call');
  if (!emergency || !support) throw new Error('the content has an emergency call and a support line');
  expect(await sizeOf(main, new RegExp(`${emergency.line.name}$`))).toBeGreaterThan(
    await sizeOf(main, new RegExp(`${support.line.name}$`)),
  );
});

test('every footer offers the lines to message beside the calls, with nothing prefilled, and 999 outweighs them', async ({ page }) => {
  await page.goto(href('/fee'));
  const footer = page.locator('footer');
  const [emergency] = shown('emergency');
  const [support] = shown('call');
  if (!emergency || !support) throw new Error('the content has an emergency call and a support line');
  expect(await sizeOf(footer, new RegExp(`${emergency.line.name}$`))).toBeGreaterThan(
    await sizeOf(footer, new RegExp(`${support.line.name}$`)),
  );
  for (const { line, links } of shown('text'))
    for (const link of links) {
      const anchor = footer.getByRole('link', { name: `${WAY[link.via]} ${printedText(link.printed)} ${line.name}` });
      await expect(anchor).toHaveAttribute('href', link.href);
      expect(link.href).not.toMatch(/[?#]/);
    }
});

/*
 * The Simplified edition, read in the mainland too: the mainland's emergency numbers and 12356
 * beside Hong Kong's lines, each place under its words; Hong Kong's numbers printed for a reader
 * outside Hong Kong; its Putonghua lines first.
 */
test.describe('the Simplified edition', () => {
  const simplified = (group: CrisisGroup) => hotlinePlaces<CrisisLine>(crisisLines, group, SIMPLIFIED.id);
  const hrefsOf = (group: CrisisGroup) =>
    simplified(group).flatMap(({ entries }) => entries.flatMap((entry) => entry.links.map((link) => link.href)));
  const mainlandEmergency = simplified('emergency').find(({ place }) => place === 'mainland')?.entries ?? [];
  const hkEmergency = simplified('emergency').find(({ place }) => place === 'hk')?.entries ?? [];

  for (const [where, path, scope] of [
    ['/crisis-support/', `${SIMPLIFIED.base}/crisis-support/`, 'main'],
    ['the home page footer', `${SIMPLIFIED.base}/`, 'footer'],
  ] as const)
    test(`${where} names the mainland's numbers beside Hong Kong's, each a tel: link, the emergency calls alike in weight`, async ({
      page,
    }) => {
      await page.goto(path);
      const block = page.locator(scope);
      for (const tel of ['tel:110', 'tel:120', 'tel:12356', 'tel:999'])
        await expect(block.locator(`a[href="${tel}"]`).first()).toBeVisible();
      // Every line of both places, in the edition's order (the mainland first), and nothing else.
      const expected = (['emergency', 'call', 'text'] as const).flatMap(hrefsOf);
      const hrefs = await block.locator('a[data-untracked]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs.filter((each) => each !== chrome.quickExitUrl)).toEqual(expected);
      // Each place under its words, the mainland's first.
      await expect(block.getByText(toSimplified(chrome.crisisPlaceMainland)).first()).toBeVisible();
      await expect(block.getByText(toSimplified(chrome.crisisPlaceHongKong)).first()).toBeVisible();
      await expect(block).toContainText(toSimplified(chrome.crisisElsewhere));
      // A Hong Kong short code names its place; an 8-digit number is printed with +852.
      // (A link's text also holds its way and line, hidden, for its accessible name.)
      await expect(block.locator('a[href="tel:999"]').first()).toContainText(`999${toSimplified(chrome.numberHongKong)}`);
      await expect(block.locator('a[href="tel:+85223892222"]').first()).toContainText('+852 2389 2222');
      await expect(block.locator('a[href="tel:110"]').first()).not.toContainText('+852');
      await expect(block.locator('a[href="tel:110"]').first()).not.toContainText(toSimplified(chrome.numberHongKong));
      // 110, 120 and 119 weigh what 999 weighs, more than a support line.
      const heavy = await numberSize(block, 'tel:999');
      for (const { links } of mainlandEmergency) expect(await numberSize(block, links[0]?.href ?? '')).toBe(heavy);
      expect(heavy).toBeGreaterThan(await numberSize(block, 'tel:12356'));
      expect(mainlandEmergency.map(({ links }) => links[0]?.href)).toEqual(['tel:110', 'tel:120', 'tel:119']);
      expect(hkEmergency.length).toBe(1);
    });

  test('/crisis-support/, with both places under their words, has no axe violations', async ({ page }) => {
    await page.goto(`${SIMPLIFIED.base}/crisis-support/`);
    // The footer skips rendering until near the screen (content-visibility): render it for axe, as every-route.spec.ts does.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await expectNoViolations(page, `${SIMPLIFIED.base}/crisis-support/`);
  });

  test("/crisis-support/ lists Hong Kong's lines that answer in Putonghua first, and names 12356's hours honestly", async ({ page }) => {
    await page.goto(`${SIMPLIFIED.base}/crisis-support/`);
    const region = page.getByRole('main').getByRole('region', { name: toSimplified(hotlineSections[1]?.heading ?? '') });
    const hk = region.getByRole('list', { name: toSimplified(chrome.crisisPlaceHongKong) });
    const names = await hk.getByRole('heading', { level: 3 }).allInnerTexts();
    const putonghua = shown('call').filter(({ line }) => line.languages?.includes('普通話'));
    expect(putonghua.length).toBeGreaterThan(0);
    expect(names.slice(0, putonghua.length)).toEqual(putonghua.map(({ line }) => toSimplified(line.name)));
    expect(names.length).toBe(shown('call').length);
    const mainland = region.getByRole('list', { name: toSimplified(chrome.crisisPlaceMainland) });
    const line = linesOf(crisisLines, 'mainland', SIMPLIFIED.id).find((each) => each.kind === 'support');
    await expect(mainland.getByRole('listitem').filter({ hasText: '12356' })).toContainText(toSimplified(line?.hours ?? 'missing'));
  });
});
