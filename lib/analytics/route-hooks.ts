/**
 * The further route-based action, 300 ms after each route (none is written yet; it shows nothing).
 * Add an action to `ROUTE_ACTIONS`; it runs once for each route the visitor settles on, 300 ms
 * after the page starts (internal links are full page loads, so each route is a new page). A page
 * left within the 300 ms does not settle and runs nothing. `Trackers` in
 * components/analytics/analytics-loader.tsx starts it, so it runs only where the trackers do: in a
 * build with analytics on, after the visitor accepted, once the page is shown (not while
 * prerendered), and never on a silent page (the crisis page, the pages with the quick exit).
 *
 * An event follows the rule of every event (docs/booking-and-analytics.md, "Analytics events"): its
 * name in EVENTS and a builder in lib/analytics/events.ts, sent with sendEvent from ./gtag.
 * @example
 *   // events.ts: EVENTS.feeSeen = 'fee_seen'; export const feeSeenEvent = (): AnalyticsEvent => ({ name: EVENTS.feeSeen, params: {} });
 *   const ROUTE_ACTIONS = [({ pathname }) => { if (pathname === '/fee/') sendEvent(gtag, feeSeenEvent()); }];
 */
export interface SettledRoute {
  /** The route's pathname, in the site's trailing-slash form, e.g. '/services/'. */
  readonly pathname: string;
}

export type RouteSettledHook = (route: SettledRoute) => void;

export const ROUTE_SETTLE_MS = 300;

const ROUTE_ACTIONS: readonly RouteSettledHook[] = [];

export interface RouteSettler {
  /** Call on every route change; the actions run 300 ms later unless another change comes first. */
  readonly routeChanged: (pathname: string) => void;
  readonly dispose: () => void;
}

export function createRouteSettler(actions: readonly RouteSettledHook[] = ROUTE_ACTIONS, delay = ROUTE_SETTLE_MS): RouteSettler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const dispose = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    routeChanged: (pathname) => {
      dispose();
      timer = setTimeout(() => {
        timer = undefined;
        for (const action of actions) action({ pathname });
      }, delay);
    },
    dispose,
  };
}
