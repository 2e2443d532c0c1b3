// The one Content-Security-Policy every page shares, and its optional reporting endpoint.
// Every executable script is a file of our own ('self'): the post-build step moves the inline
// ones out first. https://developer.mozilla.org/docs/Web/HTTP/Headers/Content-Security-Policy
import type { CspSources } from '@/lib/analytics/csp-sources';

export const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com';
/** The Reporting API group name the CSP's `report-to` refers to. */
export const REPORT_GROUP = 'csp-endpoint';

export interface PolicyOptions {
  /** Sources Google Analytics needs; only in a build with analytics on. */
  analytics?: CspSources | null;
  /** Where browsers send violation reports (CSP_REPORT_URI); none when undefined. */
  reportUri?: string;
}

/**
 * The report URL as it goes into the headers, or undefined when unset. Browsers send reports
 * only to https URLs, and `;`, `,`, quotes or spaces would end the directive or the header value.
 */
export function reportEndpoint(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`CSP_REPORT_URI "${trimmed}" is not a URL: give the full https:// address of the report collector.`);
  }
  if (url.protocol !== 'https:')
    throw new Error(`CSP_REPORT_URI "${trimmed}" must be an https:// URL: browsers send reports only over HTTPS.`);
  if (/[;,"'\s]/.test(url.href))
    throw new Error(`CSP_REPORT_URI "${trimmed}" contains ; , quotes or spaces, which would break the header.`);
  return url.href;
}

export function contentSecurityPolicy({ analytics = null, reportUri }: PolicyOptions = {}): string {
  const ga = analytics ?? { scriptSrc: [], connectSrc: [], imgSrc: [], frameSrc: [] };
  const directives: string[][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...ga.scriptSrc],
    // React puts style attributes in the page; the stylesheets are files of the site ('self').
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'https://i.ytimg.com', ...ga.imgSrc],
    ['frame-src', YOUTUBE_EMBED, 'https://www.google.com', ...ga.frameSrc],
    ['connect-src', "'self'", 'https://www.youtube.com', 'https://noembed.com', ...ga.connectSrc],
    ['font-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'none'"],
    ['frame-ancestors', "'none'"],
    ['upgrade-insecure-requests'],
    // report-uri for browsers without the Reporting API; report-to (named by the
    // Reporting-Endpoints header) for those with it, which then ignore report-uri.
    ...(reportUri
      ? [
          ['report-uri', reportUri],
          ['report-to', REPORT_GROUP],
        ]
      : []),
  ];
  return directives.map((parts) => [...new Set(parts)].join(' ')).join('; ');
}
