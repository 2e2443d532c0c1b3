import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from '@/components/layout/site-footer';
import { chrome } from '@/content/chrome';
import { crisisLines } from '@/content/crisis-lines';
import type { CrisisLine } from '@/content/types';
import { TRADITIONAL, edition } from '@/lib/edition';
import { hotlinePlaces, type CrisisGroup } from '@/lib/hotline';
import { printedText } from '@/lib/printed-number';

/*
 * The footer's crisis help on every page of the Traditional edition (the one jest renders): Hong
 * Kong's emergency call alone after 「請立即致電」, what to do outside Hong Kong, then the lines to
 * call and the lines that take messages, each group under its own heading, each line with its
 * hours. (The Simplified edition's footer, with the mainland's lines: tests/e2e/crisis.spec.ts.)
 */

const hrefs = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
/** The lines the edition shows in a group: Hong Kong's alone in the Traditional edition. */
const shown = (group: CrisisGroup) => hotlinePlaces<CrisisLine>(crisisLines, group, edition.id).flatMap(({ entries }) => entries);
const expected = (group: CrisisGroup) => shown(group).flatMap((entry) => entry.links.map((link) => link.href));

it('renders the Traditional edition, whose footer lists no mainland line', () => {
  expect(edition.id).toBe(TRADITIONAL.id);
  expect(shown('emergency').every(({ line }) => line.place === 'hk')).toBe(true);
  expect(shown('call').length).toBe(
    crisisLines.filter(
      (line) =>
        line.place === 'hk' && line.kind === 'support' && line.channels.some((channel) => channel.via.some((way) => way === 'call')),
    ).length,
  );
});

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
    const lines = shown(group);
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
    const [first] = shown('text');
    const message = first?.links[0];
    if (!first || !message) throw new Error('the content has a line that takes messages');
    const way = { call: chrome.crisisCall, whatsapp: chrome.crisisWhatsapp, sms: chrome.crisisSms }[message.via];
    expect(within(block).getByRole('link', { name: `${way} ${printedText(message.printed)} ${first.line.name}` })).toHaveAttribute(
      'href',
      message.href,
    );
  });
});
