import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { generalPages } from '@/content/pages';
import { pagesWithOwnFolder, sectionPages } from '@/lib/routes/pages';
import { routeOf, routes, routesOf, type RouteKind } from '@/lib/routes';

/*
 * Which file under app/ renders each page: the lists in content/ name the pages, the route files
 * render them. These tests keep the two in step, so the content check need not read app/.
 */
const appFile = (...segments: string[]) => existsSync(join(process.cwd(), 'app', ...segments, 'page.tsx'));
const segmentsOf = (path: string) => path.split('/').filter(Boolean);

describe('the route files under app/', () => {
  it('give a general page a folder of its own exactly when lib/routes/pages.ts lists it as having one', () => {
    const ownFolder = (page: (typeof generalPages)[number]) => ({ path: page.path, ownFolder: appFile(...segmentsOf(page.path)) });
    expect(generalPages.map(ownFolder)).toEqual(
      generalPages.map((page) => ({ path: page.path, ownFolder: pagesWithOwnFolder.includes(page) })),
    );
  });

  it('leave every other general page to the catch-all route, which finds each by its address', () => {
    expect(appFile('[...path]')).toBe(true);
    expect(sectionPages.length).toBe(generalPages.length - pagesWithOwnFolder.length);
    expect(routesOf('section').map((route) => route.page)).toEqual(expect.arrayContaining([...sectionPages]));
    for (const page of sectionPages) expect(routeOf('section', page.path).page).toBe(page);
    expect(() => routeOf('section', '/no-such-page')).toThrow('"/no-such-page"');
    expect(() => routeOf('section', '/faq')).toThrow('the page at "/faq" is of kind folder, not section');
  });

  it('render every route by the template its kind names: its own folder, a [slug] folder, or the catch-all', () => {
    const slugFolder = (folder: string) => (segments: string[]) =>
      segments.length === 2 && segments[0] === folder && appFile(folder, '[slug]') && !appFile(...segments);
    const template: Record<RouteKind, (segments: string[]) => boolean> = {
      folder: (segments) => appFile(...segments),
      section: (segments) => appFile('[...path]') && !appFile(...segments),
      service: slugFolder('services'),
      problem: slugFolder('problems'),
      therapist: slugFolder('therapist'),
      article: slugFolder('blog'),
    };
    for (const { path, kind } of routes)
      expect({ path, kind, rendered: template[kind](segmentsOf(path)) }).toEqual({ path, kind, rendered: true });
  });
});
