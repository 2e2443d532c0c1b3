/**
 * The pages that open with no top margin or padding, their first band right under the fixed
 * header (the spec's "Layout"); every other page gets a 100px top margin and 20px padding
 * (components/layout/page-frame.module.css). A layout decision, so it is made here rather than in
 * the editors' content; tests/unit/route-entries.test.ts keeps each path a page of the site.
 */
export const FLUSH_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/testimonials',
  '/therapist',
  '/contact',
  '/workshop',
  '/workshop/family-constellation',
  '/info',
  '/faq',
  '/blog',
  '/services',
]);
