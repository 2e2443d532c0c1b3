import { chrome } from '@/content/chrome';
import { crisisPlaces } from '@/content/crisis-lines';
import { placeName } from '@/lib/crisis/places';
import { TRADITIONAL } from '@/lib/edition';
import { expect, requestTest } from './fixtures';
import {
  clickToShow,
  evaluateIn,
  firstVisibleLink,
  hoverToPrerender,
  launchPrerenderBrowser,
  openHydrated,
  OWN,
  test,
  until,
} from './prerender-browser';

// The next page already there (the rules' header: security-headers.desktop.spec.ts). Internal
// links are plain <a> (components/ui/link.tsx): a click is a full navigation, which a prerender can
// serve. Desktop only: a phone has no hover (scripts/bench/prerender.mjs measures the phone).

const LINKS = [
  { where: 'a menu link', scope: `header nav[aria-label="${chrome.mainNavLabel}"]` },
  { where: "a card's title link", scope: 'main h3' },
];

for (const { where, scope } of LINKS) {
  test(`hovering ${where} prerenders its page, and the click shows it already hydrated`, async ({ prerender, baseURL, viewport }) => {
    const page = await openHydrated(prerender.browser, `${baseURL}/`, viewport ?? { width: 1280, height: 800 });
    const { link, path } = await firstVisibleLink(page, scope);
    // Hydrated while still hidden: React's work is done before the visitor asks for the page.
    const prerendered = await hoverToPrerender(prerender, link, path);
    // Started as soon as it was ready, not by the loader's fallback: no frame comes while prerendering.
    expect(await evaluateIn<string>(prerendered, `document.documentElement.getAttribute('data-hydration-start')`)).toBe('prerender');
    await clickToShow(link, prerendered);
    const shown = await evaluateIn<{ path: string; activationStart: number; hydrated: boolean }>(
      prerendered,
      `({ path: location.pathname, activationStart: performance.getEntriesByType('navigation')[0].activationStart, hydrated: document.documentElement.dataset.hydrated === 'true' })`,
    );
    expect(shown).toEqual({ path, activationStart: expect.any(Number), hydrated: true });
    expect(shown?.activationStart, 'activated from the prerender, not loaded anew').toBeGreaterThan(0);
    await page.close().catch(() => {});
  });
}

/** The place words over the footer's crisis lines: 「如你身處台灣」. */
const placeWords = (id: string) =>
  chrome.crisisPlaceHere.replace(
    '{place.name}',
    placeName(crisisPlaces.find((place) => place.id === id) ?? crisisPlaces[0]!, TRADITIONAL.id),
  );
const footerSays = `document.querySelector('footer aside')?.textContent ?? ''`;

requestTest("a prerendered page picks the visitor's place when shown, not while prerendering, and asks no one", async ({ baseURL }) => {
  // A device in Taipei: its own page shows Taiwan's lines first; a page prerendered from it keeps the
  // edition's place (Hong Kong) until the visitor arrives, then shows Taiwan's.
  const harness = await launchPrerenderBrowser({ timeZone: 'Asia/Taipei' });
  try {
    const page = await openHydrated(harness.browser, `${baseURL}/`, { width: 1280, height: 800 });
    await page.waitForFunction((words) => document.querySelector('footer aside')?.textContent?.includes(words), {}, placeWords('taiwan'));
    const { link, path } = await firstVisibleLink(page, `header nav[aria-label="${chrome.mainNavLabel}"]`);
    const prerendered = await hoverToPrerender(harness, link, path);
    const hidden = await evaluateIn<string>(prerendered, footerSays);
    expect(hidden).toContain(placeWords('hk'));
    expect(hidden).not.toContain(placeWords('taiwan'));
    await clickToShow(link, prerendered);
    await until('Taiwan first once shown', async () => (await evaluateIn<string>(prerendered, footerSays))?.includes(placeWords('taiwan')));
    expect(
      harness.requestsOf(prerendered).filter((url) => !OWN.test(url)),
      'requests to other hosts',
    ).toEqual([]);
    expect(harness.errors).toEqual([]);
    await page.close().catch(() => {});
  } finally {
    await harness.close();
  }
});
