import { routes, UNKNOWN_PAGE_CODE } from '@/content/routes';
import { normalizePath } from './paths';

/** Page path ('/services/family') → its neutral booking code ('P03'). */
export type PageCodeTable = Readonly<Record<string, string>>;

/** Every page's code, for the one client part that needs it (the floating WhatsApp button). */
export const pageCodeTable: PageCodeTable = Object.fromEntries(routes.map((route) => [route.path, route.code]));

/** The neutral booking code of a path in any form ('/fee/', '/fee?x'); unknown paths get P00. */
export function codeForPath(pathname: string, table: PageCodeTable = pageCodeTable): string {
  return table[normalizePath(pathname)] ?? UNKNOWN_PAGE_CODE;
}
