// lib/routes/: every page's address, code and place in the menus, collected from content/ at build
// time (index.ts, this file: the route list and its lookups; route-list.ts, pages.ts, menus.ts,
// frame-paths.ts, addresses.ts; site-url.ts for absolute URLs). Two are light enough for the browser
// and imported by client leaves: paths.ts (a path's written form) and page-code.ts (a path's code).
import { quickExitAt } from '@/lib/crisis/quick-exit';
import { page as crisisPage } from '@/content/pages/crisis-support';
import type { PageCodeTable } from './page-code';
import { pageSources } from './pages';
import { collectRoutes, type RouteEntry, type RouteKind, type RouteOf } from './route-list';

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

/** Every page's neutral booking code by path, for the client parts that read the browser's address. */
export const pageCodeTable: PageCodeTable = Object.fromEntries(routes.map((route) => [route.path, route.code]));

/**
 * The pages where analytics sends nothing at all, with or without consent: the crisis page and
 * every page that carries the quick exit (lib/crisis/quick-exit.ts decides which, by their topics). No record
 * of a visit to them should exist anywhere, not even under GA's browser cookie (copy review 3, R22;
 * since issue 51 GA also gets no visit code, so nothing ties any page to a named enquiry). The crisis page is listed whatever its route says, so a change to how the quick
 * exit is placed cannot make it counted. The browser asks isSilentPage (lib/analytics/silent-page.ts).
 */
export function silentPaths(of: readonly Pick<RouteEntry, 'path' | 'quickExit'>[]): readonly string[] {
  const paths = new Set(of.filter((route) => route.quickExit).map((route) => route.path));
  paths.add(crisisPage.path);
  return [...paths].sort();
}

/** Where analytics sends nothing (silentPaths), handed to the analytics component. */
export const analyticsSilentPaths: readonly string[] = silentPaths(routes);
