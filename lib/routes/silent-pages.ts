import { page as crisisPage } from '@/content/pages/crisis-support';
import type { RouteEntry } from './route-list';

/**
 * The pages where analytics sends nothing at all, with or without consent: the crisis page and
 * every page that carries the quick exit. No record of a visit to them should exist anywhere, not
 * even under GA's browser cookie (copy review 3, R22; since issue 51 GA also gets no visit code,
 * so nothing ties any page to a named enquiry). The crisis page is listed
 * whatever its route says, so a change to how the quick exit is placed cannot make it counted.
 */
export function silentPaths(routes: readonly Pick<RouteEntry, 'path' | 'quickExit'>[]): readonly string[] {
  const paths = new Set(routes.filter((route) => route.quickExit).map((route) => route.path));
  paths.add(crisisPage.path);
  return [...paths].sort();
}
