import { quickExitAt } from '@/lib/quick-exit';
import { codeForPath, type PageCodeTable } from './page-code';
import { pageSources } from './pages';
import { silentPaths } from './silent-pages';
import { collectRoutes, type Crumb, type RouteEntry, type RouteKind, type RouteOf } from './route-list';

export {
  collectRoutes,
  notFoundPageRef,
  UNKNOWN_PAGE_CODE,
  type Crumb,
  type PageRef,
  type RouteEntry,
  type RouteKind,
  type RouteOf,
} from './route-list';

/** The one list of pages: the routes' static params, the menus, the sitemap and the booking codes all read it. */
export const routes: readonly RouteEntry[] = collectRoutes(pageSources, { quickExit: quickExitAt });

const byPath = new Map<string, RouteEntry>(routes.map((route) => [route.path, route]));

/**
 * The route of a page, looked up once by its route file, which hands the parts its components
 * need down as props; a path without a page entry is a build error naming it.
 */
export function getRoute(path: string): RouteEntry {
  const route = byPath.get(path);
  if (!route) throw new Error(`no page entry in content/ for "${path}"`);
  return route;
}

/** The route at a path that a given template renders ('service' for app/services/[slug]); any other is a build error. */
export function routeOf<K extends RouteKind>(kind: K, path: string): RouteOf<K> {
  const route = getRoute(path);
  if (!isKind(route, kind)) throw new Error(`the page at "${path}" is of kind ${route.kind}, not ${kind}`);
  return route;
}

/** Every route a template renders, for its `generateStaticParams`. */
export function routesOf<K extends RouteKind>(kind: K): RouteOf<K>[] {
  return routes.filter((route): route is RouteOf<K> => isKind(route, kind));
}

const isKind = <K extends RouteKind>(route: RouteEntry, kind: K): route is RouteOf<K> => route.kind === kind;

/** The page at a path, or undefined (for tests and scripts, which start from an address). */
export function findRoute(path: string): RouteEntry | undefined {
  return byPath.get(path);
}

/** Home → … → the page itself (for tests; a page hands its route's `crumbs` down). */
export function breadcrumbTrail(path: string): Crumb[] {
  return [...getRoute(path).crumbs];
}

/** Every page's neutral booking code by path, for the client parts that read the browser's address. */
export const pageCodeTable: PageCodeTable = Object.fromEntries(routes.map((route) => [route.path, route.code]));

/** Where analytics sends nothing (lib/routes/silent-pages.ts), handed to the analytics component. */
export const analyticsSilentPaths: readonly string[] = silentPaths(routes);

/** The neutral booking code of a path ('/fee/' → 'P27'); unknown paths get P00 (for tests and scripts). */
export const pageCode = (path: string): string => codeForPath(path, pageCodeTable);
