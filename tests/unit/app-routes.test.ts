import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { generalPages } from '@/content/pages';
import { pagesWithOwnFolder, sectionPageAt, sectionPages } from '@/lib/routes/pages';
import { routes } from '@/lib/routes';

/*
 * Which file under app/ renders each page: the lists in content/ name the pages, the route files
 * render them. These tests keep the two in step, so the content check need not read app/.
 */
const appFile = (...segments: string[]) => existsSync(join(process.cwd(), 'app', ...segments, 'page.tsx'));
const segmentsOf = (path: string) => path.split('/').filter(Boolean);

describe('the route files under app/', () => {
  it('give a general page a folder of its own exactly when lib/routes/pages.ts lists it as having one', () => {
    for (const page of generalPages) {
      expect({ path: page.path, ownFolder: appFile(...segmentsOf(page.path)) }).toEqual({
        path: page.path,
        ownFolder: pagesWithOwnFolder.includes(page),
      });
    }
  });

  it('leave every other general page to the catch-all route, which finds each by its address', () => {
    expect(appFile('[...path]')).toBe(true);
    expect(sectionPages.length).toBe(generalPages.length - pagesWithOwnFolder.length);
    for (const page of sectionPages) expect(sectionPageAt(segmentsOf(page.path))).toBe(page);
    expect(() => sectionPageAt(['no-such-page'])).toThrow('"/no-such-page"');
  });

  it('render every route: its own folder, a [slug] folder beside it, or the catch-all', () => {
    const catchAll = new Set(sectionPages.map((page) => page.path));
    for (const { path } of routes) {
      const segments = segmentsOf(path);
      const rendered = appFile(...segments) || appFile(...segments.slice(0, -1), '[slug]') || catchAll.has(path);
      expect({ path, rendered }).toEqual({ path, rendered: true });
    }
  });
});
