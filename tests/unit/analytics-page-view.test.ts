import { neutralPageUrl, neutralReferrer, pageCode, setPageCodeTable } from '@/lib/analytics/neutral-page';
import { UNKNOWN_PAGE_CODE } from '@/lib/routes';
import { setFirstPage } from '@/lib/analytics/page-view';

const ORIGIN = 'https://centre.hk';

// A small table of our own: the rules, not the sample content's codes.
beforeAll(() => setPageCodeTable({ '/': 'P01', '/problems/emotion': 'P12', '/problems/love': 'P13', '/fee': 'P27' }));

it('pageCode names a page by its neutral code, in every form of its address; an unknown address by the unknown-page code', () => {
  for (const path of ['/problems/emotion', '/problems/emotion/', '/problems/emotion/index.html']) expect(pageCode(path)).toBe('P12');
  expect(pageCode('/')).toBe('P01');
  expect(pageCode('/index.html')).toBe('P01');
  expect(pageCode('/problems/insomnia/')).toBe(UNKNOWN_PAGE_CODE);
  expect(pageCode('')).toBe('P01');
});

it('neutral URLs stand a page in by origin/code; of a referrer keep the origin of another site, or the code of a page of ours', () => {
  expect(neutralPageUrl(ORIGIN, '/problems/emotion/')).toBe('https://centre.hk/P12');
  expect(neutralReferrer('https://www.google.com/search?q=anxiety', ORIGIN)).toBe('https://www.google.com/');
  expect(neutralReferrer('https://centre.hk/problems/love/?utm=x', ORIGIN)).toBe('https://centre.hk/P13');
  expect(neutralReferrer('', ORIGIN)).toBeUndefined();
  expect(neutralReferrer('android-app://com.google.android.gm/', ORIGIN)).toBeUndefined();
});

describe('page views', () => {
  /** The one call setFirstPage makes: the neutral fields, Google signals off. */
  const neutral = (code: string, referrer: string) => [
    'set',
    {
      page_title: code,
      page_location: `${ORIGIN}/${code}`,
      page_referrer: referrer,
      allow_google_signals: false,
      allow_ad_personalization_signals: false,
    },
  ];

  it('sets the page’s neutral fields before GA’s config, Google signals off; a page reached by a link, and its referrer, by code', () => {
    const send = jest.fn();
    setFirstPage(send, '/problems/emotion/', ORIGIN, 'https://search.example/?q=depression');
    setFirstPage(send, '/fee/', ORIGIN, 'https://centre.hk/problems/love/');
    setFirstPage(send, '/no-such-page/', ORIGIN, 'https://centre.hk/fee/');
    const fromLinks = [neutral('P27', `${ORIGIN}/P13`), neutral('P00', `${ORIGIN}/P27`)];
    expect(send.mock.calls).toEqual([neutral('P12', 'https://search.example/'), ...fromLinks]);
    expect(JSON.stringify(send.mock.calls)).not.toMatch(/love|problems|no-such|fee/);
  });
});
