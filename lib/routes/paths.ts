/**
 * The site is exported with `trailingSlash: true`, so every page lives at `/<route>/`.
 * Content writes paths without the slash; links, canonicals and the sitemap go through here.
 */
export function href(path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('#')) return path;
  const [pathname = '/', ...rest] = path.split(/(?=[?#])/);
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return withSlash + rest.join('');
}

/** Strips the trailing slash and query, giving the form the content uses ('/' stays '/'). */
export function normalizePath(pathname: string): string {
  const bare = pathname.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : '/';
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
