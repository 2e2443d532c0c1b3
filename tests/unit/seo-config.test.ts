import { notFoundSeo, pageSeo } from '@/content/seo';
import { routes } from '@/content/routes';
import { canonicalAliases, getPageSeo } from '@/lib/seo/metadata';

const OG_SOURCES = new Set([
  ...['family', 'integral-psychotherapy', 'hypnotherapy', 'isp', 'cantonese', 'mandarin', 'children'].map((s) => `service-${s}.svg`),
  ...['family', 'children', 'love', 'emotion', 'wealth'].map((s) => `problem-${s}.svg`),
  ...['chan-sum-yee', 'lee-ka-ming', 'wong-wing-sze', 'cheung-chi-wai', 'lau-mei-ling', 'ho-ka-yan'].map((s) => `therapist-${s}.svg`),
  'workshop.svg',
  'workshop-family-constellation.svg',
  'blog-what-is-family-constellation.svg',
]);

describe('content/seo.ts', () => {
  it('has exactly one entry for every route and none for paths that are not routes', () => {
    const seoPaths = pageSeo.map((entry) => entry.path).sort();
    const routePaths = routes.map((route) => route.path).sort();
    expect(seoPaths).toEqual(routePaths);
    expect(new Set(seoPaths).size).toBe(seoPaths.length);
  });

  it('throws, naming the path, for an unknown route', () => {
    expect(() => getPageSeo('/no-such-page')).toThrow('"/no-such-page"');
  });

  it('gives every page a unique title; only an alias repeats the page it serves', () => {
    const owners = new Map<string, string>();
    for (const entry of pageSeo) {
      const owner = canonicalAliases[entry.path] ?? entry.path;
      const previous = owners.get(entry.title);
      expect({ title: entry.title, owner: previous ?? owner }).toEqual({ title: entry.title, owner });
      owners.set(entry.title, owner);
    }
    expect(owners.has(notFoundSeo.title)).toBe(false);
  });

  it.each([...pageSeo, notFoundSeo].map((entry) => [entry.path, entry.description] as const))(
    'describes %s in 50–160 characters',
    (_path, description) => {
      const length = [...description].length;
      expect(length).toBeGreaterThanOrEqual(50);
      expect(length).toBeLessThanOrEqual(160);
      expect(description).toBe(description.trim());
    },
  );

  it('keeps titles short enough for a results page once the centre name is appended', () => {
    for (const entry of pageSeo) expect([...entry.title].length).toBeLessThanOrEqual(24);
  });

  it('gives the alias the same title and description as /problems/love', () => {
    const alias = getPageSeo('/problems/relationship-trauma');
    const love = getPageSeo('/problems/love');
    expect(alias.title).toBe(love.title);
    expect(alias.description).toBe(love.description);
    expect(canonicalAliases['/problems/relationship-trauma']).toBe('/problems/love');
  });

  it('names only social image sources that the build generates', () => {
    for (const entry of pageSeo) {
      if ('ogImage' in entry) expect(OG_SOURCES).toContain(entry.ogImage);
    }
  });

  it('marks only the blog article as an article', () => {
    const articles = pageSeo.filter((entry) => 'type' in entry && entry.type === 'article').map((e) => e.path);
    expect(articles).toEqual(['/blog/what-is-family-constellation']);
  });

  it('keeps the not-found page out of the index', () => {
    expect(notFoundSeo.title).toBe('找不到頁面');
    expect(notFoundSeo.robots).toEqual({ index: false, follow: true });
    expect(pageSeo.some((entry) => 'robots' in entry)).toBe(false);
  });
});
