// The WhatsApp round trip in Firefox (Chromium's, with the consent notice: tests/e2e/bfcache*.spec.ts).
import { VISIT_CODE_KEY } from '@/lib/booking/visit-code';
import { expectNoErrors, waitForValue, type Journey } from './journey-context';
import { expect } from './report';

/** The booking links' addresses, the visit's code, and the `pageshow`s recorded since `listen` (none on a fresh load). */
function pageState(key: string) {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-booking-tag], a[data-floating="whatsapp"]')];
  return {
    url: location.href,
    ready: document.readyState === 'complete' && document.documentElement.dataset.hydrated === 'true',
    hrefs: links.map((link) => link.href),
    code: sessionStorage.getItem(key),
    shows: (window as unknown as { bfcacheShows?: boolean[] }).bfcacheShows ?? null,
  };
}

/** Records each `pageshow` in the page's own memory: a page restored from the cache keeps it. */
function listen() {
  const shows: boolean[] = [];
  Object.assign(window, { bfcacheShows: shows });
  addEventListener('pageshow', (event) => shows.push(event.persisted));
}

export async function backFromElsewhere(journey: Journey, paths: readonly string[]): Promise<void> {
  const { browser, site } = journey;
  for (const path of paths) {
    await journey.report.check(`${path} comes back from the back/forward cache with its visit code`, async () => {
      await browser.goto(site.origin + path);
      const before = await waitForValue(journey, 'hydration and the visit code', pageState, [VISIT_CODE_KEY], (state) =>
        Boolean(state.ready && state.code && state.hrefs.length > 0 && state.hrefs.every((link) => link.includes(state.code ?? '-'))),
      );
      await browser.run(listen);
      // Another origin: the no-script one (another port).
      await browser.goto(`${site.noScriptOrigin}/robots.txt`);
      // A restored page fires no load event, which `goto` would wait for: Back from the page itself.
      await browser.run(() => void setTimeout(() => history.back(), 0));
      const after = await waitForValue(
        journey,
        'the page back',
        pageState,
        [VISIT_CODE_KEY],
        (state) => state.url === before.url && state.ready,
      );
      expect(after.shows?.at(-1) === true, `not restored from the cache (a fresh load): pageshow ${JSON.stringify(after.shows)}`);
      expect(
        JSON.stringify(after.hrefs) === JSON.stringify(before.hrefs),
        `booking links changed:\n${before.hrefs.join('\n')}\n→\n${after.hrefs.join('\n')}`,
      );
      await expectNoErrors(journey);
    });
  }
}
