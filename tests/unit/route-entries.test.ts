import { home } from '@/content/home';
import { page as feePage } from '@/content/pages/fee';
import { quickExitAt } from '@/lib/crisis/quick-exit';
import { getRoute, routeOf, routes, routesOf } from '@/lib/routes';
import { FLUSH_PATHS, MAINLAND_NOTICE_PATHS, WITHOUT_BOOKING_PATHS } from '@/lib/routes/frame-paths';
import { lastSegment, problemPath, therapistPath } from '@/lib/routes/addresses';
import { contentPage, home as homeSchema } from '@/lib/schema';

/*
 * A route entry carries what its page's components need (the frame, the quick exit, the trail,
 * the booking code), so the route file hands them down and no component looks its page up again.
 */
describe('the route entries', () => {
  /** The paths of the routes that `has`, sorted: a path the layout names that is no page of the site is missing here. */
  const pathsWhere = (has: (route: (typeof routes)[number]) => boolean) =>
    routes
      .filter(has)
      .map((route) => route.path)
      .sort();

  it('are flush exactly at the pages the layout names, each of them a page of the site', () => {
    expect(pathsWhere((route) => route.flush)).toEqual([...FLUSH_PATHS].sort());
    expect(getRoute('/fee').flush).toBe(false);
  });

  it('end with the booking block, and show the notice for the mainland, where the layout says, each path a page of the site', () => {
    expect(pathsWhere((route) => !route.booking)).toEqual([...WITHOUT_BOOKING_PATHS].sort());
    expect(pathsWhere((route) => route.mainlandNotice)).toEqual([...MAINLAND_NOTICE_PATHS].sort());
    for (const route of [...routesOf('service'), ...routesOf('problem'), ...routesOf('article')])
      expect({ path: route.path, booking: route.booking }).toEqual({ path: route.path, booking: true });
  });

  it('leave the frame to the code: a content entry with a layout switch is refused', () => {
    expect(contentPage.safeParse({ ...feePage, flush: true }).success).toBe(false);
    expect(homeSchema.safeParse({ ...home, flush: true }).success).toBe(false);
    expect(contentPage.safeParse(feePage).success).toBe(true);
  });

  it('carry the quick exit where lib/crisis/quick-exit.ts puts it, an alias with its page', () => {
    for (const route of routes)
      expect({ path: route.path, quickExit: route.quickExit }).toEqual({ path: route.path, quickExit: quickExitAt.has(route.path) });
    expect(getRoute('/crisis-support').quickExit).toBe(true);
    expect(getRoute(problemPath('relationship-trauma')).quickExit).toBe(getRoute(problemPath('love')).quickExit);
  });

  it('carry their breadcrumb trail, from home to the page itself', () => {
    for (const route of routes) {
      expect(route.crumbs[0]?.path).toBe('/');
      expect(route.crumbs.at(-1)).toEqual({ name: route.name, path: route.path });
    }
    const therapist = routesOf('therapist')[0];
    expect(therapist?.crumbs.map((crumb) => crumb.path)).toEqual(['/', '/therapist', therapist?.path]);
  });

  it('carry the content their template renders, found by the address the template is given', () => {
    const alias = routeOf('problem', problemPath('relationship-trauma'));
    expect(alias.page).toBe(routeOf('problem', problemPath('love')).page);
    expect(alias.canonical).toBe(problemPath('love'));
    for (const route of routesOf('therapist'))
      expect(routeOf('therapist', therapistPath(lastSegment(route.path))).therapist).toBe(route.therapist);
    expect(() => routeOf('article', '/fee')).toThrow('the page at "/fee" is of kind section, not article');
  });
});
