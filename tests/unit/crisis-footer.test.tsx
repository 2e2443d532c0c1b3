import { fireEvent, render, screen, within } from '@testing-library/react';
import { AllPlaces } from '@/components/crisis/place-lines';
import { SiteFooter } from '@/components/layout/site-footer';
import { chrome } from '@/content/chrome';
import { crisisLines } from '@/content/crisis-lines';
import type { CrisisLine } from '@/content/types';
import { page as crisisPage } from '@/content/pages/crisis-support';
import { TRADITIONAL, edition } from '@/lib/edition';
import { hotlineGroup, linesOf, type CrisisGroup, type CrisisPlace } from '@/lib/crisis/hotline';
import { printedText } from '@/lib/crisis/printed-number';
import { href } from '@/lib/routes/paths';

/*
 * The footer's crisis help on every page of the Traditional edition (the one jest renders): the
 * visitor's place's emergency call right after 「請立即致電」, its first lines to call and its lines
 * that take messages, each group under its own heading; a list to pick another place; and a link
 * to every place's lines on /crisis-support/ (not repeated on every page). Jest's zone is no place's, so Hong Kong's show first. (Time zones
 * and the Simplified edition: tests/e2e/crisis-places.spec.ts.)
 */

const FOOTER_LINES = 3;
const hrefs = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
const shown = (group: CrisisGroup, place: CrisisPlace = 'hk') =>
  hotlineGroup<CrisisLine>(linesOf(crisisLines, place, edition.id), group, edition.id).slice(
    0,
    group === 'call' ? FOOTER_LINES : undefined,
  );
const expected = (group: CrisisGroup, place: CrisisPlace = 'hk') =>
  shown(group, place).flatMap((entry) => entry.links.map((link) => link.href));

function crisisBlock() {
  render(<SiteFooter year={2026} />);
  const block = screen.getByRole('complementary', { name: chrome.crisisTitle });
  return { block, lists: within(block).getAllByRole('list') };
}

it('renders the Traditional edition', () => {
  expect(edition.id).toBe(TRADITIONAL.id);
});

describe('the footer crisis block', () => {
  it("shows Hong Kong's emergency call right after the sentence on immediate danger, its first lines to call and its lines to write to", () => {
    const { block, lists } = crisisBlock();
    const [emergencyList, callList, textList, ...rest] = lists;
    if (!emergencyList || !callList || !textList) throw new Error('the crisis block holds three lists');
    expect(rest).toEqual([]);
    expect(hrefs(emergencyList)).toEqual(expected('emergency'));
    expect(hrefs(callList)).toEqual(expected('call'));
    expect(hrefs(textList)).toEqual(expected('text'));
    expect(within(block).getByText(chrome.crisisPlaceHere.replace('{place.name}', '香港'))).toBeInTheDocument();
    for (const [group, title, intro] of [
      ['call', chrome.crisisSupportTitle, chrome.crisisSupportIntro],
      ['text', chrome.crisisTextTitle, chrome.crisisTextIntro],
    ] as const) {
      const heading = within(block).getByRole('heading', { name: title });
      expect(heading.nextElementSibling).toHaveTextContent(intro);
      expect(heading.nextElementSibling?.nextElementSibling).toBe(group === 'call' ? callList : textList);
      for (const [index, item] of within(group === 'call' ? callList : textList)
        .getAllByRole('listitem')
        .entries())
        expect(item).toHaveTextContent(shown(group)[index]?.line.hours ?? 'missing');
    }
  });

  it('does not say that every Hong Kong line takes messages', () => {
    expect(chrome.crisisSupportIntro).not.toMatch(/任何時間都可以致電或傳訊息/);
    const { lists } = crisisBlock();
    // The lines to call take calls only: the ways to write are under their own heading.
    expect(hrefs(lists[1]!).every((href) => href?.startsWith('tel:'))).toBe(true);
  });

  it('switches every list to the place the visitor picks, and says so where a place has no text route', () => {
    const { block } = crisisBlock();
    const select = within(block).getByRole('combobox', { name: chrome.crisisPlacePick });
    expect(select).toHaveValue('hk');
    fireEvent.change(select, { target: { value: 'taiwan' } });
    const lists = within(block).getAllByRole('list');
    expect(hrefs(lists[0]!)).toEqual(expected('emergency', 'taiwan'));
    expect(hrefs(lists[1]!)).toEqual(expected('call', 'taiwan'));
    // No text route in Taiwan: no promise of one, and what to do instead, with Taiwan's numbers as links.
    expect(within(block).getByRole('heading', { name: chrome.crisisTextTitleCalls })).toBeInTheDocument();
    expect(within(block).queryByText(chrome.crisisTextIntro)).toBeNull();
    expect(within(block).queryByText(chrome.crisisSupportIntro)).toBeNull();
    expect(within(block).getByText(chrome.crisisSupportIntroCalls)).toBeInTheDocument();
    const noText = within(block).getByText(/我們未能核實這裡有以文字求助的熱線/);
    expect(hrefs(noText)).toEqual(['tel:119', 'tel:110']);
    fireEvent.change(select, { target: { value: 'hk' } });
  });

  it("links to every place's lines on /crisis-support/ instead of listing them on every page", () => {
    const { block } = crisisBlock();
    expect(block.querySelector('details')).toBeNull();
    const link = within(block).getByRole('link', { name: chrome.crisisOtherPlaces });
    const [path, fragment] = (link.getAttribute('href') ?? '').split('#');
    expect(path).toBe(href(crisisPage.path));
    // The fragment names the list of every place, which opens without scripts (a native <details>).
    const { container } = render(<AllPlaces />);
    expect(container.querySelector(`details[id="${fragment}"]`)).not.toBeNull();
  });

  it('keeps every crisis link out of analytics and names the way, the number and the line', () => {
    const { block } = crisisBlock();
    const links = within(block)
      .getAllByRole('link')
      .filter((link) => !link.getAttribute('href')?.startsWith('/'));
    for (const link of links) expect(link).toHaveAttribute('data-untracked');
    const [first] = shown('text');
    const message = first?.links[0];
    if (!first || !message) throw new Error('the content has a line that takes messages');
    const way = { call: chrome.crisisCall, whatsapp: chrome.crisisWhatsapp, sms: chrome.crisisSms }[message.via];
    expect(within(block).getAllByRole('link', { name: `${way} ${printedText(message.printed)} ${first.line.name}` })[0]).toHaveAttribute(
      'href',
      message.href,
    );
  });
});
