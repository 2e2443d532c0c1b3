'use client';

import { GoogleAnalytics } from '@next/third-parties/google';
import { usePathname } from 'next/navigation';
import { useReportWebVitals } from 'next/web-vitals';
import { useEffect, useState } from 'react';
import { connectAnalytics } from '@/lib/analytics/bridge';
import { attachClickTracking } from '@/lib/analytics/click-tracking';
import { appErrorEvent, SESSION_PROPERTY, webVitalsEvent } from '@/lib/analytics/events';
import { gtag, sendEvent } from '@/lib/analytics/gtag';
import { createPageViewTracker } from '@/lib/analytics/page-view';
import { createRouteSettler } from '@/lib/analytics/route-hooks';
import { createScrollDepthTracker } from '@/lib/analytics/scroll-depth';
import { measureVideoProgress } from '@/lib/analytics/video';
import { getSessionId } from '@/lib/session-id';

export interface AnalyticsProps {
  /** The GA4 measurement id, resolved at build time (lib/analytics/config.ts). */
  gaId: string;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** After hydration, when the main thread is idle: GA never competes with the page's first paint. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}

// Module-level, so Next registers the web-vitals observers once.
const reportWebVital = (metric: { name: string; value: number }) => sendEvent(gtag, webVitalsEvent(metric));

/**
 * GA4, rendered by the root layout only in a build with analytics on. Page views: GA's config
 * call sends the first one; `Trackers` sends one per client route change. GA's own
 * history-based page views must be off in the data stream (see content/analytics.ts).
 */
export function Analytics({ gaId }: AnalyticsProps) {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    // Queued before GA's config, so the first page_view already carries the session id.
    gtag('set', 'user_properties', { [SESSION_PROPERTY]: getSessionId(sessionStorageOrNull()) });
    return whenIdle(() => setStarted(true));
  }, []);
  if (!started) return null;
  return (
    <>
      <GoogleAnalytics gaId={gaId} />
      <Trackers />
    </>
  );
}

/** Mounted after <GoogleAnalytics>, whose config call is then already in the dataLayer. */
function Trackers() {
  const pathname = usePathname();
  const [scroll] = useState(() => createScrollDepthTracker(gtag));
  const [settler] = useState(() => createRouteSettler());
  const [views] = useState(() => createPageViewTracker(gtag));
  useReportWebVitals(reportWebVital);

  useEffect(() => {
    const detachClicks = attachClickTracking(gtag);
    const disconnect = connectAnalytics({
      trackVideo: (iframe, videoId) => measureVideoProgress(iframe, videoId, gtag),
      reportError: (error) => sendEvent(gtag, appErrorEvent(error)),
    });
    window.addEventListener('scroll', scroll.onScroll, { passive: true });
    return () => {
      detachClicks();
      disconnect();
      window.removeEventListener('scroll', scroll.onScroll);
      scroll.dispose();
      views.flush();
    };
  }, [scroll, views]);

  useEffect(() => {
    if (views.routeChanged(pathname)) scroll.reset();
    settler.routeChanged(pathname);
    return settler.dispose; // a route left within 300 ms does not settle
  }, [pathname, scroll, settler, views]);

  return null;
}
