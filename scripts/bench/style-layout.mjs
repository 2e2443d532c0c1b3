// Style and layout against the right floor (issue 53): the same page's HTML with every script
// removed is what the document alone costs to style and lay out; the site's scripts (hydration,
// effects, what they change) may add at most 15 % to it.
//
// Each load is a fresh context at 375 × 812 CSS px (touch, DPR 2), the CPU slowed 4× with the
// DevTools protocol from before the navigation (made from the site's robots.txt), the network closed to every other host, and a
// Chromium trace from the navigation until the page has loaded, hydrated (`<html data-hydrated>`)
// and settled, or, without scripts (the document's HTML with every <script> element taken out),
// loaded and settled. Counted: the renderer main thread's `UpdateLayoutTree` (style) and `Layout` events, the
// ones not inside another of them. Median of 9 loads each (BENCH_STYLE_RUNS), the two forms
// interleaved: a single load's figure swings by a third either way, and with 5 loads the verdict
// for one route flipped between runs an hour apart (docs/benchmarks.md, "The header's fade").
import { CHROMIUM_ARGS } from '../chromium-path.mjs';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { CHROME_PATH } from './bench-config.mjs';
import { serve } from './lighthouse.mjs';
import { median } from './stats.mjs';

export const STYLE_ROUTES = ['/', '/services/', '/contact/'];
export const STYLE_BUDGET = 1.15;
const RUNS = Number(process.env.BENCH_STYLE_RUNS ?? 9);
const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const ARGS = CHROMIUM_ARGS;
/** After the page is ready, how long it is left to settle before the trace stops (throttled; lazy images, late effects). */
const SETTLE_MS = 1500;

/** Style and layout CPU on the main thread of the page's renderer, ms (4× CPU, so four times a phone-less machine's). */
function styleLayout(events, url) {
  // The page's renderer: the main thread that parsed its HTML (the navigation may move to a new process).
  const main = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(url));
  const counted = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.pid === main?.pid &&
        event.tid === main?.tid &&
        (event.name === 'UpdateLayoutTree' || event.name === 'Layout'),
    )
    .sort((a, b) => a.ts - b.ts);
  let style = 0;
  let layout = 0;
  let end = -1;
  for (const event of counted) {
    if (event.ts < end) continue; // inside one already counted
    end = event.ts + (event.dur ?? 0);
    if (event.name === 'Layout') layout += (event.dur ?? 0) / 1000;
    else style += (event.dur ?? 0) / 1000;
  }
  return { style, layout, total: style + layout };
}

async function loadOnce(browser, url, scripts) {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: scripts });
  const origin = new URL(url).origin;
  await context.route(
    (address) => address.origin !== origin,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  try {
    // A first page of the same origin, so the measured navigation stays in the renderer the slowdown is set on.
    await page.goto(`${origin}/robots.txt`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url, { waitUntil: 'load' });
    if (scripts) await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    return styleLayout(trace.traceEvents ?? trace, url);
  } finally {
    await context.close();
  }
}

/** Each route with its scripts and without, interleaved; the medians, and the ratio of the two. */
export async function styleLayoutBench({ siteDir, routes = STYLE_ROUTES }) {
  const site = await serve(siteDir);
  const browser = await chromium.launch({ executablePath: existsSync(CHROME_PATH) ? CHROME_PATH : undefined, args: ARGS });
  const totals = new Map(routes.map((route) => [route, { withScripts: [], without: [], ratios: [] }]));
  const loads = [];
  try {
    for (let round = 1; round <= RUNS; round += 1) {
      loads.push(loadavg()[0]);
      for (const route of routes) {
        const url = site.base + route;
        const without = await loadOnce(browser, url, false);
        const withScripts = await loadOnce(browser, url, true);
        const entry = totals.get(route);
        entry.without.push(without.total);
        entry.withScripts.push(withScripts.total);
        entry.ratios.push(withScripts.total / without.total);
        console.log(
          `bench: style+layout ${round}/${RUNS} ${route}: ${withScripts.total.toFixed(0)} ms with scripts, ${without.total.toFixed(0)} ms without`,
        );
      }
    }
  } finally {
    await browser.close();
    site.server.close();
  }
  const rows = routes.map((route) => {
    const entry = totals.get(route);
    return { route, withScripts: median(entry.withScripts), without: median(entry.without), ratio: median(entry.ratios) };
  });
  const markdown = [
    `Style and layout (Chromium trace, main thread's UpdateLayoutTree + Layout, CPU 4× slower, 375 px) from the navigation until loaded, hydrated and settled, against the same HTML with every <script> element taken out; median of ${RUNS} interleaved loads; load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}:`,
    '',
    '| page | with its scripts ms | the document alone ms | ratio (median of the rounds) | budget ≤ 1.15 |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.route} | ${Math.round(row.withScripts)} | ${Math.round(row.without)} | ${row.ratio.toFixed(2)} | ${row.ratio <= STYLE_BUDGET ? 'within' : '**over**'} |`,
    ),
  ].join('\n');
  return { rows, markdown };
}
