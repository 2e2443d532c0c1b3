import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { getRoute, routes } from '@/lib/routes';

// Rules every page's search entry keeps, whatever the centre's real words are.
describe('page search entries', () => {
  it('gives every route exactly one search entry at its own path, and throws, naming the path, for an unknown route', () => {
    for (const route of routes) expect(getRoute(route.path).seo.path).toBe(route.path);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
    expect(() => getRoute('/no-such-page').seo).toThrow('"/no-such-page"');
  });

  it('gives an alias the same title and description as its page, and points its canonical there', () => {
    for (const [alias, canonical] of routes
      .filter((route) => route.canonical !== route.path)
      .map((route) => [route.path, route.canonical] as const)) {
      expect(getRoute(alias).seo.title).toBe(getRoute(canonical).seo.title);
      expect(getRoute(alias).seo.description).toBe(getRoute(canonical).seo.description);
    }
  });

  it('names only share images whose source exists in content/images/', () => {
    for (const route of routes)
      if (route.seo.ogImage) expect(existsSync(join(process.cwd(), 'content', 'images', route.seo.ogImage))).toBe(true);
  });

  it('marks exactly the blog articles as articles', () => {
    for (const route of routes) expect(route.seo.type === 'article').toBe(route.path.startsWith('/blog/'));
  });
});
