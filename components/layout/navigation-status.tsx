'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { normalizePath } from '@/lib/paths';
import { LoadingIndicator } from './loading-indicator';

function internalTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || anchor.target || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return normalizePath(url.pathname) === normalizePath(window.location.pathname) ? null : url.pathname;
}

/**
 * 載入中... while a client navigation is under way: from the click on an internal link until
 * the new route renders. (A root `loading.tsx` would instead hide every pre-rendered page
 * behind the indicator until JavaScript runs.)
 */
export function NavigationStatus() {
  const pathname = usePathname();
  const [pendingFrom, setPendingFrom] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (internalTarget(event)) setPendingFrom(window.location.pathname);
    };
    // Capture phase: Next's <Link> calls preventDefault in React's handler, before a bubbling
    // document listener would run.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  // Derived: the navigation is pending while the page is still the one it started from.
  return pendingFrom !== null && pendingFrom === pathname ? <LoadingIndicator overlay /> : null;
}
