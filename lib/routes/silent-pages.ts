import { page as crisisPage } from '@/content/pages/crisis-support';
import type { RouteEntry } from './route-list';

/**
 * The pages where analytics sends nothing at all, with or without consent: the crisis page and
 * every page that carries the quick exit. A visit code sent in a WhatsApp message would otherwise
 * tie a visit to these pages to a named person (copy review 3, R22). The crisis page is listed
 * whatever its route says, so a change to how the quick exit is placed cannot make it counted.
 */
export function silentPaths(routes: readonly Pick<RouteEntry, 'path' | 'quickExit'>[]): readonly string[] {
  const paths = new Set(routes.filter((route) => route.quickExit).map((route) => route.path));
  paths.add(crisisPage.path);
  return [...paths].sort();
}
