import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { DISMISSED_KEY, EditionSuggestion } from '@/components/header/edition-suggestion';
import { editionLabels } from '@/content/editions';
import { SIMPLIFIED } from '@/lib/edition';
import { prefersSimplified } from '@/lib/edition/preference';

/*
 * The one-line offer of the Simplified edition on a Traditional page: only to a browser whose
 * first language is Simplified Chinese, only after hydration, closed for the rest of the tab.
 */
jest.mock('next/navigation', () => ({ usePathname: () => '/services/family/' }));

const words = editionLabels['zh-Hans'];
const suggestion = () => <EditionSuggestion label={words.suggestion} dismiss={words.dismiss} />;

function setLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

afterEach(() => {
  window.sessionStorage.clear();
  jest.restoreAllMocks();
});

it.each([
  [['zh-CN', 'zh'], true],
  [['zh-Hans'], true],
  [['zh-hans-HK', 'en'], true],
  [['zh-SG'], true],
  [['zh-HK', 'zh-CN'], false],
  [['zh-TW'], false],
  [['zh-Hant-CN'], false],
  [['en-GB', 'zh-CN'], false],
  [[], false],
])('prefersSimplified %j → %s', (languages, expected) => {
  expect(prefersSimplified(languages)).toBe(expected);
});

describe('EditionSuggestion', () => {
  it('is never in the HTML: a crawler or a visitor without scripts gets nothing', () => {
    setLanguages(['zh-CN']);
    expect(renderToString(suggestion())).toBe('');
  });

  it('offers the same page in Simplified to a browser that prefers it', () => {
    setLanguages(['zh-CN', 'en']);
    render(suggestion());
    const link = screen.getByRole('link', { name: words.suggestion });
    expect(link).toHaveAttribute('href', `${SIMPLIFIED.base}/services/family/`);
    expect(link).toHaveAttribute('hreflang', SIMPLIFIED.lang);
  });

  it('offers nothing to a browser that prefers Hong Kong Chinese', () => {
    setLanguages(['zh-HK', 'zh-CN']);
    const { container } = render(suggestion());
    expect(container).toBeEmptyDOMElement();
  });

  it('closes on its button and stays closed for the tab', () => {
    setLanguages(['zh-CN']);
    const first = render(suggestion());
    fireEvent.click(screen.getByRole('button', { name: words.dismiss }));
    expect(first.container).toBeEmptyDOMElement();
    expect(window.sessionStorage.getItem(DISMISSED_KEY)).toBe('1');
    first.unmount();
    const next = render(suggestion());
    expect(next.container).toBeEmptyDOMElement();
  });

  it('still closes, for this page, where storage is refused', () => {
    setLanguages(['zh-CN']);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const { container } = render(suggestion());
    fireEvent.click(screen.getByRole('button', { name: words.dismiss }));
    expect(container).toBeEmptyDOMElement();
  });
});
