import { pageSources } from './pages';
import { collectRoutes, trailIn, type Crumb, type RouteEntry } from './route-list';

export { collectRoutes, UNKNOWN_PAGE_CODE, type Crumb, type RouteEntry } from './route-list';

export const routes: readonly RouteEntry[] = collectRoutes(pageSources);

const byPath = new Map<string, RouteEntry>(routes.map((route) => [route.path, route]));

export function findRoute(path: string): RouteEntry | undefined {
  return byPath.get(path);
}

/** The route of a page; a page without a content entry is a build error naming the path. */
export function getRoute(path: string): RouteEntry {
  const route = byPath.get(path);
  if (!route) throw new Error(`no page entry in content/ for "${path}"`);
  return route;
}

/** Home → … → the page itself, following each route's parent. */
export function breadcrumbTrail(path: string): Crumb[] {
  getRoute(path);
  return trailIn(routes, path);
}

export function indexableRoutes(): RouteEntry[] {
  return routes.filter((route) => route.indexable);
}
