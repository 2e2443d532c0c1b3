import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { SIMPLIFIED, TRADITIONAL } from '@/lib/edition';
import { routes } from '@/lib/routes';
import { site } from '@/content/site';

describe('sitemap', () => {
  const entries = sitemap();
  const slashed = (path: string) => (path === '/' ? '/' : `${path}/`);

  it('lists every indexable route once in each edition, with an absolute trailing-slash URL', () => {
    const expected = routes
      .filter((route) => route.indexable)
      .flatMap((route) => [`${site.origin}${slashed(route.path)}`, `${site.origin}${SIMPLIFIED.base}${slashed(route.path)}`]);
    expect(entries.map((entry) => entry.url)).toEqual(expected);
    expect(new Set(expected).size).toBe(expected.length);
  });

  it('names both editions of the page in each entry, the Traditional one as x-default', () => {
    for (const route of routes.filter((each) => each.indexable)) {
      const languages = {
        [TRADITIONAL.lang]: `${site.origin}${slashed(route.path)}`,
        [SIMPLIFIED.lang]: `${site.origin}${SIMPLIFIED.base}${slashed(route.path)}`,
        'x-default': `${site.origin}${slashed(route.path)}`,
      };
      for (const url of [languages[TRADITIONAL.lang], languages[SIMPLIFIED.lang]])
        expect(entries.find((entry) => entry.url === url)?.alternates).toEqual({ languages });
    }
  });

  it('leaves out aliases (older addresses of a page), and dates each entry from its page entry', () => {
    for (const alias of routes.filter((route) => route.canonical !== route.path))
      expect(entries.some((entry) => entry.url.endsWith(`${alias.path}/`))).toBe(false);
    const indexable = routes.filter((route) => route.indexable);
    expect(entries.map((entry) => entry.lastModified)).toEqual(indexable.flatMap((route) => [route.lastModified, route.lastModified]));
  });
});

it('robots allows every crawler everywhere and names the absolute sitemap', () => {
  expect(robots()).toEqual({ rules: { userAgent: '*', allow: '/' }, sitemap: `${site.origin}/sitemap.xml` });
});
