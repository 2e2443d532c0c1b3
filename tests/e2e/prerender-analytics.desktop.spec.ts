import { CONSENT_KEY } from '@/lib/analytics/consent';
import { analyticsSilentPaths } from '@/lib/routes';
import { GA_HOSTS } from './analytics-stubs';
import { expect } from './fixtures';
import { clickToShow, evaluateIn, firstVisibleLink, hoverToPrerender, openHydrated, test, until } from './prerender-browser';

// The analytics build: a prerendered page may never be seen. Google's hosts do not resolve here
// (prerender-browser.ts), so a load shows as a request, not a response.

const CONFIGS = `(window.dataLayer || []).filter((entry) => entry[0] === 'config').length`;
/** Every gtag() command queued but the consent defaults (which say "denied" and send nothing). */
const COUNTING = `JSON.stringify((window.dataLayer || []).filter((entry) => !(entry[0] === 'consent' && entry[1] === 'default')).map((entry) => [entry[0], typeof entry[1] === 'string' ? entry[1] : '']))`;

test('a prerendered page sends nothing until it is shown, then counts its view once', async ({ prerender, baseURL, viewport }) => {
  const size = viewport ?? { width: 1280, height: 800 };
  // A return visit: analytics accepted earlier, the answer kept for the site.
  const first = await openHydrated(prerender.browser, `${baseURL}/`, size);
  await first.evaluate((key) => window.localStorage.setItem(key, 'granted'), CONSENT_KEY);
  await first.close();

  const home = await openHydrated(prerender.browser, `${baseURL}/`, size);
  // The page the visitor sees starts analytics at once: the check below would see it.
  await until('analytics configured on the shown home', () => home.evaluate(CONFIGS));
  // A page analytics counts: the crisis page and the quick-exit pages send nothing (silentPaths in lib/routes/index.ts).
  const { link, path } = await firstVisibleLink(home, 'main h3', analyticsSilentPaths);
  const prerendered = await hoverToPrerender(prerender, link, path);
  // React's effects have run: any that counted the visit would have queued it by now.
  expect(await evaluateIn<string>(prerendered, COUNTING), 'gtag commands queued while prerendering').toBe('[]');
  expect(
    prerender.requestsOf(prerendered).filter((url) => GA_HOSTS.test(url)),
    'Google asked while prerendering',
  ).toEqual([]);

  await clickToShow(link, prerendered);
  await until(`${path} configured once shown`, () => evaluateIn<number>(prerendered, CONFIGS));
  await until(`${path} loading gtag.js once shown`, async () => prerender.requestsOf(prerendered).some((url) => GA_HOSTS.test(url)));
  expect(await evaluateIn<number>(prerendered, CONFIGS), 'one page view').toBe(1);
  await home.close().catch(() => {});
});
