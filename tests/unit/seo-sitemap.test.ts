import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { routes } from '@/lib/routes';
import { site } from '@/content/site';

describe('sitemap', () => {
  const entries = sitemap();

  it('lists every indexable route once, with an absolute trailing-slash URL', () => {
    const expected = routes.filter((route) => route.indexable).map((route) => `${site.origin}${route.path === '/' ? '/' : `${route.path}/`}`);
    expect(entries.map((entry) => entry.url)).toEqual(expected);
    expect(new Set(expected).size).toBe(expected.length);
  });

  it('leaves out the alias /problems/relationship-trauma', () => {
    expect(entries.some((entry) => entry.url.includes('relationship-trauma'))).toBe(false);
  });

  it('dates each entry from the route list', () => {
    const article = entries.find((entry) => entry.url.endsWith('/blog/what-is-family-constellation/'));
    expect(article?.lastModified).toBe('2026-11-18');
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
