import type { AnchorHTMLAttributes } from 'react';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * An internal link is a plain `<a>`: each page is complete static HTML that paints before any
 * script runs, so following a link loads the next page's HTML rather than rendering it on the
 * client (Next's `<Link>` and its router code, ~3 KB of script on every page, are not needed).
 * One component for every internal link, should that choice change again.
 */
export function Link(props: LinkProps) {
  return <a {...props} />;
}
