import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The WhatsApp round trip: away to another site and Back, the page from the back/forward cache
// (their projects turn the cache on; Firefox's journey: tests/engines/back-forward.ts).

/** Another origin, on loopback where the closed network allows it; the test answers it. */
const ELSEWHERE = 'http://localhost:1/elsewhere';

/** A test whose page can leave for ELSEWHERE, and which records each `pageshow` in the page's own memory (a restored page keeps it). */
export const backTest = test.extend({
  page: async ({ page }, provide, testInfo) => {
    expect(testInfo.project.name, 'a bfcache project: the cache is off in the others').toMatch(/bfcache/);
    await page.route(ELSEWHERE, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>elsewhere</title>' }));
    await page.addInitScript(() => {
      const shows: boolean[] = [];
      Object.assign(window, { bfcacheShows: shows });
      addEventListener('pageshow', (event) => shows.push(event.persisted));
    });
    await provide(page);
  },
});

/** Leaves for another origin and goes Back; fails, with Chromium's reasons, unless the page came back from the cache. */
export async function leaveAndComeBack(page: Page): Promise<void> {
  const url = page.url();
  await page.goto(ELSEWHERE, { waitUntil: 'load' });
  // A page restored from the cache fires no load event: wait for its URL, then for its pageshow.
  await page.goBack({ waitUntil: 'commit' });
  expect(page.url()).toBe(url);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const shows = (window as unknown as { bfcacheShows?: boolean[] }).bfcacheShows ?? [];
          const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown };
          // A fresh load instead of the cache: its own entry says why it was not restored.
          return shows.at(-1) === true ? 'restored' : JSON.stringify({ shows, type: entry?.type, reasons: entry?.notRestoredReasons });
        }),
      { message: `${url} restored from the back/forward cache` },
    )
    .toBe('restored');
}
