import { normalizePath } from './paths';
import { UNKNOWN_PAGE_CODE } from './route-list';

/** Page path ('/services/family') → its neutral booking code ('P03'). */
export type PageCodeTable = Readonly<Record<string, string>>;

/**
 * The neutral booking code of a path in any form ('/fee/', '/fee?x'); unknown paths get P00.
 * Pure, so the floating WhatsApp button can use it in the browser with a table from the server.
 */
export function codeForPath(pathname: string, table: PageCodeTable): string {
  return table[normalizePath(pathname)] ?? UNKNOWN_PAGE_CODE;
}
