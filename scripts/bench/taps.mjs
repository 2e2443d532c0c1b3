// `npm run bench -- --taps`: how long each control takes to answer a tap on a phone whose CPU is
// four times slower, read from the page's own Event Timing entries, as Interaction to Next Paint
// reads them: every entry of the tap's interaction (pointerdown, touchend, click…) carries the same
// `interactionId`, and the interaction's latency is its longest entry's `duration` (input delay +
// processing + until the next frame is presented), rounded by Chromium to 8 ms. Entries under 16 ms
// are not reported (`durationThreshold` 16): such a tap is printed as "< 16".
//
// Each measurement is a fresh load at 375 × 812 CSS px (touch, DPR 2), the network closed to every
// host but the loopback one; once the page has loaded, hydrated and gone idle, the control is
// scrolled into view (and what it needs set up, e.g. the menu opened before "close the menu"), the
// CPU slowed with the DevTools protocol (Emulation.setCPUThrottlingRate 4), and a real tap given
// (locator.tap()). Median of 5 loads (BENCH_TAP_RUNS), rounds interleaved with the floor's button
// (scripts/bench-floor/) so the machine's load falls on both alike.
import { CHROMIUM_ARGS } from '../chromium-path.mjs';
import { loadavg } from 'node:os';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_PATH, ROOT } from './bench-config.mjs';
import { serve } from './lighthouse.mjs';
import { median } from './stats.mjs';

export const TAP_RUNS = Number(process.env.BENCH_TAP_RUNS ?? 5);
export const TAP_SLOWDOWN = 4;
const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const ARGS = CHROMIUM_ARGS;

/** Installed before the page's own scripts: every event entry of 16 ms or more, kept in the page. */
const OBSERVER = `window.__taps = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    window.__taps.push({ name: entry.name, id: entry.interactionId, start: entry.startTime, duration: entry.duration,
      input: entry.processingStart - entry.startTime, processing: entry.processingEnd - entry.processingStart });
}).observe({ type: 'event', buffered: true, durationThreshold: 16 });`;

/** `BENCH_TAP_TRACE=<folder>`: a Chromium trace of each tap kept there (DevTools' Performance panel opens it), and summed up. */
const TRACE_DIR = process.env.BENCH_TAP_TRACE;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.invalidationTracking',
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
  'blink.user_timing',
];

/** The main thread's time after the tap, by kind: what the tap's frame cost (ms of throttled CPU wall). */
function traceSummary(events) {
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      events.some((e) => e.pid === event.pid && e.name === 'EventDispatch'),
  );
  if (!main) return 'no renderer main thread with an event';
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  const start = Math.min(...onMain.filter((event) => event.name === 'EventDispatch').map((event) => event.ts));
  const sums = new Map();
  let restyled = 0;
  for (const event of onMain) {
    if (event.ts < start || event.ts > start + 1_000_000) continue;
    const kind = event.name === 'EventDispatch' ? `event ${event.args?.data?.type}` : event.name;
    if (
      ![
        'UpdateLayoutTree',
        'Layout',
        'Paint',
        'PrePaint',
        'Layerize',
        'Commit',
        'FunctionCall',
        'RunMicrotasks',
        'TimerFire',
        'HitTest',
        'ParseHTML',
        'EvaluateScript',
        'v8.compile',
        'MajorGC',
        'MinorGC',
      ].includes(event.name) &&
      !kind.startsWith('event ')
    )
      continue;
    sums.set(kind, (sums.get(kind) ?? 0) + (event.dur ?? 0) / 1000);
    if (event.name === 'UpdateLayoutTree') restyled = Math.max(restyled, event.args?.elementCount ?? 0);
  }
  return (
    [...sums]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
      .join(', ') + `; most elements restyled at once ${restyled}`
  );
}

const menuToggle = 'button[aria-controls="mobile-menu"]';
/** Open as a popover (before hydration) or by React's `data-open` (after). */
const menuOpen = '#mobile-menu:is(:popover-open, [data-open])';
async function openMenu(page) {
  await page.locator(menuToggle).tap();
  await page.locator(menuOpen).waitFor();
  await page.waitForTimeout(400); // past the menu's 300 ms toggle lock and its slide
}

/**
 * The controls measured: where, which element is tapped, and what is set up (unthrottled) first.
 * `site: 'analytics'` runs on the analytics build (out-analytics/), skipped when it is not built.
 */
export const CONTROLS = [
  { name: 'open the menu', route: '/', target: menuToggle, shows: menuOpen },
  { name: 'open a sub-menu', route: '/', target: '#mobile-menu button[aria-expanded]', prepare: openMenu },
  { name: 'close the menu', route: '/', target: '#mobile-menu > button', prepare: openMenu },
  { name: 'open a video', route: '/', target: '#home-videos a[aria-label]', shows: 'dialog[open]' },
  { name: 'pause the carousel', route: '/', target: '#home-hero [aria-roledescription="carousel"] button' },
  { name: "open the masters' list", route: '/', target: '#home-masters details > summary' },
  { name: 'booking link', route: '/', target: '#home-hero a[data-booking-tag], #home-hero a[href*="wa.me"]' },
  { name: 'open an FAQ item', route: '/faq/', target: 'main details:not([open]) > summary' },
  { name: 'crisis place picker', route: '/crisis-support/', target: 'main select[data-untracked]' },
  { name: 'open WeChat', route: '/contact/', target: 'button[data-floating="wechat"]', shows: '#wechat-overlay:popover-open' },
  { name: 'copy the WeChat ID', route: '/contact/', target: 'main button[data-copy-button][data-ready="true"]' },
  { name: 'consent: accept', route: '/', target: 'section[aria-describedby] button', site: 'analytics' },
];
const FLOOR_CONTROL = { name: 'floor: its button (bare Next.js)', route: '/', target: 'main button' };
/**
 * Taps that are mostly the browser's own work, each with the floor's plain form of it, measured
 * right after it: a link opening a new tab (Chromium creates the tab in the click), and a
 * <select> (headless Chromium draws its list as an internal page on the renderer's thread).
 */
const FLOOR_TWINS = new Map([
  ['booking link', { name: 'floor: a new-tab link', route: '/', target: 'main a[target="_blank"]' }],
  ['crisis place picker', { name: 'floor: a <select>', route: '/', target: 'main select' }],
]);

const pause = (ms) => new Promise((done) => setTimeout(done, ms));

/** The page loaded, hydrated (the site marks `<html data-hydrated>`; the floor has no mark) and idle. */
async function settle(page, hydrationMark) {
  await page.waitForLoadState('load');
  if (hydrationMark) await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle').catch(() => {});
  // Home hydrates its sections in slices after the first pass: two idle periods in a row.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(() => done()), { timeout: 3000 })));
}

/** One tap on a fresh load: the interaction's latency in ms (null when nothing reached 16 ms). */
async function tapOnce(browser, base, control, hydrationMark) {
  const context = await browser.newContext({ ...PHONE, permissions: ['clipboard-read', 'clipboard-write'] });
  const origin = new URL(base).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  page.on('popup', (popup) => popup.close().catch(() => {})); // the booking link's new tab
  try {
    await page.addInitScript(OBSERVER);
    await page.goto(base + control.route, { waitUntil: 'load' });
    await settle(page, hydrationMark);
    if (control.prepare) await control.prepare(page);
    const target = page.locator(control.target).first();
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(), { timeout: 1000 })));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: TAP_SLOWDOWN });
    const tracing = TRACE_DIR ? await browser.startTracing(page, { categories: TRACE_CATEGORIES }) : null;
    /*
     * Where what the tap opens comes after the tap's own frame (the video's dialog waits for its
     * code), also the time from the tap to the first frame that holds it: found in a frame's
     * animation callback, timed in the task after that frame.
     */
    if (control.shows)
      await page.evaluate((selector) => {
        window.__shownAt = null;
        const look = () => {
          if (document.querySelector(selector)) setTimeout(() => (window.__shownAt = performance.now()));
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }, control.shows);
    const since = await page.evaluate(() => performance.now());
    await target.tap({ noWaitAfter: true });
    // Entries are queued after the frame that follows the tap; give them a second to arrive.
    let entries = [];
    for (let waited = 0; waited < 3000; waited += 100) {
      await pause(100);
      entries = await page.evaluate((t) => window.__taps.filter((entry) => entry.start >= t - 1), since).catch(() => []);
      const shownAt = control.shows ? await page.evaluate(() => window.__shownAt).catch(() => null) : 0;
      if (entries.some((entry) => entry.id > 0) && waited >= 300 && shownAt !== null) break;
    }
    const shownAt = control.shows ? await page.evaluate(() => window.__shownAt).catch(() => null) : null;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {});
    const trace = tracing === null ? null : await browser.stopTracing();
    if (trace) {
      mkdirSync(TRACE_DIR, { recursive: true });
      const file = join(TRACE_DIR, `${control.name.replace(/\W+/g, '-')}-${Date.now()}.json`);
      writeFileSync(file, trace);
      console.log(
        `bench: trace ${file}: ${traceSummary([].concat(JSON.parse(trace.toString('utf8')).traceEvents ?? JSON.parse(trace.toString('utf8'))))}`,
      );
    }
    const ofInteraction = entries.filter((entry) => entry.id > 0);
    const counted = ofInteraction.length ? ofInteraction : entries;
    const shown = shownAt === null ? undefined : shownAt - since;
    if (!counted.length) return { latency: null, shown };
    const longest = counted.reduce((a, b) => (b.duration > a.duration ? b : a));
    return { latency: longest.duration, input: longest.input, processing: longest.processing, event: longest.name, shown };
  } finally {
    await context.close();
  }
}

const shown = (value) => (value === null ? '< 16' : `${Math.round(value)}`);
/** Median of the runs, a run under the threshold counted as 0 (it is below every figure shown). */
function summary(latencies) {
  const values = latencies.map((value) => value ?? 0);
  const middle = median(values);
  return { median: middle === 0 ? null : middle, min: Math.min(...values), max: Math.max(...values) };
}

/**
 * Every control, TAP_RUNS rounds; in each round every control once and the floor's button once
 * after each route's group, so the floor is measured as often as the load changes.
 */
export async function tapBench({ siteDir, analyticsDir = join(ROOT, 'out-analytics'), floorDir, againstDir }) {
  const site = await serve(siteDir);
  // `BENCH_TAP_AGAINST=<export>`: another build's controls in the same rounds, each right after this one's.
  const against = againstDir ? await serve(againstDir) : null;
  const floor = await serve(floorDir);
  const analytics = existsSync(join(analyticsDir, 'index.html')) ? await serve(analyticsDir) : null;
  const browser = await chromium.launch({ executablePath: existsSync(CHROME_PATH) ? CHROME_PATH : undefined, args: ARGS });
  // Words of the controls' names, comma-separated: `BENCH_TAP_ONLY=menu` or `BENCH_TAP_ONLY='open the menu,video'`.
  const only = process.env.BENCH_TAP_ONLY?.split(',').filter(Boolean);
  const controls = CONTROLS.filter(
    (control) => (control.site !== 'analytics' || analytics) && (!only || only.some((word) => control.name.includes(word))),
  );
  const names = controls.flatMap((control) => [
    control.name,
    ...(against && !control.site ? [`${control.name} (against)`] : []),
    ...(FLOOR_TWINS.has(control.name) ? [FLOOR_TWINS.get(control.name).name] : []),
  ]);
  const results = new Map([...names, FLOOR_CONTROL.name].map((name) => [name, []]));
  const loads = [];
  const shownTimes = new Map();
  const started = Date.now();
  try {
    for (let round = 1; round <= TAP_RUNS; round += 1) {
      loads.push(loadavg()[0]);
      for (const control of controls) {
        const bases = [[control.name, control.site === 'analytics' ? analytics.base : site.base]];
        if (against && !control.site) bases.push([`${control.name} (against)`, against.base]);
        for (const [name, base] of bases) {
          const result = await tapOnce(browser, base, control, true).catch((error) => ({ latency: NaN, error }));
          if (result.error) console.log(`bench: taps ${round}/${TAP_RUNS} ${name}: ${result.error.message.split('\n')[0]}`);
          else
            console.log(
              `bench: taps ${round}/${TAP_RUNS} ${name}: ${shown(result.latency)} ms (${result.event ?? '–'})${result.shown === undefined ? '' : `, shown after ${Math.round(result.shown)} ms`}`,
            );
          results.get(name).push(result.latency);
          if (result.shown !== undefined) shownTimes.set(name, [...(shownTimes.get(name) ?? []), result.shown]);
        }
        const twin = FLOOR_TWINS.get(control.name);
        if (twin) results.get(twin.name).push((await tapOnce(browser, floor.base, twin, false)).latency);
        if (control === controls[0] || control === controls.at(-1)) {
          const floorResult = await tapOnce(browser, floor.base, FLOOR_CONTROL, false);
          results.get(FLOOR_CONTROL.name).push(floorResult.latency);
        }
      }
    }
  } finally {
    await browser.close();
    for (const server of [site, floor, analytics, against]) server?.server.close();
  }
  const rows = [...results].map(([name, latencies]) => {
    const valid = latencies.filter((value) => !Number.isNaN(value));
    const shownMedian = shownTimes.has(name) ? median(shownTimes.get(name)) : undefined;
    return { name, runs: valid.length, shownMedian, ...(valid.length ? summary(valid) : { median: NaN, min: NaN, max: NaN }) };
  });
  const floorRow = rows.find((row) => row.name === FLOOR_CONTROL.name);
  const floorRows = new Set(rows.filter((row) => row.name.startsWith('floor: ')));
  /** The floor row a row is compared with: its twin where it has one, else the floor's button. */
  const floorOf = (row) => rows.find((other) => other.name === FLOOR_TWINS.get(row.name.replace(/ \(against\)$/, ''))?.name) ?? floorRow;
  const loadSpan = `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`;
  const markdown = [
    `Taps at 375 px, CPU slowed ${TAP_SLOWDOWN}× (CDP), Event Timing latency (longest entry of the tap's interaction), median of ${TAP_RUNS} loads (range); load average (1 min) ${loadSpan} on 2 cores; ${Math.round((Date.now() - started) / 1000)} s.`,
    '',
    "| interaction | median ms | range ms | − the floor's (its twin, else its button) | budget ≤ 100 ms | tap to the frame that shows it, ms |",
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => {
      const floor = floorOf(row);
      const diff =
        floorRows.has(row) || row.median === null || floor.median === null
          ? ''
          : `${row.median - floor.median >= 0 ? '+' : '−'}${Math.abs(Math.round(row.median - floor.median))}`;
      const within = row.runs === 0 ? 'not measured' : (row.median ?? 0) <= 100 ? 'within' : '**over**';
      const opened = row.shownMedian === undefined ? '' : `${Math.round(row.shownMedian)}`;
      return `| ${row.name} | ${shown(row.median)} | ${shown(row.min || null)}–${shown(row.max || null)} | ${diff} | ${within} | ${opened} |`;
    }),
    analytics ? '' : '\n(consent: no analytics build in out-analytics/, not measured: `npm run build:analytics`.)',
  ].join('\n');
  return { rows, markdown };
}
