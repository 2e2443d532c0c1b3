import { normalizePath } from '@/lib/routes/paths';

/**
 * Whether the page at `pathname` (any form: '/crisis-support/', '/zh-hans/crisis-support/') is
 * one where analytics stays silent. `silent` comes from the server (silentPaths in lib/routes/index.ts):
 * the crisis page and every page with the quick exit (`quickExitAt` in lib/crisis/quick-exit.ts, by topic).
 */
export function isSilentPage(pathname: string, silent: readonly string[]): boolean {
  return silent.includes(normalizePath(pathname.replace(/index\.html$/, '')));
}
