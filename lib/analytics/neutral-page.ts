// The neutral page fields analytics sends: the code, the stand-in URL and the referrer. This file
// builds them; lib/analytics/page-view.ts `setFirstPage` sends them to GA, as page_title,
// page_location and page_referrer, before GA's config.
import { codeForPath, type PageCodeTable } from '@/lib/routes/page-code';

/**
 * Path → neutral code, handed over by the analytics component from its server parent: only paths
 * and codes reach the browser, never the pages' names or words.
 */
let codes: PageCodeTable = {};

export function setPageCodeTable(table: PageCodeTable): void {
  codes = table;
}

/**
 * The neutral code of the page at `pathname` ('P12'), the only name of a page that analytics
 * receives: a health page's address or title never leaves the site. Accepts the trailing-slash
 * form and `index.html`; any other path is `UNKNOWN_PAGE_CODE`.
 */
export function pageCode(pathname: string): string {
  return codeForPath(pathname.replace(/index\.html$/, ''), codes);
}

/** The page's neutral stand-in URL for GA's page_location and page_referrer: `origin/P12`. */
export function neutralPageUrl(origin: string, pathname: string): string {
  return `${origin}/${pageCode(pathname)}`;
}

/**
 * What a page view may say about where the visitor came from: another page of this site by its
 * neutral URL, another site by its origin only (no path, no query), nothing when unknown.
 */
export function neutralReferrer(referrer: string, origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return url.origin === origin ? neutralPageUrl(origin, url.pathname) : `${url.origin}/`;
}
