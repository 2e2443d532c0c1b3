import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The content file whose pages need no app/ folder of their own: app/[...path] renders them. */
export const GENERAL_PAGES_FILE = 'content/pages/general.ts';

/** Whether app/ has a page file in the path's own folder ('/faq' → app/faq/page.tsx). */
export function hasOwnPageFile(appDir: string, path: string): boolean {
  return existsSync(join(appDir, ...path.split('/').filter(Boolean), 'page.tsx'));
}

/**
 * Whether some file under app/ renders the page at this path, given the content file of its entry:
 * its own folder, a [slug] folder beside it, or (for general pages) the catch-all route.
 */
export function appRenders(appDir: string, path: string, file: string): boolean {
  if (hasOwnPageFile(appDir, path)) return true;
  const parent = path.slice(0, path.lastIndexOf('/'));
  if (path !== '/' && existsSync(join(appDir, ...parent.split('/').filter(Boolean), '[slug]', 'page.tsx'))) return true;
  return file === GENERAL_PAGES_FILE && existsSync(join(appDir, '[...path]', 'page.tsx'));
}
