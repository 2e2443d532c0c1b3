/**
 * Google Analytics 4 — off by default.
 *
 * A build may override both fields with environment variables (see lib/analytics/config.ts):
 *   ANALYTICS_ENABLED=true  GA_MEASUREMENT_ID=G-…  npm run build
 * Off: the build ships no analytics code and makes no analytics request; the privacy page says so.
 * On: a notice asks each visitor first (words in content/consent.ts); nothing of Google's loads
 * until they accept, and the privacy page lists what GA then receives (privacyDisclosure in content/pages/privacy.ts).
 * Pages reach GA by their neutral booking code (each page's `code` in content/, read through
 * lib/routes/page-code.ts), never by title or address.
 * Before the first build with analytics, in the GA4 data stream's enhanced measurement:
 * - turn OFF "Page changes based on browser history events" (Page views › Show advanced
 *   settings): every internal link is a full page load whose view GA's config counts, by code;
 *   GA's history tracking would add views with the page's real address;
 * - the site measures scrolls, link clicks, downloads and video progress itself: GA's own
 *   versions of these (scrolls, outbound clicks, file downloads, video engagement) only repeat them;
 * - leave Google signals off in the property (the CSP does not allow its ad hosts);
 * - to read the field vitals (web_vitals events) by page, rating and how the page was reached,
 *   register metric_name, rating, page, navigation_type and element as event-scoped custom
 *   dimensions (Admin › Custom definitions).
 */
export interface AnalyticsSettings {
  readonly enabled: boolean;
  /** The GA4 web data stream's measurement id, `G-` then letters and digits. */
  readonly measurementId: string;
  /**
   * The property's data retention in months (GA4: Admin › Data settings › Data retention, 2 or 14),
   * as the privacy page states it: set the property to this value, and change both together.
   */
  readonly retentionMonths: 2 | 14;
}

export const analytics = {
  enabled: false,
  measurementId: 'G-XXXXXXXXXX',
  retentionMonths: 2,
} satisfies AnalyticsSettings;
