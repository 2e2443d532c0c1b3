import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from '@/components/layout/site-footer';
import { chrome } from '@/content/chrome';
import { crisisLines } from '@/content/crisis-lines';
import { hotlineHref } from '@/lib/hotline';

/*
 * The footer's crisis help on every page: the emergency call alone after 「請立即致電」, what to
 * do outside Hong Kong, then the support lines under their own heading, each with its hours.
 */

const emergency = crisisLines.filter((line) => line.kind === 'emergency');
const support = crisisLines.filter((line) => line.kind === 'support');
const telLinks = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

function crisisBlock() {
  render(<SiteFooter year={2026} />);
  const block = screen.getByRole('complementary', { name: chrome.crisisTitle });
  const [first, second, ...rest] = within(block).getAllByRole('list');
  if (!first || !second) throw new Error('the crisis block holds two lists');
  return { block, emergencyList: first, supportList: second, rest };
}

describe('the footer crisis block', () => {
  it('lists the emergency call alone right after the sentence on immediate danger, then what to do abroad', () => {
    const { block, emergencyList } = crisisBlock();
    expect(emergency.length).toBeGreaterThan(0);
    expect(telLinks(emergencyList)).toEqual(emergency.map((line) => hotlineHref(line.number)));
    const danger = within(block).getByText(chrome.crisisText);
    const abroad = within(block).getByText(chrome.crisisAbroad);
    expect(danger.nextElementSibling).toBe(emergencyList);
    expect(emergencyList.nextElementSibling).toBe(abroad);
  });

  it('puts every support line under its own heading, after the emergency call, each with its hours', () => {
    const { block, emergencyList, supportList, rest } = crisisBlock();
    expect(rest).toEqual([]);
    const heading = within(block).getByRole('heading', { name: chrome.crisisSupportTitle });
    expect(emergencyList.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading.compareDocumentPosition(supportList) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(telLinks(supportList)).toEqual(support.map((line) => hotlineHref(line.number)));
    for (const [index, item] of within(supportList).getAllByRole('listitem').entries()) {
      const line = support[index];
      expect(item).toHaveTextContent(line?.hours ?? 'missing');
      if (line && 'languages' in line) expect(item).toHaveTextContent(line.languages);
    }
  });
});
