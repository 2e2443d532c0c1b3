import { SIMPLIFIED, edition, type Edition } from '@/lib/edition';

/**
 * The site is exported with `trailingSlash: true`, so every page lives at `/<route>/`, and each
 * edition's pages under its base ('' or '/zh-hans'). Content writes paths without either; links,
 * canonicals and the sitemap go through here. A link stays in the edition of its page.
 */
export function href(path: string, of: Edition = edition): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('#')) return path;
  const [pathname = '/', ...rest] = path.split(/(?=[?#])/);
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return of.base + withSlash + rest.join('');
}

/** Strips the edition's base, the trailing slash and query, giving the form the content uses ('/' stays '/'). */
export function normalizePath(pathname: string): string {
  const bare = pathname.split(/[?#]/)[0] ?? '/';
  const inEdition = bare === SIMPLIFIED.base || bare.startsWith(`${SIMPLIFIED.base}/`) ? bare.slice(SIMPLIFIED.base.length) || '/' : bare;
  return inEdition.length > 1 ? inEdition.replace(/\/+$/, '') : '/';
}

/** An id-safe slug of a path, for HTML ids: '/' → 'home', '/services/family/' → 'services-family'. */
export function pageSlug(pathname: string): string {
  const path = normalizePath(pathname);
  return path === '/'
    ? 'home'
    : path
        .slice(1)
        .replace(/[^a-z0-9]+/gi, '-')
        .toLowerCase();
}
