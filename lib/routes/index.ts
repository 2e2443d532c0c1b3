import { codeForPath, type PageCodeTable } from './page-code';
import { pageSources } from './pages';
import { collectRoutes, trailIn, type Crumb, type RouteEntry } from './route-list';

export { collectRoutes, UNKNOWN_PAGE_CODE, type Crumb, type RouteEntry } from './route-list';

export const routes: readonly RouteEntry[] = collectRoutes(pageSources);

const byPath = new Map<string, RouteEntry>(routes.map((route) => [route.path, route]));

/**
 * The page at a path ({ path, code, name, … }), or undefined. It reads every content module, so
 * a client component should receive what it needs (e.g. the booking code) from its server parent.
 */
export function findRoute(path: string): RouteEntry | undefined {
  return byPath.get(path);
}

/** The route of a page; a page without a content entry is a build error naming the path. */
export function getRoute(path: string): RouteEntry {
  const route = byPath.get(path);
  if (!route) throw new Error(`no page entry in content/ for "${path}"`);
  return route;
}

/** Home → … → the page itself, following each route's parent; an unknown path is a build error. */
export function breadcrumbTrail(path: string): Crumb[] {
  getRoute(path);
  return trailIn(routes, path);
}

/** Every page's neutral booking code by path, for the one client part that needs it. */
export const pageCodeTable: PageCodeTable = Object.fromEntries(routes.map((route) => [route.path, route.code]));

/** The neutral booking code of a path ('/fee/' → 'P27'); unknown paths get P00. */
export const pageCode = (path: string): string => codeForPath(path, pageCodeTable);
