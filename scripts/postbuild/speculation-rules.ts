// The speculation rules both editions share: out/speculation-rules.json, announced to the browser by
// the `Speculation-Rules` header on every page (headers.ts), never by an inline
// `<script type="speculationrules">`, so the CSP keeps `script-src 'self'` without
// 'inline-speculation-rules'. A browser that knows them (Chromium) prerenders a page of ours when the
// visitor shows intent on its link (`moderate`: hovering ~200 ms, or pressing it); the others ignore
// the header. https://developer.chrome.com/docs/web-platform/prerender-pages
//
// Patterns are URL patterns relative to the rules file's own address, so `/*/` means this origin only:
// never another site (WhatsApp, maps, the quick exit's neutral page) nor `tel:`, `mailto:` or
// `weixin:` links. Every page's address ends in `/` (next.config `trailingSlash`), and no file's does,
// so the page shape alone leaves out scripts, images, `.json`, `.xml`, `.txt`, `.pdf`, `.svg`; the
// asset folders are refused by name as well, should a link ever point into one.

import { IMAGE_FOLDER } from '@/lib/images/folder';

/** Where the rules file is served; the header names it. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';
/** The media type the browser requires of a rules file announced by header. */
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';

/**
 * Links never prerendered, whatever their address:
 * - `[hreflang]`: the edition switch and the Simplified suggestion lead to the same page in the other
 *   script; few visitors take them, and a prerender would load a whole second edition.
 * - `[rel~="noreferrer"]`: the quick exit (its address is another site's anyway).
 * - `[download]`: a file, not a page.
 * - `[data-no-prerender]`: any link a component marks so.
 */
export const NO_PRERENDER_SELECTORS = ['[hreflang]', '[rel~="noreferrer"]', '[download]', '[data-no-prerender]'] as const;

/** Page addresses (this origin, ending in `/`) and the folders that hold no page. */
export const PAGE_PATTERNS = ['/', '/*/'] as const;
export const NOT_PAGE_PATTERNS = ['/_next/*', '/*/_next/*', '/generated/*', `/${IMAGE_FOLDER}/*`] as const;

export function speculationRules() {
  return {
    prerender: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: [...PAGE_PATTERNS] },
            { not: { href_matches: [...NOT_PAGE_PATTERNS] } },
            { not: { selector_matches: [...NO_PRERENDER_SELECTORS] } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
}

/** The file's text. */
export function speculationRulesText(): string {
  return `${JSON.stringify(speculationRules(), null, 2)}\n`;
}
