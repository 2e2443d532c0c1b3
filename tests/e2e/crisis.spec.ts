import { crisisLines } from '@/content/crisis-lines';
import { chrome } from '@/content/chrome';
import { page as crisisPage } from '@/content/pages/crisis-support';
import type { CrisisLine } from '@/content/types';
import { hotlineGroup, type CrisisVia } from '@/lib/hotline';
import { href } from '@/lib/routes/paths';
import { expect, test } from './fixtures';

const WAY: Record<CrisisVia, string> = { call: chrome.crisisCall, whatsapp: chrome.crisisWhatsapp, sms: chrome.crisisSms };
const hotlineSections = crisisPage.sections.filter((section) => section.kind === 'hotlines');

test('/crisis-support/ lists every way to reach every hotline as a link, each number on one line', async ({ page }) => {
  await page.goto(href(crisisPage.path));
  const main = page.getByRole('main');
  for (const line of crisisLines)
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
    const entries = hotlineGroup<CrisisLine>(crisisLines, section.lines);
    await expect(region.getByRole('link')).toHaveCount(entries.flatMap((entry) => entry.links).length);
    for (const { line, links } of entries) {
      const card = region.getByRole('listitem').filter({ hasText: line.name });
      for (const link of links)
        await expect(card.getByRole('link', { name: `${WAY[link.via]} ${link.number} ${line.name}` })).toHaveAttribute('href', link.href);
      if (line.hours) await expect(card).toContainText(line.hours);
    }
  }
  const texts = hotlineGroup(crisisLines, 'text').flatMap((entry) => entry.links);
  expect(texts.length, 'text routes (WhatsApp or SMS)').toBeGreaterThanOrEqual(2);
  await expect(main.getByRole('region', { name: hotlineSections[0]?.heading ?? '' })).toContainText(chrome.crisisAbroad);
  // 999 outweighs every support line: its number is set larger.
  const size = (name: RegExp) =>
    main
      .getByRole('link', { name })
      .first()
      .evaluate((el) => Math.max(...[el, ...el.querySelectorAll('*')].map((part) => parseFloat(getComputedStyle(part).fontSize))));
  const emergency = hotlineGroup(crisisLines, 'emergency')[0];
  const support = hotlineGroup(crisisLines, 'call')[0];
  if (!emergency || !support) throw new Error('the content has an emergency call and a support line');
  expect(await size(new RegExp(`${emergency.line.name}$`))).toBeGreaterThan(await size(new RegExp(`${support.line.name}$`)));
});

test('every footer offers the lines to message beside the calls, with nothing prefilled, and 999 outweighs them', async ({ page }) => {
  await page.goto(href('/fee'));
  const footer = page.locator('footer');
  const size = (name: RegExp) =>
    footer
      .getByRole('link', { name })
      .first()
      .evaluate((el) => Math.max(...[el, ...el.querySelectorAll('*')].map((part) => parseFloat(getComputedStyle(part).fontSize))));
  const emergency = hotlineGroup(crisisLines, 'emergency')[0];
  const support = hotlineGroup(crisisLines, 'call')[0];
  if (!emergency || !support) throw new Error('the content has an emergency call and a support line');
  expect(await size(new RegExp(`${emergency.line.name}$`))).toBeGreaterThan(await size(new RegExp(`${support.line.name}$`)));
  for (const { line, links } of hotlineGroup(crisisLines, 'text'))
    for (const link of links) {
      const anchor = footer.getByRole('link', { name: `${WAY[link.via]} ${link.number} ${line.name}` });
      await expect(anchor).toHaveAttribute('href', link.href);
      expect(link.href).not.toMatch(/[?#]/);
    }
});
