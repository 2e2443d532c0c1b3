import { expect, type Page } from '@playwright/test';
import { consentCopy } from '@/content/consent';
import { CONSENT_KEY, type ConsentChoice } from '@/lib/analytics/consent';
import { analyticsSilentPaths, routesOf } from '@/lib/routes';

/** Every host of Google's that analytics or its ads could reach. */
export const GOOGLE_HOSTS =
  /^https?:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net|google\.com|gstatic\.com|youtube\.com|ytimg\.com|youtube-nocookie\.com)\//;
export const GA_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;
const YOUTUBE_API = 'https://www.youtube.com/iframe_api';
const YOUTUBE_WIDGET = 'https://www.youtube.com/s/player/stub/www-widgetapi.vflset/www-widgetapi.js';

/** The visitor's answer, in place before the page's first script (as on a return visit). */
export async function presetConsent(page: Page, choice: ConsentChoice): Promise<void> {
  // Init scripts run in every frame too; a blocked embed's error page has no storage to write.
  await page.addInitScript(
    ([key, value]) => {
      if (window === window.top) window.localStorage.setItem(key, value);
    },
    [CONSENT_KEY, choice] as const,
  );
}

/**
 * Stand-ins for Google's scripts on the closed network, making the loads the CSP meets with the real
 * ones: gtag.js defines nothing (every gtag() call stays in window.dataLayer); YouTube's iframe API
 * loads its widget, a player that plays 30 s of a 100 s video each second. Returns the URLs asked.
 */
export async function stubGoogleScripts(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(GA_HOSTS, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtag.js stub */' });
  });
  await page.route(YOUTUBE_API, (route) => {
    asked.push(route.request().url());
    const body = `var s = document.createElement('script'); s.src = ${JSON.stringify(YOUTUBE_WIDGET)}; s.async = true; document.head.appendChild(s);`;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body });
  });
  await page.route(YOUTUBE_WIDGET, (route) => {
    asked.push(route.request().url());
    const body = `window.YT = { Player: function (frame, options) {
      var t = 0; setInterval(function () { t = Math.min(100, t + 30); }, 1000);
      var player = { getCurrentTime: function () { return t; }, getDuration: function () { return 100; }, getPlayerState: function () { return t >= 100 ? 0 : 1; } };
      setTimeout(function () { options.events.onReady({ target: player }); }, 0);
    } };
    if (window.onYouTubeIframeAPIReady) window.onYouTubeIframeAPIReady();`;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body });
  });
  return asked;
}

/**
 * In the analytics build, GA has run its inline init script (allowed by its hash) and its
 * gtag.js has been fetched (stubbed) by now: the loads the policy must allow have happened.
 */
export async function analyticsStarted(page: Page) {
  await expect(page.locator('script#_next-ga-init')).toHaveCount(1);
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/gtag/js'))))
    .toBe(true);
}

// What the analytics journeys read: gtag() calls stay in window.dataLayer (gtag.js is a stub).
export type Entry = unknown[];

export const dataLayer = (page: Page): Promise<Entry[]> =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      JSON.parse(JSON.stringify(Array.from(entry))),
    ),
  );
export const events = async (page: Page, name: string) =>
  (await dataLayer(page))
    .filter(([command, event]) => command === 'event' && event === name)
    .map((entry) => entry[2] as Record<string, unknown>);
export const configured = async (page: Page) => (await dataLayer(page)).some(([command]) => command === 'config');

export const notice = (page: Page) => page.getByRole('region', { name: consentCopy.label, exact: true });
/** Following a link loads the next page and its scripts: slow on a busy machine. */
export const NAVIGATION_MS = 15_000;
export const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };

/** Every request to a Google host (YouTube included), stubbed or aborted. */
export function watchGoogle(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (GOOGLE_HOSTS.test(request.url())) asked.push(request.url());
  });
  return asked;
}

export const gaCookies = async (page: Page) => (await page.context().cookies()).filter((cookie) => cookie.name.startsWith('_ga'));

/**
 * A problem page analytics counts, which home's cards link to: the quick-exit pages and the crisis
 * page send nothing at all (silentPaths in lib/routes/index.ts), whatever their topics are today.
 */
export const countedProblemPath: string =
  routesOf('problem').find((route) => !analyticsSilentPaths.includes(route.path))?.path ?? '/problems/none-counted';
