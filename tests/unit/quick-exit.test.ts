import { blogPosts } from '@/content/pages/blog';
import { page as feePage } from '@/content/pages/fee';
import { page as lovePage } from '@/content/pages/problems/love';
import { therapists } from '@/content/therapists';
import { declaresQuickExitTopic, quickExitPaths } from '@/lib/crisis/quick-exit';

it('declaresQuickExitTopic says yes for an entry about family, relationships, children or violence, and no otherwise', () => {
  for (const topic of ['family', 'relationships', 'children', 'violence']) expect(declaresQuickExitTopic({ topics: [topic] })).toBe(true);
  expect(declaresQuickExitTopic({ topics: [] })).toBe(false);
  expect(declaresQuickExitTopic({ lead: '面對家庭暴力時' })).toBe(false);
});

describe('quickExitPaths', () => {
  const post = blogPosts[0];
  if (!post) throw new Error('the content has no article to copy');
  const sources = {
    pages: [
      { ...feePage, topics: ['family' as const] },
      { ...lovePage, topics: undefined },
    ],
    therapists: [...therapists],
    blogPosts: [{ ...post, topics: ['violence' as const] }],
  };

  it('lists each page and article that declares a topic of the quick exit, and no other', () => {
    expect([...quickExitPaths(sources, [])].sort()).toEqual([feePage.path, `/blog/${post.slug}`].sort());
  });

  it("lists a page's older addresses with it", () => {
    const paths = quickExitPaths({ ...sources, pages: [lovePage], blogPosts: [] }, []);
    expect([...paths].sort()).toEqual([lovePage.path, '/problems/relationship-trauma'].sort());
  });

  it('always lists the addresses it is given, whatever their topics', () => {
    expect(quickExitPaths({ ...sources, pages: [], blogPosts: [] }, ['/crisis-support'])).toEqual(new Set(['/crisis-support']));
  });
});
