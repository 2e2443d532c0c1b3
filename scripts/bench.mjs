// `npm run bench`: Lighthouse (mobile defaults, simulated throttling) on the built site and on a
// bare Next.js page built with the same next.config (the framework's floor), median of 3 runs,
// then the budgets of issue 7 checked against that floor. Not part of `npm test`.
//
//   npm run bench                      builds out/ first if it is missing
//   npm run bench -- --record          also writes the table into docs/benchmarks.md
//   npm run bench -- --rebuild-floor   rebuilds .bench/floor-out even if its sources did not change
//   OUT_DIR=/path/to/out BENCH_RUNS=5 npm run bench
//
// Installs nothing: needs the `lighthouse` dev dependency and a Chromium (CHROME_PATH, default
// Debian's /usr/bin/chromium).
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, release, tmpdir, totalmem, type } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server.mjs';

const SELF = fileURLToPath(import.meta.url);
const ROOT = resolve(dirname(SELF), '..');
const OUT_DIR = resolve(ROOT, process.env.OUT_DIR ?? 'out');
const FLOOR_SRC = join(ROOT, 'scripts', 'bench-floor');
const FLOOR_OUT = join(ROOT, '.bench', 'floor-out');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const LIGHTHOUSE = join(ROOT, 'node_modules', '.bin', 'lighthouse');
const args = new Set(process.argv.slice(2));

export const ROUTES = ['/', '/services/', '/contact/', '/therapist/chan-sum-yee/', '/blog/what-is-family-constellation/'];

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(1);
}

function ensureSiteBuild() {
  if (existsSync(join(OUT_DIR, 'index.html'))) return;
  if (process.env.OUT_DIR) fail(`${OUT_DIR}/index.html not found.`);
  console.log('bench: out/ has no build yet: running `npm run build`.');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) fail('the build failed.');
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

/** What the floor build depends on: its sources, the site's next.config and the Next version. */
function floorStamp() {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(FLOOR_SRC), join(ROOT, 'next.config.ts')]) hash.update(file).update(readFileSync(file));
  hash.update(JSON.parse(readFileSync(join(ROOT, 'node_modules', 'next', 'package.json'), 'utf8')).version);
  return hash.digest('hex');
}

/**
 * Builds the floor page in a throw-away copy under .bench/ (inside the project, so Node and
 * Turbopack resolve the project's node_modules), never touching the project's .next/ or out/.
 */
export function ensureFloorBuild() {
  const stamp = floorStamp();
  const stampFile = join(FLOOR_OUT, '.stamp');
  if (!args.has('--rebuild-floor') && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  console.log('bench: building the floor page (scripts/bench-floor/) into .bench/floor-out/ …');
  mkdirSync(join(ROOT, '.bench'), { recursive: true });
  const work = mkdtempSync(join(ROOT, '.bench', 'floor-src-'));
  try {
    cpSync(FLOOR_SRC, work, { recursive: true });
    // The site's own config, imports included (a copy would lose its relative imports).
    writeFileSync(join(work, 'next.config.ts'), "export { default } from '../../next.config';\n");
    writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'bench-floor', private: true }));
    const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'next'), ['build'], {
      cwd: work,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
    });
    if (result.status !== 0) fail(`the floor build failed:\n${result.stdout}\n${result.stderr}`);
    rmSync(FLOOR_OUT, { recursive: true, force: true });
    cpSync(join(work, 'out'), FLOOR_OUT, { recursive: true });
    writeFileSync(stampFile, stamp);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Lighthouse as a child process; asynchronous, as the static server answers from this process. */
function runLighthouse(args) {
  return new Promise((resolveRun) => {
    execFile(LIGHTHOUSE, args, { env: { ...process.env, CHROME_PATH }, timeout: 180_000, maxBuffer: 64 * 2 ** 20 }, (error, stdout, stderr) =>
      resolveRun({ error, stdout, stderr }),
    );
  });
}

export async function lighthouse(url) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const report = join(dir, 'report.json');
  try {
    const result = await runLighthouse(
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${CHROME_FLAGS}`,
      ]);
    if (result.error || !existsSync(report)) fail(`lighthouse failed on ${url}: ${result.error?.message ?? ''}\n${result.stderr}`);
    const lhr = JSON.parse(readFileSync(report, 'utf8'));
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const failing = (id) => lhr.categories[id]?.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id) ?? [];
    return {
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      totalKiB: lhr.audits['total-byte-weight'].numericValue / 1024,
      jsKiB: requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
      failing: [...failing('accessibility'), ...failing('best-practices'), ...failing('seo')],
      errors: (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) => item.description),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Every raster image of a page, as Lighthouse's phone sees it (412×823 CSS px at DPR 1.75): lazy
 * images are made eager and the masters expanded so all of them load, then each image's decoded
 * size is compared with its displayed size in device pixels. SVGs are skipped (vector).
 */
export async function oversizedImages(url) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.split(' ').filter((flag) => !flag.startsWith('--headless')) });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.goto(url, { waitUntil: 'load' });
    const masters = page.locator('#home-masters button[aria-expanded="false"]');
    if (await masters.count()) await masters.click();
    await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')));
    await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 30_000 });
    return await page.evaluate((dpr) => {
      const found = [];
      for (const img of document.images) {
        const src = img.currentSrc || img.src;
        if (!img.naturalWidth || !img.clientWidth || /\.svg(\?|$)|^data:/.test(src)) continue;
        const fit = getComputedStyle(img).objectFit;
        const ratios = [img.naturalWidth / (img.clientWidth * dpr), img.naturalHeight / (img.clientHeight * dpr)];
        // `cover` crops, so the smaller ratio is the real one; otherwise the larger.
        const ratio = fit === 'cover' ? Math.min(...ratios) : Math.max(...ratios);
        if (ratio > 2) found.push(`${src.split('/').pop()} ×${ratio.toFixed(1)}`);
      }
      return found;
    }, 1.75);
  } finally {
    await browser.close();
  }
}

const METRICS = ['perf', 'a11y', 'bp', 'seo', 'lcp', 'tbt', 'cls', 'totalKiB', 'jsKiB'];

function summarise(runs) {
  const summary = Object.fromEntries(METRICS.map((metric) => [metric, median(runs.map((run) => run[metric]))]));
  summary.failing = [...new Set(runs.flatMap((run) => run.failing))];
  summary.errors = [...new Set(runs.flatMap((run) => run.errors))];
  return summary;
}

/**
 * The home page's media budgets (issue 4), absolute: LCP under 1.8 s, the first view under
 * 350 KiB, CLS under 0.01, and no image decoded at more than twice the pixels it is shown at.
 */
function homeMediaMisses(page) {
  const misses = [];
  if (page.lcp >= 1.8) misses.push(`LCP ${page.lcp.toFixed(2)} s ≥ 1.8 s (media budget)`);
  if (page.totalKiB >= 350) misses.push(`first view ${page.totalKiB.toFixed(1)} KiB ≥ 350 KiB`);
  if (page.oversized?.length) misses.push(`${page.oversized.length} image(s) over twice their displayed size: ${page.oversized.join(', ')}`);
  return misses;
}

/** The budgets of issue 7, relative to the floor measured in the same run (and issue 4's on home). */
export function budgetMisses(route, page, floor) {
  const misses = route === '/' ? homeMediaMisses(page) : [];
  const perfFloor = Math.max(floor.perf - 3, 88);
  if (page.perf < perfFloor) misses.push(`Perf ${page.perf} < ${perfFloor}`);
  if (page.tbt > floor.tbt + 50) misses.push(`TBT ${Math.round(page.tbt)} ms > ${Math.round(floor.tbt + 50)} ms`);
  if (page.jsKiB > floor.jsKiB + 25) misses.push(`JS ${page.jsKiB.toFixed(1)} KiB > ${(floor.jsKiB + 25).toFixed(1)} KiB`);
  const lcpAllowance = route === '/' ? 0.8 : 0.4;
  if (page.lcp > floor.lcp + lcpAllowance) misses.push(`LCP ${page.lcp.toFixed(2)} s > ${(floor.lcp + lcpAllowance).toFixed(2)} s`);
  if (page.cls > 0.01) misses.push(`CLS ${page.cls.toFixed(3)} > 0.01`);
  for (const [key, name] of [['a11y', 'A11y'], ['bp', 'BP'], ['seo', 'SEO']]) {
    if (page[key] < 100) misses.push(`${name} ${page[key]} < 100${page.failing.length ? ` (${page.failing.join(', ')})` : ''}`);
  }
  return misses;
}

function table(results, floor) {
  const header = '| page | Perf | A11y | BP | SEO | LCP | TBT | CLS | total KiB | JS KiB | vs floor (LCP / TBT / JS) |';
  const rule = '|---|---|---|---|---|---|---|---|---|---|---|';
  const sign = (value, digits) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;
  const row = (name, m, isFloor) =>
    `| ${name} | ${m.perf} | ${m.a11y} | ${m.bp} | ${m.seo} | ${m.lcp.toFixed(2)} s | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${m.totalKiB.toFixed(1)} | ${m.jsKiB.toFixed(1)} | ${
      isFloor ? '—' : `${sign(m.lcp - floor.lcp, 2)} s / ${sign(m.tbt - floor.tbt, 0)} ms / ${sign(m.jsKiB - floor.jsKiB, 1)} KiB`
    } |`;
  return [header, rule, row('floor (bare Next.js page)', floor, true), ...results.map(({ route, summary }) => row(route, summary, false))].join('\n');
}

function machine() {
  const chromium = (() => {
    try {
      return execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return CHROME_PATH;
    }
  })();
  const lhVersion = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
  const nextVersion = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'next', 'package.json'), 'utf8')).version;
  return `${type()} ${release()}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM; Node ${process.version}; ${chromium}; Lighthouse ${lhVersion}; Next.js ${nextVersion}`;
}

function record(markdown) {
  const file = join(ROOT, 'docs', 'benchmarks.md');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const current = existsSync(file) ? readFileSync(file, 'utf8') : `# Benchmarks\n\n${start}\n${end}\n`;
  const [before = '', rest = ''] = current.split(start);
  const after = rest.includes(end) ? rest.slice(rest.indexOf(end) + end.length) : '\n';
  mkdirSync(join(ROOT, 'docs'), { recursive: true });
  writeFileSync(file, `${before}${start}\n${markdown}\n${end}${after}`);
  console.log(`bench: recorded in ${file}`);
}

async function main() {
  if (!existsSync(LIGHTHOUSE)) fail('lighthouse is not installed: `npm i -D lighthouse@13.5.0`.');
  if (!existsSync(CHROME_PATH)) fail(`no Chromium at ${CHROME_PATH}: set CHROME_PATH.`);
  ensureSiteBuild();
  ensureFloorBuild();
  if (!existsSync(join(OUT_DIR, '_headers'))) console.warn('bench: no _headers in the export: measured without the security headers.');

  const site = await startStaticServer({ root: OUT_DIR, port: 0, quiet: true });
  const floorServer = await startStaticServer({ root: FLOOR_OUT, port: 0, quiet: true });
  const siteBase = `http://127.0.0.1:${site.address().port}`;
  const floorUrl = `http://127.0.0.1:${floorServer.address().port}/`;
  const started = Date.now();
  const pages = [{ name: 'floor', url: floorUrl }, ...ROUTES.map((route) => ({ name: route, url: siteBase + route }))];
  const runs = new Map(pages.map((page) => [page.name, []]));
  try {
    // Rounds rather than page after page, so drift in the machine's load spreads over all pages.
    for (let round = 1; round <= RUNS; round += 1) {
      for (const page of pages) {
        process.stdout.write(`bench: run ${round}/${RUNS} ${page.name} … `);
        const result = await lighthouse(page.url);
        runs.get(page.name).push(result);
        console.log(`Perf ${result.perf}, LCP ${result.lcp.toFixed(2)} s, TBT ${Math.round(result.tbt)} ms`);
      }
    }
  } finally {
    floorServer.close();
  }

  const floor = summarise(runs.get('floor'));
  const results = ROUTES.map((route) => ({ route, summary: summarise(runs.get(route)) }));
  const home = results.find(({ route }) => route === '/');
  if (home) {
    process.stdout.write('bench: image sizes on / at 412 px, DPR 1.75 … ');
    home.summary.oversized = await oversizedImages(siteBase + '/');
    console.log(home.summary.oversized.length ? home.summary.oversized.join(', ') : 'none over twice its displayed size');
  }
  site.close();
  const budgets = results.map(({ route, summary }) => ({ route, misses: budgetMisses(route, summary, floor) }));
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const markdown = [
    `Run on ${date} UTC — ${machine()}.`,
    `Lighthouse mobile defaults (simulated throttling), median of ${RUNS} runs, served by scripts/static-server.mjs (brotli, out/_headers) on loopback; ${Math.round((Date.now() - started) / 1000)} s in all.`,
    '',
    table(results, floor),
    '',
    ...(home ? [`Images on / at 412 px, DPR 1.75, all loaded: ${home.summary.oversized.length ? home.summary.oversized.join(', ') : 'none decoded at over twice its displayed size'}.`, ''] : []),
    'Budgets (issue 7, against the floor of the same run; on / also issue 4\'s media budgets):',
    '',
    ...budgets.map(({ route, misses }) => `- ${route}: ${misses.length ? `misses ${misses.join('; ')}` : 'within every budget'}`),
    ...results
      .filter(({ summary }) => summary.errors.length > 0)
      .map(({ route, summary }) => `- ${route} console errors: ${summary.errors.slice(0, 3).join(' | ')}`),
  ].join('\n');
  console.log(`\n${markdown}\n`);
  if (args.has('--record')) record(markdown);
  // Informational: a missed budget is printed, not a failure exit.
}

if (process.argv[1] && resolve(process.argv[1]) === SELF) await main();
