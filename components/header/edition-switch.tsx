'use client';

import { usePathname } from 'next/navigation';
import { editionLabels } from '@/content/editions';
import { otherEdition, type Edition } from '@/lib/edition';
import { href, normalizePath } from '@/lib/routes/paths';

/** Next's name for the not-found page while it is pre-rendered: its switch leads to the other edition's home. */
const NOT_FOUND_ROUTE = '/_not-found';

/** The address of the page at `pathname` in `to` (the not-found page's: that edition's home). */
export function samePageIn(to: Edition, pathname: string | null): string {
  const path = normalizePath(pathname ?? '/');
  return href(path === NOT_FOUND_ROUTE ? '/' : path, to);
}

/**
 * The same page in the other script: a plain link, rendered into the HTML, so it works before and
 * without scripts. Its words are in the script it leads to, and say so (`lang`, `hreflang`).
 */
export function EditionSwitch({ className }: { className?: string }) {
  const other = otherEdition();
  const { label, name } = editionLabels[other.lang];
  return (
    <a href={samePageIn(other, usePathname())} hrefLang={other.lang} lang={other.lang} className={className} aria-label={name}>
      {label}
    </a>
  );
}
