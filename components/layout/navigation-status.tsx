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
 * How long a followed link waits before the loading words show. A page the browser prerendered
 * replaces this one within about this time on a slow phone, and a click that re-renders this page
 * delays it: the re-render ran in the click's own task, before the browser started the navigation,
 * and its style and layout then competed with the shown page's first frame (docs/benchmarks.md).
 * Under a fifth of a second, the words still come long before a slow page's wait feels long.
 */
export const LOADING_DELAY_MS = 200;

/**
 * 載入中... from LOADING_DELAY_MS after the click on a link to another page of the site until that
 * page replaces this one. Cleared when the browser brings this page back from its back/forward cache.
 */
export function NavigationStatus() {
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = () => clearTimeout(timer);
    // Bubbling, after React's handlers: a link whose click something cancelled leads nowhere.
    const onClick = (event: MouseEvent) => {
      if (!leavesForInternalPage(event)) return;
      cancel();
      timer = setTimeout(() => setPending(true), LOADING_DELAY_MS);
    };
    const onPageShow = () => {
      cancel();
      setPending(false);
    };
    document.addEventListener('click', onClick);
    window.addEventListener('pageshow', onPageShow);
    // The next page is shown (or this one hidden in the back/forward cache): nothing left to wait for.
    window.addEventListener('pagehide', cancel);
    return () => {
      cancel();
      document.removeEventListener('click', onClick);
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('pagehide', cancel);
    };
  }, []);

  return pending ? <LoadingIndicator overlay /> : null;
}
