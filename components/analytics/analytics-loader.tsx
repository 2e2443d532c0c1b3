'use client';

import { GoogleAnalytics } from '@next/third-parties/google';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useShown } from '@/components/ui/use-shown';
import { connectAnalytics } from '@/lib/analytics/bridge';
import { readConsent } from '@/lib/analytics/consent';
import { attachClickTracking } from '@/lib/analytics/click-tracking';
import { grantAnalytics, queueConsentDefaults, revokeAnalytics } from '@/lib/analytics/consent-mode';
import { appErrorEvent, webVitalsEvent, wechatCopyEvent, type WebVital } from '@/lib/analytics/events';
import { watchFieldVitals } from '@/lib/analytics/field-vitals';
import { gtag, sendEvent } from '@/lib/analytics/gtag';
import { pageCode, setPageCodeTable } from '@/lib/analytics/neutral-page';
import { createRouteSettler } from '@/lib/analytics/route-hooks';
import { isSilentPage } from '@/lib/analytics/silent-page';
import { createScrollDepthTracker } from '@/lib/analytics/scroll-depth';
import { measureVideoProgress } from '@/lib/analytics/video-tracking';
import type { PageCodeTable } from '@/lib/routes/page-code';
import { ConsentNotice } from './consent-notice';
import { useConsent } from './use-consent';

export interface AnalyticsProps {
  /** The GA4 measurement id, resolved at build time (lib/analytics/config.ts). */
  gaId: string;
  /** Path → neutral page code, from the server: what page views and clicks name a page by. */
  codes: PageCodeTable;
  /** The paths where analytics sends nothing, consent or not (silentPaths in lib/routes/index.ts). */
  silent: readonly string[];
}

const noSubscription = () => () => {};
const silentOnServer = () => true;

/** After hydration, when the main thread is idle: GA never competes with the page's first paint. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}

// The web-vitals observers outlive the trackers (a late LCP or CLS report after the visitor
// withdrew consent), hence the check. Named by the page's code, as every event is.
const reportWebVital = (vital: WebVital) => {
  if (readConsent() === 'granted') sendEvent(gtag, webVitalsEvent(vital, pageCode(window.location.pathname)));
};

/**
 * GA4, rendered by the root layout only in a build with analytics on, and only after the
 * visitor accepts: until then it shows the consent notice and nothing of Google's loads. On
 * accept, the consent update, the page's neutral code and the booking code are queued, then
 * `<GoogleAnalytics>` sends its config (the page view: every internal link is a full page load,
 * so each page counts its own) and `Trackers` start. GA's own history-based page views must be off
 * in the data stream (see content/analytics.ts). A page the browser prerenders waits until it is
 * shown: one the visitor never opens counts nothing and loads nothing of Google's. On the crisis
 * page and every page with the quick exit (`silent`) nothing leaves the browser, whatever the
 * visitor answered: no Google script, no page view, event, web vital or user property. The notice
 * still asks there (Consent Mode's denied defaults stay in the page), and the answer counts for
 * the other pages.
 */
export function Analytics({ gaId, codes, silent }: AnalyticsProps) {
  setPageCodeTable(codes);
  const choice = useConsent();
  const shown = useShown();
  const [started, setStarted] = useState(false);
  const quiet = useSyncExternalStore(noSubscription, () => isSilentPage(window.location.pathname, silent), silentOnServer);

  useEffect(() => {
    // Once per page, whatever remounts: no dataLayer yet means nothing else is queued before them.
    if (!('dataLayer' in window)) queueConsentDefaults(gtag);
  }, []);

  useEffect(() => {
    if (quiet || choice !== 'granted' || !shown) return;
    const { pathname, origin } = window.location;
    grantAnalytics(gtag, gaId, { pathname, origin, referrer: document.referrer });
    const cancel = whenIdle(() => setStarted(true));
    return () => {
      cancel();
      setStarted(false);
      revokeAnalytics(gtag, gaId);
    };
  }, [choice, gaId, shown, quiet]);

  if (choice === null) return <ConsentNotice />;
  if (quiet || !started) return null;
  return (
    <>
      <GoogleAnalytics gaId={gaId} />
      <Trackers />
    </>
  );
}

/** Mounted after <GoogleAnalytics>, whose config call is then already in the dataLayer. */
function Trackers() {
  const [scroll] = useState(() => createScrollDepthTracker(gtag));
  const [settler] = useState(() => createRouteSettler());

  useEffect(() => {
    void watchFieldVitals(reportWebVital);
    const detachClicks = attachClickTracking(gtag);
    const disconnect = connectAnalytics({
      trackVideo: (iframe, videoId) => measureVideoProgress(iframe, videoId, gtag),
      reportError: (error) => sendEvent(gtag, appErrorEvent(error)),
      // Named by the page's code, as a booking click is (click-tracking.ts).
      reportWechatCopy: (tag) => sendEvent(gtag, wechatCopyEvent(pageCode(window.location.pathname), tag)),
    });
    window.addEventListener('scroll', scroll.onScroll, { passive: true });
    return () => {
      detachClicks();
      disconnect();
      window.removeEventListener('scroll', scroll.onScroll);
      scroll.dispose();
    };
  }, [scroll]);

  // Internal links are full page loads, so each route is a new document and this runs once.
  useEffect(() => {
    settler.routeChanged(window.location.pathname);
    return settler.dispose; // a page left within 300 ms does not settle
  }, [settler]);

  return null;
}
