// A Chromium that can prerender: it will not while a DevTools client without tab-target support,
// Playwright's kind, is attached (`PrerenderingDisabledByDevTools`); puppeteer-core attaches through
// the tab. Same rules as fixtures.ts: network closed, every console error of our pages a failure.
import puppeteer, { type Browser, type CDPSession, type ElementHandle, type Page } from 'puppeteer-core';
import { chromiumPath } from '../../scripts/chromium-path.mjs';
import { expect, HYDRATION_BOUND_MS, requestTest } from './fixtures';

/** How long a hover may take to give a prerendered, loaded page (a busy 2-core machine). */
const PRERENDER_MS = 10_000;

export interface PrerenderBrowser {
  browser: Browser;
  /** Console errors and uncaught errors of every page, the prerendering ones included. */
  errors: string[];
  /** The sessions of prerendering pages, in the order they started. */
  prerenders: () => CDPSession[];
  /** The URLs the page behind a session has asked for, in order. */
  requestsOf: (session: CDPSession) => string[];
  close: () => Promise<void>;
}

export const OWN = /^https?:\/\/(127\.0\.0\.1|localhost)[:/]/;

/** The CDP target kind of a session ('prerender' for a page prerendering); puppeteer names it in no public API. */
function subtype(session: CDPSession): string | undefined {
  try {
    return (session as unknown as { target(): { _subtype(): string | undefined } }).target()._subtype();
  } catch {
    return undefined;
  }
}

function watchErrors(session: CDPSession, errors: string[]): void {
  session.on('Runtime.consoleAPICalled', (event) => {
    if (event.type === 'error') errors.push(event.args.map((arg) => arg.value ?? arg.description ?? '').join(' '));
  });
  session.on('Runtime.exceptionThrown', (event) =>
    errors.push(`pageerror: ${event.exceptionDetails.exception?.description ?? event.exceptionDetails.text}`),
  );
  session.on('Log.entryAdded', ({ entry }) => {
    // A third-party resource failing on the closed network is the outside failure the site must
    // survive (fixtures.ts); our own failing resources count.
    if (entry.level === 'error' && (OWN.test(entry.url ?? '') || entry.source !== 'network')) errors.push(entry.text);
  });
}

/** `timeZone`: the IANA zone the browser runs in (Chromium reads TZ from its environment). */
export async function launchPrerenderBrowser({ timeZone }: { timeZone?: string } = {}): Promise<PrerenderBrowser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('no Debian Chromium found (scripts/chromium-path.mjs): puppeteer needs one');
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
    ...(timeZone ? { env: { ...process.env, TZ: timeZone } } : {}),
  });
  const errors: string[] = [];
  const sessions: CDPSession[] = [];
  const requests = new Map<CDPSession, string[]>();
  const connection = (await browser.target().createCDPSession()).connection();
  connection?.on('sessionattached', (session: CDPSession) => {
    sessions.push(session);
    watchErrors(session, errors);
    const asked: string[] = [];
    requests.set(session, asked);
    session.on('Network.requestWillBeSent', (event) => asked.push(event.request.url));
    // Puppeteer enables these on the pages it shows (and the network on prerendering ones too); a
    // prerendering page's messages need them as well.
    void session.send('Runtime.enable').catch(() => {});
    void session.send('Log.enable').catch(() => {});
  });
  return {
    browser,
    errors,
    prerenders: () => sessions.filter((session) => subtype(session) === 'prerender'),
    requestsOf: (session) => requests.get(session) ?? [],
    close: () => browser.close(),
  };
}

/** What `expression` gives in the page behind `session`; null while it has no document to run in. */
export async function evaluateIn<T>(session: CDPSession, expression: string): Promise<T | null> {
  const answer = await session.send('Runtime.evaluate', { expression, returnByValue: true }).catch(() => null);
  return (answer?.result.value as T | undefined) ?? null;
}

/** Polls `probe` until it gives a truthy value, at most `timeout` ms. */
export async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeout = PRERENDER_MS): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 25));
  }
}

/** A fresh page at the project's viewport, on `url`, hydrated. */
export async function openHydrated(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number; deviceScaleFactor?: number; isMobile?: boolean; hasTouch?: boolean },
): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport(viewport);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', { timeout: HYDRATION_BOUND_MS });
  return page;
}

/** The first link a visitor sees inside `scope` to another page of the site, and its path. */
export async function firstVisibleLink(
  page: Page,
  scope: string,
  /** Addresses to pass over (without their trailing slash), e.g. the pages analytics never counts. */
  skip: readonly string[] = [],
): Promise<{ link: ElementHandle<HTMLAnchorElement>; path: string }> {
  for (const link of (await page.$$(`${scope} a[href^="/"]`)) as ElementHandle<HTMLAnchorElement>[]) {
    const path = await link.evaluate((anchor) =>
      anchor.checkVisibility() && anchor.pathname !== location.pathname && !anchor.hash ? anchor.pathname : null,
    );
    if (path && !skip.includes(path.replace(/\/$/, ''))) return { link, path };
  }
  throw new Error(`no visible link to another page in ${scope}`);
}

/** Hovers `link` and gives the session of the page it prerenders, once that page has loaded and hydrated (still hidden). */
export async function hoverToPrerender(
  harness: PrerenderBrowser,
  link: ElementHandle<HTMLAnchorElement>,
  path: string,
): Promise<CDPSession> {
  const before = new Set(harness.prerenders());
  await link.hover();
  const session = await until(`a prerender of ${path} after the hover`, async () =>
    harness.prerenders().find((candidate) => !before.has(candidate)),
  );
  await until(`${path} loaded while prerendering`, () =>
    evaluateIn<boolean>(
      session,
      `document.prerendering && location.pathname === ${JSON.stringify(path)} && document.readyState === 'complete'`,
    ),
  );
  await until(`${path} hydrated while prerendering`, () =>
    evaluateIn<boolean>(session, `document.prerendering && document.documentElement.dataset.hydrated === 'true'`),
  );
  return session;
}

/**
 * Clicks `link` and waits for the prerendered page behind `session` to be shown. The click's end
 * is answered by a page already replaced: puppeteer then reports the old target closed.
 */
export async function clickToShow(link: ElementHandle<HTMLAnchorElement>, session: CDPSession): Promise<void> {
  await link.click().catch(() => {});
  await until('the prerendered page shown', () => evaluateIn<boolean>(session, '!document.prerendering'));
}

/**
 * A test with `prerender`: the worker's puppeteer Chromium, started when a test first asks for
 * it; each test fails on the console errors its pages logged.
 */
export const test = requestTest.extend<{ prerender: PrerenderBrowser }, { prerenderBrowser: PrerenderBrowser }>({
  prerenderBrowser: [
    async ({}, provide) => {
      const harness = await launchPrerenderBrowser();
      await provide(harness);
      await harness.close();
    },
    { scope: 'worker' },
  ],
  prerender: async ({ prerenderBrowser }, provide) => {
    prerenderBrowser.errors.length = 0;
    await provide(prerenderBrowser);
    expect(prerenderBrowser.errors, 'console errors on the pages').toEqual([]);
  },
});
