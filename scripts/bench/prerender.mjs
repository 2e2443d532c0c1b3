// The second page as a phone meets it when the browser prerendered it: from the tap on home's link
// to the new page's largest paint, and the main thread's work after the tap.
//
// Puppeteer, not Playwright: Chromium refuses to prerender while a DevTools client without tab-target
// support is attached (Playwright's kind: PrerenderingDisabledByDevTools); puppeteer-core attaches
// through the tab and follows the activation. Phone as Lighthouse's mobile: 412×823 CSS px, DPR
// 1.75, touch, CPU slowed 4× (puppeteer also applies it to the prerendering page); loopback network.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { activationBreakdown, breakdownLine, startTrace } from './activation-trace.mjs';
import { CHROME_PATH } from './bench-config.mjs';
import { median } from './stats.mjs';

export const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
export const CPU_SLOWDOWN = 4;
/** How long after activation the new page's figures are read: its LCP is final by then. */
const SETTLE_MS = 1500;
const WAIT_MS = 20_000;

const pause = (ms) => new Promise((resolvePause) => setTimeout(resolvePause, ms));
const epochNow = () => performance.timeOrigin + performance.now();

async function until(what, probe) {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`bench: timed out waiting for ${what}`);
    await pause(25);
  }
}

/**
 * Every CDP session puppeteer attaches, the prerendering page's included (puppeteer lists it in
 * no public API): read through the browser's connection.
 */
async function watchSessions(browser) {
  const sessions = [];
  const browserSession = await browser.target().createCDPSession();
  browserSession.connection().on('sessionattached', (session) => sessions.push(session));
  const kind = (session) => {
    try {
      return session.target()._subtype();
    } catch {
      return undefined;
    }
  };
  return { prerendering: () => sessions.filter((session) => kind(session) === 'prerender') };
}

/** A value from the page behind a CDP session; null while it has no document to run in. */
async function evaluateIn(session, expression) {
  const answer = await session.send('Runtime.evaluate', { expression, returnByValue: true }).catch(() => null);
  return answer?.result?.value ?? null;
}

/**
 * Installed in the prerendering page before the tap: an LCP observer, as web-vitals registers one
 * while the page loads (Chromium 156 gives a prerendered page's LCP entries to an observer already
 * there, but none to a `buffered` one made after activation), and the first frame once shown.
 */
const BEFORE_TAP = `window.__benchLcp = [];
new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__benchLcp.push(entry.startTime); })
  .observe({ type: 'largest-contentful-paint', buffered: true });
document.addEventListener('prerenderingchange', () => requestAnimationFrame(() => { window.__benchFrame = performance.now(); }), { once: true });`;

/**
 * What a page reads of itself once shown: its activation, the last LCP entry and the first paint
 * (times from its time origin), the first frame after it was shown, and the blocking time of long
 * tasks that started at or after the tap (`window.__benchSince`, epoch ms).
 */
const SHOWN_FIGURES = `new Promise((done) => {
  const entries = (type) => new Promise((got) => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type, buffered: true });
    setTimeout(() => { got(observer.takeRecords()); observer.disconnect(); }, 0);
  });
  Promise.all([entries('largest-contentful-paint'), entries('longtask')]).then(([lcps, tasks]) => {
    const nav = performance.getEntriesByType('navigation')[0];
    const since = window.__benchSince - performance.timeOrigin;
    const lcpTimes = window.__benchLcp && window.__benchLcp.length ? window.__benchLcp : lcps.map((entry) => entry.startTime);
    const firstPaint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint');
    done({
      origin: performance.timeOrigin,
      activationStart: nav ? nav.activationStart : 0,
      lcp: lcpTimes.length ? lcpTimes[lcpTimes.length - 1] : null,
      fcp: firstPaint ? firstPaint.startTime : null,
      blocking: tasks.filter((t) => t.startTime >= since).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      longTasks: tasks.filter((t) => t.startTime >= since).length,
      frame: window.__benchFrame,
      hydrated: document.documentElement.dataset.hydrated === 'true',
    });
  });
})`;

/**
 * The first link to `path` a visitor sees on the page. The closed phone menu waits off-screen with
 * `visibility: hidden`, which `checkVisibility()` counts as visible unless asked.
 */
async function visibleLink(page, path) {
  const links = await page.$$(`a[href="${path}"]`);
  for (const link of links) if (await link.evaluate((element) => element.checkVisibility({ visibilityProperty: true }))) return link;
  throw new Error(`bench: no visible link to ${path} on ${page.url()}`);
}

/**
 * One visit: home, a hover on the link, the prerender loaded and hydrated, the tap, the new page's
 * figures; with `traceFile`, a browser-wide trace from just before the tap, read into what the new
 * page's main thread did from activation to its first paint (activation-trace.mjs) and kept there.
 */
async function oneVisit(browser, sessions, base, path, traceFile) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.emulate({ viewport: PHONE, userAgent: await browser.userAgent() });
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', { timeout: WAIT_MS });
    const link = await visibleLink(page, path);
    const before = new Set(sessions.prerendering());
    const hoveredAt = Date.now();
    await link.hover();
    const session = await until(`the prerender of ${path}`, () => sessions.prerendering().find((candidate) => !before.has(candidate)));
    await until(`${path} hydrated while prerendering`, () =>
      evaluateIn(session, `document.prerendering && document.documentElement.dataset.hydrated === 'true'`),
    );
    const readyMs = Date.now() - hoveredAt;
    // The LCP observer, and the first frame the page begins once shown (its LCP content is on screen at that frame's end).
    await evaluateIn(session, BEFORE_TAP);
    const box = await link.boundingBox();
    const trace = traceFile ? await startTrace(browser) : null;
    const tapAt = epochNow();
    // The tap's end is answered by a page already replaced by the prerendered one: puppeteer then
    // reports the old target closed, which is the activation, not a failure.
    await page.touchscreen.touchStart(box.x + box.width / 2, box.y + box.height / 2).catch(() => {});
    await page.touchscreen.touchEnd().catch(() => {});
    await until(`${path} shown`, () => evaluateIn(session, `!document.prerendering && window.__benchFrame !== undefined`));
    await evaluateIn(session, `window.__benchSince = ${tapAt}`);
    await pause(SETTLE_MS);
    const shown = await session.send('Runtime.evaluate', { expression: SHOWN_FIGURES, awaitPromise: true, returnByValue: true });
    const figures = shown.result.value;
    let breakdown;
    if (trace) {
      const events = await trace.stop();
      writeFileSync(traceFile, JSON.stringify({ traceEvents: events }));
      breakdown = activationBreakdown(events, base);
    }
    if (!(figures.activationStart > 0)) throw new Error(`bench: ${path} was loaded, not activated from the prerender`);
    // As web-vitals counts a prerendered page's LCP: from activation, never before it. With no LCP
    // entry at all, its first paint (here the frame its LCP text is painted in).
    const painted = figures.lcp ?? figures.fcp;
    if (painted === null) throw new Error(`bench: ${path} reported neither an LCP entry nor a first paint`);
    const lcpAt = figures.origin + Math.max(painted, figures.activationStart);
    return {
      readyMs,
      tapToLcp: lcpAt - tapAt,
      tapToFrame: figures.origin + figures.frame - tapAt,
      activationToLcp: Math.max(0, painted - figures.activationStart),
      withoutLcpEntry: figures.lcp === null,
      blocking: figures.blocking,
      longTasks: figures.longTasks,
      hydrated: figures.hydrated,
      breakdown,
    };
  } finally {
    await context.close();
  }
}

/** The medians of one side's visits. */
function summary(path, visits) {
  const pick = (key) => visits.map((visit) => visit[key]);
  return {
    path,
    samples: visits.length,
    tapToLcp: median(pick('tapToLcp')),
    tapToLcpRange: [Math.min(...pick('tapToLcp')), Math.max(...pick('tapToLcp'))],
    activationToLcp: median(pick('activationToLcp')),
    tapToFrame: median(pick('tapToFrame')),
    blocking: median(pick('blocking')),
    readyMs: median(pick('readyMs')),
    /** The 1-minute load average after each visit: median and range. */
    load: median(pick('load')),
    loadRange: [Math.min(...pick('load')), Math.max(...pick('load'))],
    allHydrated: visits.every((visit) => visit.hydrated),
    /** Visits with no LCP entry, counted to their first paint instead. */
    withoutLcpEntry: visits.filter((visit) => visit.withoutLcpEntry).length,
    /** From the traces (BENCH_PRERENDER_TRACE): the main thread's CPU from activation to the first paint, median. */
    activationCpu: visits.some((visit) => visit.breakdown)
      ? median(visits.filter((visit) => visit.breakdown).map((visit) => visit.breakdown.cpu))
      : null,
  };
}

/**
 * `samples` visits from home to `path` activated from its prerender, for each side (`{ key, base }`:
 * several exports, e.g. today's and another commit's); the sides' visits interleaved, their order
 * turning each round, so a loaded machine weighs on every side alike. Returns each side's medians by key.
 */
export async function prerenderedSecondPage(
  sides,
  { path = '/services/', samples = 7, log = console.log, traceDir = process.env.BENCH_PRERENDER_TRACE } = {},
) {
  const browser = await puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  try {
    const sessions = await watchSessions(browser);
    const visits = new Map(sides.map((side) => [side.key, []]));
    for (let sample = 1; sample <= samples; sample += 1) {
      const turn = (sample - 1) % sides.length;
      for (const side of [...sides.slice(turn), ...sides.slice(0, turn)]) {
        const traceFile = traceDir ? join(traceDir, `${side.key}-${sample}.json`) : undefined;
        const visit = { ...(await oneVisit(browser, sessions, side.base, path, traceFile)), load: loadavg()[0] };
        visits.get(side.key).push(visit);
        log(
          `bench: prerender ${sample}/${samples} ${side.key} / → ${path}: tap to LCP ${Math.round(visit.tapToLcp)} ms ` +
            `(activation to LCP ${Math.round(visit.activationToLcp)} ms; to the first frame shown ${Math.round(visit.tapToFrame)} ms), blocking after tap ${Math.round(visit.blocking)} ms, ` +
            `ready ${visit.readyMs} ms after hover; load average ${visit.load.toFixed(2)}` +
            (visit.breakdown === undefined ? '' : `\n  ${breakdownLine(visit.breakdown)}`),
        );
      }
    }
    return new Map(sides.map((side) => [side.key, summary(path, visits.get(side.key))]));
  } finally {
    await browser.close();
  }
}
