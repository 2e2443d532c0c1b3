/**
 * Google Analytics 4 — off by default.
 *
 * A build may override both fields with environment variables (see lib/analytics/config.ts):
 *   ANALYTICS_ENABLED=true  GA_MEASUREMENT_ID=G-…  npm run build
 * Off: the build ships no analytics code and makes no analytics request.
 * On: before the first build with analytics, turn OFF "Page changes based on browser history
 * events" in the GA4 data stream's enhanced measurement (Page views › Show advanced settings):
 * the site sends its own page_view on each client route change, and GA's history tracking
 * would count every such change twice.
 */
export interface AnalyticsSettings {
  readonly enabled: boolean;
  /** The GA4 web data stream's measurement id, `G-` then letters and digits. */
  readonly measurementId: string;
}

export const analytics = {
  enabled: false,
  measurementId: 'G-XXXXXXXXXX',
} satisfies AnalyticsSettings;
