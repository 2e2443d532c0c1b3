import { href, normalizePath, pageSlug } from '@/lib/routes/paths';
import { absoluteUrl } from '@/lib/routes/site-url';
import { site } from '@/content/site';
import { collectRoutes, type RouteEntry } from '@/lib/routes/route-list';
import { getRoute } from '@/lib/routes';

/** The breadcrumb trail of the route at `path` in a route list. */
const crumbsAt = (list: readonly RouteEntry[], path: string) => list.find((route) => route.path === path)?.crumbs ?? [];

it.each([
  ['/', '/'],
  ['/services', '/services/'],
  ['/services/', '/services/'],
  ['/faq#fees', '/faq/#fees'],
  ['/blog?page=2', '/blog/?page=2'],
  ['https://wa.me/1', 'https://wa.me/1'],
  ['tel:+85223456789', 'tel:+85223456789'],
  ['#main', '#main'],
])('href %s → %s', (input, output) => {
  expect(href(input)).toBe(output);
});

it('makes absolute URLs on the site origin in the trailing-slash form', () => {
  expect(absoluteUrl('/contact')).toBe(`${site.origin}/contact/`);
  expect(absoluteUrl('/')).toBe(`${site.origin}/`);
});

it('normalises browser paths to the content form, and gives neutral page slugs for booking tags', () => {
  expect(normalizePath('/services/family/')).toBe('/services/family');
  expect(normalizePath('/')).toBe('/');
  expect(normalizePath('/faq/?x=1')).toBe('/faq');
  expect(pageSlug('/')).toBe('home');
  expect(pageSlug('/services/family/')).toBe('services-family');
});

describe('breadcrumb trails', () => {
  const seo = { title: '標題', description: '描述' };
  const page = (path: string, name: string, parent?: string) => ({ path, code: 'P01', name, lastModified: '2026-11-20', seo, parent });
  const routes = collectRoutes({
    pages: [page('/', '首頁'), page('/workshop', '講座'), page('/blog', '文章', '/workshop')],
    therapists: [],
    blogPosts: [
      {
        slug: 'a',
        code: 'P02',
        seo,
        title: '一篇',
        excerpt: '摘',
        authorSlug: 'x',
        datePublished: '2026-11-01',
        dateModified: '2026-11-02',
      },
    ].map((post) => ({ ...post, image: { file: 'a.svg', alt: '圖' }, readingMinutes: 1, sections: [] })),
  });

  it('follows parents up to home', () => {
    expect(crumbsAt(routes, '/blog/a')).toEqual([
      { name: '首頁', path: '/' },
      { name: '講座', path: '/workshop' },
      { name: '文章', path: '/blog' },
      { name: '一篇', path: '/blog/a' },
    ]);
  });

  it('is just home for home, and names the missing route', () => {
    expect(crumbsAt(routes, '/')).toEqual([{ name: '首頁', path: '/' }]);
    expect(getRoute('/').crumbs).toEqual([{ name: getRoute('/').name, path: '/' }]);
    expect(() => getRoute('/nope')).toThrow('no page entry in content/ for "/nope"');
  });
});
