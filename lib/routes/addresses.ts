/**
 * Internal addresses written from their parts: the one place that does (eslint.config.mjs refuses a
 * template literal or a '+' that starts with '/' in app/, components/ and the rest of lib/). The
 * route list builds every page's path with these, and the [slug] routes read their params back.
 */
export const therapistPath = (slug: string): string => `/therapist/${slug}`;
export const blogPostPath = (slug: string): string => `/blog/${slug}`;
export const servicePath = (slug: string): string => `/services/${slug}`;
export const problemPath = (slug: string): string => `/problems/${slug}`;
/** A catch-all route's segments as a path: ['workshop', 'family-constellation'] → '/workshop/family-constellation'. */
export const pathOfSegments = (segments: readonly string[]): string => `/${segments.join('/')}`;
/** A path's segments, for a catch-all route's params: '/workshop/family-constellation' → ['workshop', 'family-constellation']. */
export const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);
/** The last path segment, for a [slug] route's params: '/services/family' → 'family'. */
export const lastSegment = (path: string): string => path.slice(path.lastIndexOf('/') + 1);
