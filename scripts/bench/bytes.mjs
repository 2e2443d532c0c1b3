// What a page weighs, read from an export on disk (exact, whatever the machine's load): its HTML raw
// and gzipped, the flight data React hydrates from (the `__next_f_data` block, or Next's own
// `self.__next_f.push` scripts in an export that has no post-build step), and how many times the
// text of the export's stylesheets occurs in the page, payload included.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SIMPLIFIED } from '../../lib/edition/data.mjs';

/** Stylesheets shorter than this are a few rules, which may occur inside a longer one by chance. */
const MIN_CSS = 200;
const BLOCK = /<script type="(application\/json|text\/plain)" id="__next_f_data">([\s\S]*?)<\/script>/;
const PUSH = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;

function cssFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? cssFiles(join(dir, entry.name)) : entry.name.endsWith('.css') ? [join(dir, entry.name)] : [],
  );
}

/** The flight data's items: from the data block, or from Next's inline pushes. */
function flightItems(html) {
  const block = BLOCK.exec(html);
  // The stream's own text (scripts/postbuild/flight-data.ts), or its items as JSON.
  if (block) return block[1] === 'text/plain' ? [[0], [1, block[2]]] : JSON.parse(block[2]);
  return [...html.matchAll(PUSH)].map((match) => JSON.parse(match[1]));
}

function occurrences(text, part) {
  let count = 0;
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length)) count += 1;
  return count;
}

/** Bytes of one route's page in an export, and the most copies of one stylesheet's text in it. */
export function pageBytes(outDir, route) {
  const file = join(outDir, ...route.split('/').filter(Boolean), 'index.html');
  if (!existsSync(file)) return null;
  const buffer = readFileSync(file);
  const html = buffer.toString('utf8');
  const items = flightItems(html);
  const strings = items.flatMap((item) => item.filter((part) => typeof part === 'string'));
  const payload = Buffer.byteLength(strings.join(''), 'utf8');
  // Both editions' stylesheets (out/_next/ and the Simplified folder's _next/).
  const sheets = cssFiles(outDir)
    .map((path) => readFileSync(path, 'utf8').trim())
    .filter((text) => text.length >= MIN_CSS);
  // The page without its flight data, then the data decoded: each copy counted once.
  const page = html.replace(BLOCK, '').replace(PUSH, '');
  const cssCopies = Math.max(0, ...sheets.map((css) => [page, ...strings].reduce((sum, text) => sum + occurrences(text, css), 0)));
  return { route, raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length, payload, cssCopies };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** One Markdown table row per route: raw, gzip, payload and stylesheet copies. */
export function bytesTable(outDirs, routes) {
  const rows = outDirs.flatMap(({ label, dir }) =>
    routes
      .map((route) => pageBytes(dir, route))
      .filter(Boolean)
      .map((b) => `| ${label} | ${b.route} | ${kb(b.raw)} | ${kb(b.gzip)} | ${kb(b.payload)} | ${b.cssCopies} |`),
  );
  const site = outDirs[0];
  const misses = site
    ? routes.flatMap((route) => {
        const b = pageBytes(site.dir, route);
        const budget = BYTE_BUDGETS[route];
        if (!b || !budget) return [];
        return Object.entries(budget)
          .filter(([kind, limit]) => b[kind] > limit)
          .map(([kind, limit]) => `OVER BUDGET: ${route} ${kind} ${kb(b[kind])} (budget ${kb(limit)}, issue #44)`);
      })
    : [];
  return [
    '| build | page | HTML raw | HTML gzip -9 | flight data (payload) | most copies of one stylesheet |',
    '|---|---|---|---|---|---|',
    ...rows,
    ...(misses.length > 0 ? ['', ...misses] : []),
  ].join('\n');
}

/**
 * The byte budgets of issue #44 (both editions), printed beside the table when a page is over: measured here, not
 * asserted in a test, so that an editor's correct edit never turns a test red (the stylesheet's
 * single copy is a test: tests/e2e/page-weight.desktop.spec.ts).
 */
const HOME_BUDGET = { raw: 200_000, gzip: 45_000 };
const FEE_BUDGET = { raw: 90_000 };
const BYTE_BUDGETS = {
  '/': HOME_BUDGET,
  '/fee/': FEE_BUDGET,
  [`${SIMPLIFIED.base}/`]: HOME_BUDGET,
  [`${SIMPLIFIED.base}/fee/`]: FEE_BUDGET,
};
