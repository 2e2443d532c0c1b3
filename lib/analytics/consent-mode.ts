import { CONSENT_DEFAULTS, consentUpdate } from './consent';
import type { Gtag } from './gtag';
import { setFirstPage } from './page-view';

export interface PageAddress {
  readonly pathname: string;
  readonly origin: string;
  /** document.referrer; reduced to a neutral form before GA sees it. */
  readonly referrer: string;
}

type DisableFlags = Record<string, unknown>;

/** First in the dataLayer, before any answer: Consent Mode with everything denied. */
export function queueConsentDefaults(send: Gtag): void {
  send('consent', 'default', CONSENT_DEFAULTS);
}

/**
 * The visitor accepted: analytics storage granted (ads stay denied) and the neutral page queued,
 * both before GA's config — which the caller renders next. No user property is set: the visit
 * code stays in the booking message only, so nothing in GA ties the pages read to an enquiry
 * (issue 51, R22).
 */
export function grantAnalytics(send: Gtag, gaId: string, page: PageAddress, flags: DisableFlags = window): void {
  flags[`ga-disable-${gaId}`] = false;
  send('consent', 'update', consentUpdate('granted'));
  setFirstPage(send, page.pathname, page.origin, page.referrer);
}

/**
 * The visitor withdrew consent after GA had loaded on this page: gtag.js cannot be unloaded, so
 * GA's documented opt-out flag stops it sending, and its cookies go.
 */
export function revokeAnalytics(send: Gtag, gaId: string, doc: Document = document, flags: DisableFlags = window): void {
  send('consent', 'update', consentUpdate('denied'));
  flags[`ga-disable-${gaId}`] = true;
  clearGaCookies(doc);
}

const GA_COOKIE = /^(_ga(_[A-Z0-9]+)?|_gid|_gat(_.*)?)$/;

/**
 * Deletes GA's first-party cookies. GA sets them on the widest domain it may (`.centre.hk` for
 * www.centre.hk), so every parent domain of the host is tried, and the host without a domain.
 */
export function clearGaCookies(doc: Document = document): void {
  const names = doc.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => GA_COOKIE.test(name));
  const labels = doc.location.hostname.split('.');
  const domains = labels.map((_, index) => labels.slice(index).join('.')).filter((domain) => domain.includes('.'));
  for (const name of names) {
    doc.cookie = `${name}=; Max-Age=0; path=/`;
    for (const domain of domains) doc.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`;
  }
}
