import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from '@/components/layout/site-footer';
import { chrome } from '@/content/chrome';
import { crisisLines } from '@/content/crisis-lines';
import type { CrisisLine } from '@/content/types';
import { hotlineGroup, type CrisisGroup } from '@/lib/hotline';

/*
 * The footer's crisis help on every page: the emergency call alone after 「請立即致電」, what to
 * do outside Hong Kong, then the lines to call and the lines that take messages, each group under
 * its own heading, each line with its hours.
 */

const hrefs = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
const expected = (group: CrisisGroup) => hotlineGroup(crisisLines, group).flatMap((entry) => entry.links.map((link) => link.href));

function crisisBlock() {
  render(<SiteFooter year={2026} />);
  const block = screen.getByRole('complementary', { name: chrome.crisisTitle });
  const [emergencyList, callList, textList, ...rest] = within(block).getAllByRole('list');
  if (!emergencyList || !callList || !textList) throw new Error('the crisis block holds three lists');
  return { block, emergencyList, callList, textList, rest };
}

describe('the footer crisis block', () => {
  it('lists the emergency call alone right after the sentence on immediate danger, then what to do abroad', () => {
    const { block, emergencyList } = crisisBlock();
    expect(hrefs(emergencyList)).toEqual(expected('emergency'));
    expect(hrefs(emergencyList).length).toBeGreaterThan(0);
    const danger = within(block).getByText(chrome.crisisText);
    const abroad = within(block).getByText(chrome.crisisAbroad);
    expect(danger.nextElementSibling).toBe(emergencyList);
    expect(emergencyList.nextElementSibling).toBe(abroad);
  });

  it.each([
    ['call', chrome.crisisSupportTitle, chrome.crisisSupportIntro],
    ['text', chrome.crisisTextTitle, chrome.crisisTextIntro],
  ] as const)('puts the %s lines under their heading and whom they are for, each with its hours', (group, title, intro) => {
    const parts = crisisBlock();
    const list = group === 'call' ? parts.callList : parts.textList;
    expect(parts.rest).toEqual([]);
    const heading = within(parts.block).getByRole('heading', { name: title });
    expect(heading.nextElementSibling).toHaveTextContent(intro);
    expect(heading.nextElementSibling?.nextElementSibling).toBe(list);
    expect(hrefs(list)).toEqual(expected(group));
    const lines = hotlineGroup<CrisisLine>(crisisLines, group);
    for (const [index, item] of within(list).getAllByRole('listitem').entries()) {
      const line = lines[index]?.line;
      expect(item).toHaveTextContent(line?.name ?? 'missing');
      expect(item).toHaveTextContent(line?.hours ?? 'missing');
    }
  });

  it('keeps every crisis link out of analytics and names the way, the number and the line', () => {
    const { block } = crisisBlock();
    const links = within(block)
      .getAllByRole('link')
      .filter((link) => !link.getAttribute('href')?.startsWith('/'));
    expect(links.length).toBe(['emergency', 'call', 'text'].flatMap((group) => expected(group as CrisisGroup)).length);
    for (const link of links) expect(link).toHaveAttribute('data-untracked');
    const [first] = hotlineGroup(crisisLines, 'text');
    const message = first?.links[0];
    if (!first || !message) throw new Error('the content has a line that takes messages');
    const way = { call: chrome.crisisCall, whatsapp: chrome.crisisWhatsapp, sms: chrome.crisisSms }[message.via];
    expect(within(block).getByRole('link', { name: `${way} ${message.number} ${first.line.name}` })).toHaveAttribute('href', message.href);
  });
});
