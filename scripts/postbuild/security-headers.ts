// The response headers every path gets, the Content-Security-Policy among them.
import { REPORT_GROUP, YOUTUBE_EMBED } from './csp';

export type Header = readonly [name: string, value: string];

// Deny powerful features the site never uses; the YouTube embed keeps what its player needs.
// Only features Chromium recognises: an unknown one logs a console error on every page.
const PERMISSIONS_POLICY = [
  `accelerometer=(self "${YOUTUBE_EMBED}")`,
  `autoplay=(self "${YOUTUBE_EMBED}")`,
  'camera=()',
  'display-capture=()',
  `encrypted-media=(self "${YOUTUBE_EMBED}")`,
  `fullscreen=(self "${YOUTUBE_EMBED}")`,
  'geolocation=()',
  `gyroscope=(self "${YOUTUBE_EMBED}")`,
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  `picture-in-picture=(self "${YOUTUBE_EMBED}")`,
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export const COMMON_HEADERS: readonly Header[] = [
  // Two years, subdomains, preload list eligible. https://hstspreload.org/
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
  // Legacy twin of frame-ancestors 'none' for browsers without CSP level 2.
  ['X-Frame-Options', 'DENY'],
  // A page another site opens (or that opens one: WhatsApp, maps) gets no handle on this one;
  // links to other sites already use rel="noopener".
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  // Our files load only into our own pages. It governs our responses, not the YouTube, Maps or
  // i.ytimg.com resources our pages load; nothing of ours is embedded by another origin.
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

/** The headers of every response: the common ones, the CSP and, with a report URL, its endpoint. */
export function securityHeaders(csp: string, reportUri?: string): Header[] {
  return [
    ...COMMON_HEADERS,
    ['Content-Security-Policy', csp],
    ...(reportUri ? [['Reporting-Endpoints', `${REPORT_GROUP}="${reportUri}"`] as const] : []),
  ];
}
