'use client';

import { useEffect, useState } from 'react';
import { LoadingIndicator } from './loading-indicator';

/** A path without its trailing slash: '/fee/' and '/fee' are one page; '/zh-hans/fee/' is another. */
const pagePath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** Whether a click follows a link to another page of this site (the same page in the other script among them), in this tab. */
function leavesForInternalPage(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || anchor.target || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && pagePath(url.pathname) !== pagePath(window.location.pathname);
}

/**
 * 載入中... from the click on a link to another page of the site until that page replaces this
 * one. Cleared when the browser brings this page back from its back/forward cache.
 */
export function NavigationStatus() {
  const [pending, setPending] = useState(false);

  useEffect(() => {
    // Bubbling, after React's handlers: a link whose click something cancelled leads nowhere.
    const onClick = (event: MouseEvent) => {
      if (leavesForInternalPage(event)) setPending(true);
    };
    const onPageShow = () => setPending(false);
    document.addEventListener('click', onClick);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  return pending ? <LoadingIndicator overlay /> : null;
}
