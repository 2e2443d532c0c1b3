import type { Gtag } from './gtag';
import { neutralPageUrl, neutralReferrer, pageCode } from './neutral-page';

/** The page fields GA receives: the neutral code as title and URL, never the real ones. */
interface PageContext {
  readonly page_title: string;
  readonly page_location: string;
  readonly page_referrer: string;
}

/** `referrer` is already neutral (see neutralReferrer); '' for none. */
function pageContext(pathname: string, origin: string, referrer: string): PageContext {
  return { page_title: pageCode(pathname), page_location: neutralPageUrl(origin, pathname), page_referrer: referrer };
}

/**
 * Before GA's config: `set` makes its automatic page_view, and every later event, carry the
 * neutral page instead of document.title and location.href. Google signals stay off.
 */
export function setFirstPage(send: Gtag, pathname: string, origin: string, documentReferrer: string): void {
  const referrer = neutralReferrer(documentReferrer, origin) ?? '';
  send('set', { ...pageContext(pathname, origin, referrer), allow_google_signals: false, allow_ad_personalization_signals: false });
}
