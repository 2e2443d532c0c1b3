import type { AnchorHTMLAttributes } from 'react';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * An internal link is a plain `<a>`: each page is complete static HTML that paints before any
 * script runs, so following a link loads the next page's HTML rather than rendering it on the
 * client (Next's `<Link>` and its router code, ~3 KB of script on every page, are not needed).
 * A plain link is also what a page Chromium prerendered (speculation rules) can serve: measured
 * on a phone profile, the prerendered page shows about twice as soon after the tap as Next's
 * client navigation and runs no long task on it (docs/benchmarks.md, paired mode).
 * One component for every internal link, should that choice change again.
 */
export function Link(props: LinkProps) {
  return <a {...props} />;
}
