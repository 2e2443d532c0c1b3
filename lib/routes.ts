import { pageSources } from './pages';
import { collectRoutes, type RouteEntry } from './route-list';

export { collectRoutes, UNKNOWN_PAGE_CODE, type RouteEntry } from './route-list';

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

export interface Crumb {
  readonly name: string;
  readonly path: string;
}

/** Home → … → the page itself, following each route's parent. */
export function breadcrumbTrail(path: string): Crumb[] {
  const trail: Crumb[] = [];
  let current: RouteEntry | undefined = getRoute(path);
  const seen = new Set<string>();
  while (current && !seen.has(current.path)) {
    seen.add(current.path);
    trail.unshift({ name: current.name, path: current.path });
    if (current.path === '/') break;
    current = byPath.get(current.parent ?? '/');
  }
  return trail;
}

export function indexableRoutes(): RouteEntry[] {
  return routes.filter((route) => route.indexable);
}
