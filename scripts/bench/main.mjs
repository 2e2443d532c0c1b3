// `npm run bench`: Lighthouse (mobile defaults, simulated throttling) on the site in both forms,
// its framework scripts started after the load event (as shipped) and as Next emits them
// (HYDRATE_AFTER_LOAD=0), and on a bare Next.js page built with the same next.config (the
// framework's floor), median of 3 runs with their range, then the budgets. Not part of `npm test`.
//
//   npm run bench                      builds out/ first if it is missing
//   npm run bench -- --record          also writes the table into docs/benchmarks.md
//   npm run bench -- --rebuild-floor   rebuilds .bench/floor-out even if its sources did not change
//   OUT_DIR=/path/to/out BENCH_RUNS=5 npm run bench   (an OUT_DIR built with HYDRATE_AFTER_LOAD=0)
//   npm run bench -- --paired          home against the floor in pairs, and the prerendered second page (pair.mjs)
//   npm run bench -- --paired --against <ref>   and another commit's home in the same rounds (built in a temporary worktree)
//   npm run bench -- --prerender [--against <ref>]   only the prerendered second page (BENCH_PRERENDER_TRACE=<dir> traces it)
//   npm run bench -- --taps            the taps table (taps.mjs) beside the floor's button, and style+layout with and
//                                      without scripts (style-layout.mjs), on out/ as built; --only-taps, --only-style;
//                                      BENCH_TAP_AGAINST=<export> taps another build in the same rounds
//   npm run bench -- --js              JS per route against the floor, and each client component's bytes (js-cost.mjs)
//
// Installs nothing: needs the `lighthouse` dev dependency and a Chromium (CHROME_PATH, default
// Debian's /usr/bin/chromium).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { budgetMisses } from './budgets.mjs';
import { bytesTable } from './bytes.mjs';
import { ensureFloorBuild, ensureSiteBuilds } from './measured-builds.mjs';
import {
  args,
  CHROME_PATH,
  fail,
  FLOOR_OUT,
  LIGHTHOUSE,
  OUT_DIR,
  ROOT,
  ROUTES,
  RUNS,
  SITE_AFTER_LOAD,
  SITE_DIRECT,
} from './bench-config.mjs';
import { oversizedImages } from './images.mjs';
import { BYTES_ROUTES, pairedBench, prerenderBench } from './pair.mjs';
import { lighthouseWithRetry, serve } from './lighthouse.mjs';
import { machine, record, table } from './report.mjs';
import { jsCost } from './js-cost.mjs';
import { styleLayoutBench } from './style-layout.mjs';
import { tapBench } from './taps.mjs';
import { median, summarise } from './stats.mjs';

const FORMS = [
  { form: 'after load', root: SITE_AFTER_LOAD },
  { form: 'as Next emits them', root: SITE_DIRECT },
];

/** Rounds rather than page after page, so drift in the machine's load spreads over all pages. */
async function measure(pages) {
  const runs = new Map(pages.map((page) => [page.key, []]));
  for (let round = 1; round <= RUNS; round += 1) {
    for (const page of pages) {
      process.stdout.write(`bench: run ${round}/${RUNS} ${page.key} … `);
      const result = await lighthouseWithRetry(page.url);
      runs.get(page.key).push(result);
      console.log(`Perf ${result.perf}, LCP ${result.lcp.toFixed(2)} s, TBT ${Math.round(result.tbt)} ms`);
    }
  }
  return runs;
}

async function main() {
  ensureSiteBuilds();
  ensureFloorBuild();
  if (!existsSync(join(SITE_DIRECT, '_headers'))) console.warn('bench: no _headers in the export: measured without the security headers.');

  const floor = await serve(FLOOR_OUT);
  const sites = await Promise.all(FORMS.map(async (form) => ({ ...form, ...(await serve(form.root)) })));
  const started = Date.now();
  const pages = [
    { key: 'floor', url: `${floor.base}/` },
    ...ROUTES.flatMap((route) => sites.map((site) => ({ key: `${route} (${site.form})`, route, form: site.form, url: site.base + route }))),
  ];
  let runs;
  try {
    runs = await measure(pages);
  } finally {
    floor.server.close();
  }
  const floorSummary = summarise(runs.get('floor'));
  const rows = pages
    .filter((page) => page.route)
    .map((page) => ({ name: page.route, form: page.form, summary: summarise(runs.get(page.key)) }));
  process.stdout.write('bench: image sizes on / at 412 px, DPR 1.75 … ');
  const oversized = await oversizedImages(`${sites[0].base}/`);
  console.log(oversized.length ? oversized.join(', ') : 'none over twice its displayed size');
  for (const row of rows) if (row.name === '/') row.summary.oversized = oversized;
  for (const site of sites) site.server.close();

  console.log('bench: taps (4× slower CPU, 375 px) …');
  const taps = await tapBench({ siteDir: SITE_AFTER_LOAD, floorDir: FLOOR_OUT });
  const styleLayout = await styleLayoutBench({ siteDir: SITE_AFTER_LOAD });

  const benchmarkIndexes = [...runs.values()].flat().map((run) => run.benchmarkIndex);
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const markdown = [
    `Run on ${date} UTC — ${machine()}.`,
    `Lighthouse mobile defaults (simulated throttling), median of ${RUNS} runs (range in brackets), served by scripts/static-server.mjs (brotli, _headers) on loopback; ${Math.round((Date.now() - started) / 1000)} s in all.`,
    `Lighthouse benchmarkIndex (the machine's speed; ~1,000 on the project's 2-core hosts) median ${Math.round(median(benchmarkIndexes))} (${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}).`,
    '"scripts": "after load" is the site as built (the framework\'s scripts start on the load event); "as Next emits them" the same build with HYDRATE_AFTER_LOAD=0.',
    '',
    table(rows, floorSummary),
    '',
    'Bytes (exact, from the export; gzip at zlib level 9):',
    '',
    bytesTable([{ label: 'site', dir: SITE_AFTER_LOAD }], BYTES_ROUTES),
    '',
    `Images on / at 412 px, DPR 1.75, all loaded: ${oversized.length ? oversized.join(', ') : 'none decoded at over twice its displayed size'}.`,
    '',
    taps.markdown,
    '',
    jsCost({ siteDir: SITE_AFTER_LOAD, floorDir: FLOOR_OUT, nextDir: join(ROOT, '.next'), routes: ROUTES }).markdown,
    '',
    styleLayout.markdown,
    '',
    'Budgets (LCP < 1.5 s, Perf ≥ 99, TBT ≤ floor + 30 ms, CLS 0, JS ≤ floor + 12 KiB, A11y/BP/SEO 100; on / the media budgets):',
    '',
    ...rows.map((row) => {
      const misses = budgetMisses(row.name, row.summary, floorSummary);
      return `- ${row.name} (${row.form}): ${misses.length ? `misses ${misses.join('; ')}` : 'within every budget'}`;
    }),
    ...rows
      .filter((row) => row.summary.errors.length > 0)
      .map((row) => `- ${row.name} (${row.form}) console errors: ${row.summary.errors.slice(0, 3).join(' | ')}`),
  ].join('\n');
  console.log(`\n${markdown}\n`);
  if (args.has('--record')) record(markdown);
  // Informational: a missed budget is printed, not a failure exit.
}

/** `--taps`: the taps table and the style and layout ratio, on out/ as built (a few minutes); `--only-taps` or `--only-style` one of the two. */
async function tapsOnly() {
  if (!existsSync(join(OUT_DIR, 'index.html'))) fail(`${OUT_DIR}/index.html not found: \`npm run build\` first.`);
  ensureFloorBuild();
  const taps = args.has('--only-style')
    ? null
    : await tapBench({ siteDir: OUT_DIR, floorDir: FLOOR_OUT, againstDir: process.env.BENCH_TAP_AGAINST });
  const styleLayout = args.has('--only-taps') ? null : await styleLayoutBench({ siteDir: OUT_DIR });
  console.log(`\n${[taps?.markdown, styleLayout?.markdown].filter(Boolean).join('\n\n')}\n`);
}

if (!existsSync(LIGHTHOUSE)) fail('lighthouse is not installed: `npm ci` (it is pinned to 12.8.2 in package.json: 13.x needs Node 22).');
if (!existsSync(CHROME_PATH)) fail(`no Chromium at ${CHROME_PATH}: install it (Debian: apt-get install chromium) or set CHROME_PATH.`);
if (args.has('--prerender')) await prerenderBench();
else if (args.has('--paired')) await pairedBench();
else if (args.has('--taps')) await tapsOnly();
else if (args.has('--js')) {
  ensureFloorBuild();
  console.log(jsCost({ siteDir: OUT_DIR, floorDir: FLOOR_OUT, nextDir: join(ROOT, '.next'), routes: ROUTES }).markdown);
} else await main();
