import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { routes } from '@/lib/routes';
import { site } from '@/content/site';

describe('sitemap', () => {
  const entries = sitemap();

  it('lists every indexable route once, with an absolute trailing-slash URL', () => {
    const expected = routes
      .filter((route) => route.indexable)
      .map((route) => `${site.origin}${route.path === '/' ? '/' : `${route.path}/`}`);
    expect(entries.map((entry) => entry.url)).toEqual(expected);
    expect(new Set(expected).size).toBe(expected.length);
  });

  it('leaves out aliases (older addresses of a page)', () => {
    for (const alias of routes.filter((route) => route.canonical !== route.path)) {
      expect(entries.some((entry) => entry.url.endsWith(`${alias.path}/`))).toBe(false);
    }
  });

  it('dates each entry from its page entry', () => {
    const indexable = routes.filter((route) => route.indexable);
    expect(entries.map((entry) => entry.lastModified)).toEqual(indexable.map((route) => route.lastModified));
  });
});

describe('robots', () => {
  it('allows every crawler everywhere and names the absolute sitemap', () => {
    expect(robots()).toEqual({
      rules: { userAgent: '*', allow: '/' },
      sitemap: `${site.origin}/sitemap.xml`,
    });
  });
});
