import { blogPosts } from '@/content/pages/blog';
import { page as crisisPage } from '@/content/pages/crisis-support';
import { page as feePage } from '@/content/pages/fee';
import { page as lovePage } from '@/content/pages/problems/love';
import { therapists } from '@/content/therapists';
import { hasQuickExit, quickExitPaths, speaksOf } from '@/lib/quick-exit';

const WORDS = ['暴力', '虐待'];

describe('speaksOf', () => {
  it('finds a word anywhere in an entry: nested sections, lists, inside a longer text', () => {
    const entry = { heading: '關係', sections: [{ kind: 'list', items: ['溝通', '如關係中有暴力，請先確保安全'] }] };
    expect(speaksOf(entry, WORDS)).toBe(true);
    expect(speaksOf({ faq: { items: [{ answer: '兒童受虐待' }] } }, WORDS)).toBe(true);
  });

  it('says no when no text holds a word, or a word is split between two texts', () => {
    expect(speaksOf({ heading: '收費', sections: [{ items: ['每節 HK$1,600'] }] }, WORDS)).toBe(false);
    expect(speaksOf({ a: '暴', b: '力' }, WORDS)).toBe(false);
    expect(speaksOf('暴力', [])).toBe(false);
  });
});

describe('quickExitPaths', () => {
  const therapist = therapists.find((entry) => !speaksOf(entry, WORDS));
  const post = blogPosts.find((entry) => !speaksOf(entry, WORDS));
  if (!therapist || !post) throw new Error('the content has no quiet therapist or article to copy');
  // The love page without the section that speaks of violence, and with it (an alias comes along).
  const quietLove = { ...lovePage, sections: lovePage.sections.filter((section) => !speaksOf(section, WORDS)) };
  const sources = {
    pages: [{ ...feePage, lead: '面對家庭暴力時' }, quietLove],
    therapists: [{ ...therapist, role: '處理童年虐待創傷的治療師' }],
    blogPosts: [post],
  };

  it('lists each page, profile and article whose words speak of violence, and no other', () => {
    expect([...quickExitPaths(sources, WORDS, [])].sort()).toEqual([feePage.path, `/therapist/${therapist.slug}`].sort());
  });

  it("lists a page's older addresses with it", () => {
    const paths = quickExitPaths({ ...sources, pages: [lovePage] }, WORDS, []);
    expect([...paths].sort()).toEqual([lovePage.path, '/problems/relationship-trauma', `/therapist/${therapist.slug}`].sort());
  });

  it('always lists the addresses it is given, whatever their words', () => {
    expect(quickExitPaths(sources, [], ['/crisis-support'])).toEqual(new Set(['/crisis-support']));
  });
});

describe('hasQuickExit, on the content as it is', () => {
  it('puts the quick exit on /crisis-support/ and on the pages that speak of violence', () => {
    expect(hasQuickExit(crisisPage.path)).toBe(true);
    expect(hasQuickExit('/problems/love')).toBe(true);
    expect(hasQuickExit('/problems/relationship-trauma')).toBe(true);
  });

  it('leaves it off the pages that do not', () => {
    expect(hasQuickExit('/fee')).toBe(false);
    expect(hasQuickExit('/')).toBe(false);
  });
});
