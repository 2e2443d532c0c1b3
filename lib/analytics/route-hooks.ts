/**
 * The extension point for a further route-based action, 300 ms after each route (none is
 * registered yet; it shows nothing). Register an action with `onRouteSettled`; it runs once for each route
 * the visitor settles on, 300 ms after the page starts (internal links are full page loads, so
 * each route is a new page), and only in a build with analytics on. A page left within the 300 ms
 * does not settle and runs nothing.
 *
 * @example
 *   onRouteSettled(({ pathname }) => { if (pathname === '/fee/') gtag('event', 'fee_seen', {}); });
 */
export interface SettledRoute {
  /** The route's pathname, in the site's trailing-slash form, e.g. '/services/'. */
  readonly pathname: string;
}

export type RouteSettledHook = (route: SettledRoute) => void;

export const ROUTE_SETTLE_MS = 300;

const hooks = new Set<RouteSettledHook>();

/** Registers an action; returns the function that removes it. */
export function onRouteSettled(hook: RouteSettledHook): () => void {
  hooks.add(hook);
  return () => {
    hooks.delete(hook);
  };
}

export interface RouteSettler {
  /** Call on every route change; the hooks run 300 ms later unless another change comes first. */
  readonly routeChanged: (pathname: string) => void;
  readonly dispose: () => void;
}

export function createRouteSettler(delay = ROUTE_SETTLE_MS): RouteSettler {
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
        for (const hook of [...hooks]) hook({ pathname });
      }, delay);
    },
    dispose,
  };
}
