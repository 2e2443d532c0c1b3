// Which Chromium the browser tests drive. Debian's headless shell first: it is the browser
// Playwright itself runs for headless tests (its `chromium-headless-shell`), without the full
// browser's window, tab strip and address bar, so each test's page costs about 40 % less CPU
// (measured: 20 fresh loads of /services/, 18 CPU-s with /usr/bin/chromium, 11 with the shell).
// Then Debian's full chromium; with neither, Playwright's own download (undefined here).
// CHROME_PATH, when that file exists, comes before all of them: set it to use your own browser.
// scripts/ensure-browser.mjs (run first by `npm run test:e2e`) installs a browser where none is
// found, and checks for a Chinese font. The back/forward cache projects take /usr/bin/chromium
// whenever it exists (`withBfcache` in playwright.config.ts). More: docs/testing.md.
import { existsSync } from 'node:fs';

export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The switches every Chromium we start here takes: no sandbox as root, and no calls home (the
 * machines that build and test the site have no internet, and tests/e2e/fixtures.ts closes the
 * tests' network to every host but loopback). */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

export function chromiumPath(env = process.env, exists = existsSync) {
  if (env.CHROME_PATH && exists(env.CHROME_PATH)) return env.CHROME_PATH;
  return [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM].find((path) => exists(path));
}
