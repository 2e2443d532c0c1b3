import { test as base, expect, type Page } from '@playwright/test';

/** How long after its load event a page may take to hydrate before a test fails it. */
export const HYDRATION_BOUND_MS = 2000;

/**
 * Which build a project tests (playwright.config.ts sets it): the default one, or the one with
 * analytics on; and whether it browses as from the mainland (`mainlandNetwork`).
 */
export interface BuildOption {
  analyticsBuild: boolean;
  mainlandNetwork: boolean;
}
const analyticsBuild: [boolean, { option: true; scope: 'worker' }] = [false, { option: true, scope: 'worker' }];
const mainlandNetwork: [boolean, { option: true; scope: 'worker' }] = [false, { option: true, scope: 'worker' }];

/** What a mainland network does not reach: WhatsApp, Google (maps, analytics), YouTube and its thumbnails, Facebook. */
export const MAINLAND_BLOCKED =
  /^https?:\/\/([^/]+\.)?(wa\.me|whatsapp\.(com|net)|google(apis|usercontent|tagmanager|-analytics)?\.com|gstatic\.com|youtube(-nocookie)?\.com|youtu\.be|ytimg\.com|facebook\.com|fbcdn\.net)[:/]/;
/** What it does reach, answered here by a stand-in page: Amap's links. */
const MAINLAND_REACHABLE = /^https:\/\/([^/]+\.)?amap\.com\//;

/** For tests that only make HTTP requests: no page, only the build option. */
export const requestTest = base.extend<object, BuildOption>({ analyticsBuild, mainlandNetwork });

/**
 * Every test runs with the network closed: only the loopback server answers; any request to
 * another host is aborted, as on a machine without internet. Console errors and uncaught page
 * errors fail the test.
 */
export const test = base.extend<{ consoleErrors: string[] }, BuildOption>({
  analyticsBuild,
  mainlandNetwork,
  consoleErrors: [
    async ({ page }, provide) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // A third-party resource (a video thumbnail, say) failing on the closed network is the
        // outside failure the site must survive, not an error of the site: the tests check the
        // fallback instead. Failures of our own resources still count.
        const offsite = !/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(message.location().url);
        if (offsite && message.text().startsWith('Failed to load resource')) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await provide(errors);
      // Here, not in an afterEach of this module: Playwright runs a module once per worker, so
      // its hooks would join only the first test file each worker loads.
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  // The pages hydrate after the load event: `goto` and `reload` also wait (HYDRATION_BOUND_MS at
  // most) for React's mark, unless a test passes its own `waitUntil` (a test of the page before hydration).
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const hydrated = async () => {
        try {
          await waitForHydration(page);
        } catch (error) {
          const started = await page.evaluate(() => document.documentElement.getAttribute('data-hydration-start')).catch(() => null);
          const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
          throw new Error(
            `${new URL(page.url()).pathname} at ${width}×${height} was not hydrated within ${HYDRATION_BOUND_MS} ms of its load event ` +
              `(the loader ${started ? `started by ${started}` : 'had not started'})`,
            { cause: error },
          );
        }
      };
      const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
      const thenHydrated = async <T>(response: T, options?: { waitUntil?: string }) => {
        if (!options?.waitUntil) await hydrated();
        return response;
      };
      page.goto = async (url, options) => thenHydrated(await goto(url, options), options);
      page.reload = async (options) => thenHydrated(await reload(options), options);
    }
    await provide(page);
  },
  context: async ({ context, mainlandNetwork }, provide) => {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort('internetdisconnected'));
    // Registered last, so tried first: the mainland's blocked services refuse, Amap answers.
    if (mainlandNetwork) {
      await context.route(MAINLAND_BLOCKED, (route) => route.abort('blockedbyclient'));
      await context.route(MAINLAND_REACHABLE, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>高德地图</title>' }),
      );
    }
    await provide(context);
  },
});

export { expect };

/** Waits for React's mark on <html>, at most HYDRATION_BOUND_MS (e.g. after held chunks are released). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: HYDRATION_BOUND_MS });
}

/** Removes one expected console error (e.g. the 404 status of a page that should be 404). */
export function dropExpectedError(errors: string[], pattern: RegExp): void {
  const index = errors.findIndex((text) => pattern.test(text));
  expect(index, `expected a console error matching ${pattern}`).toBeGreaterThanOrEqual(0);
  errors.splice(index, 1);
}

/** What "block all cookies" does to a page: reading sessionStorage or localStorage throws. */
export async function blockStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['sessionStorage', 'localStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Access to '${name}' is denied for this document.`, 'SecurityError');
        },
      });
    }
  });
}
