import { createHash } from 'node:crypto';
import { YOUTUBE_API_ORIGIN } from './video-tracking';

/**
 * What the Content-Security-Policy of a build with analytics on must add to the site's own
 * policy — exactly what its features use, nothing for ads. Read by the post-build step that
 * writes out/_headers (build time only: this module uses node:crypto).
 *
 * - GA4 (gtag.js): its script from www.googletagmanager.com; hits go to *.google-analytics.com
 *   and *.analytics.google.com by fetch/sendBeacon, or as image requests where those fail, and
 *   gtag.js may ping *.googletagmanager.com. Google's CSP guide for GA4:
 *   https://developers.google.com/tag-platform/security/guides/csp#google_analytics_4_google_analytics
 *   Google signals and ad features stay off, so *.g.doubleclick.net and www.google.com are not
 *   needed.
 * - `<GoogleAnalytics>`'s inline init script, by its hash (see gaInitScript).
 * - Video progress: YouTube's iframe API (www.youtube.com/iframe_api) and the widget script it
 *   loads from the same host (www.youtube.com/s/player/…/www-widgetapi.js). The player frame
 *   itself (www.youtube-nocookie.com) is in the site's policy already.
 * All of it is requested only after the visitor accepts analytics.
 */
export interface AnalyticsCspSources {
  readonly scriptSrc: string[];
  readonly connectSrc: string[];
  readonly imgSrc: string[];
  readonly frameSrc: string[];
}

/** The name the post-build step imports. */
export type CspSources = AnalyticsCspSources;

const GA_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
const GA_HIT_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/**
 * The text of the inline script `<GoogleAnalytics gaId>` (@next/third-parties 16.4) injects,
 * character for character: a CSP hash matches only the exact text. A unit test renders the
 * component and compares, so an upgrade that changes the script fails there, not in browsers.
 */
export function gaInitScript(gaId: string): string {
  return `
          window['dataLayer'] = window['dataLayer'] || [];
          function gtag(){window['dataLayer'].push(arguments);}
          gtag('js', new Date());

          gtag('config', '${gaId}' );`;
}

/** A CSP hash source for an inline script's text. */
export function sha256Source(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export function analyticsCspSources(gaId: string): AnalyticsCspSources {
  return {
    scriptSrc: [GA_SCRIPT_ORIGIN, YOUTUBE_API_ORIGIN, sha256Source(gaInitScript(gaId))],
    connectSrc: [...GA_HIT_HOSTS],
    imgSrc: [...GA_HIT_HOSTS],
    frameSrc: [],
  };
}
