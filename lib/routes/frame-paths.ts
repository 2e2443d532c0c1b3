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

/**
 * The content pages the site does not close with the booking block: the crisis page (a visitor in
 * danger is sent to the lines, not to a booking) and the two legal pages. Every other page built
 * from content sections (services, problems, articles, general pages) ends with it, so no edit can
 * remove or double it; a new page has it by itself. (The pages with the quick exit are not a list:
 * lib/crisis/quick-exit.ts `quickExitAt` decides by the topics a page declares.)
 */
export const WITHOUT_BOOKING_PATHS: ReadonlySet<string> = new Set(['/crisis-support', '/privacy', '/accessibility']);

/**
 * The pages that show the notice for visitors in the mainland (content/mainland-notice.ts) in the
 * Simplified edition, before their booking block: the fees (paying from the mainland) and the
 * service in Mandarin. The contact page shows it in a panel of its own.
 */
export const MAINLAND_NOTICE_PATHS: ReadonlySet<string> = new Set(['/fee', '/services/mandarin']);

/**
 * Of those, the pages that show the notice in the Traditional edition too: the service in Mandarin
 * invites readers in the mainland in both editions, so both say what it offers them (issue 51).
 */
export const MAINLAND_NOTICE_EVERY_EDITION: ReadonlySet<string> = new Set(['/services/mandarin']);
