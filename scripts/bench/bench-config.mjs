// What every bench module shares: paths, the routes measured, the command line and the exit on error.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIMPLIFIED } from '../../lib/edition/data.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const OUT_DIR = resolve(ROOT, process.env.OUT_DIR ?? 'out');
export const BENCH_DIR = join(ROOT, '.bench');
export const FLOOR_SRC = join(ROOT, 'scripts', 'bench-floor');
export const FLOOR_OUT = join(BENCH_DIR, 'floor-out');
/** The two forms of the site measured side by side: Next's own script tags, and hydration after load. */
export const SITE_DIRECT = join(BENCH_DIR, 'site-direct');
export const SITE_AFTER_LOAD = join(BENCH_DIR, 'site-after-load');
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
export const LIGHTHOUSE = join(ROOT, 'node_modules', '.bin', 'lighthouse');
export const args = new Set(process.argv.slice(2).map((arg) => arg.split('=')[0]));

/** The value of an option given as `--name value` or `--name=value`; undefined when it is absent. */
export function argValue(name) {
  const argv = process.argv.slice(2);
  const joined = argv.find((arg) => arg.startsWith(`${name}=`));
  if (joined) return joined.slice(name.length + 1);
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
}

/** Home, the services overview, contact, a therapist profile, an article, a problem page, and the Simplified home and overview. */
export const ROUTES = [
  '/',
  '/services/',
  `${SIMPLIFIED.base}/`,
  `${SIMPLIFIED.base}/services/`,
  '/contact/',
  '/therapist/chan-sum-yee/',
  '/blog/what-is-family-constellation/',
  '/problems/love/',
];

export function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(1);
}
