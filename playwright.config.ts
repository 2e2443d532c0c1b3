import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { resolveAnalyticsConfig } from './lib/analytics/config';
import { DEBIAN_CHROMIUM } from './scripts/chromium-path.mjs';
import { chromiumLaunchOptions } from './tests/e2e/chromium';
import type { BuildOption } from './tests/e2e/fixtures';

// Chromium only. WebKit and Firefox run the visitor journeys in tests/engines/ (no Playwright):
// `npm run test:webkit`, `npm run test:firefox`, one journey with JOURNEY=<name> (docs/testing.md).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? 4174);

/** The walk of the Simplified edition on a mainland network (its own projects). */
const MAINLAND_ONLY = /mainland-network\.spec\.ts$/;
/**
 * The specs of the analytics build alone: the consent notice, the events after an answer, the field
 * vitals, its CSP crawl, and a prerendered page that waits until shown.
 */
const ANALYTICS_ONLY = /(analytics-(on|events|csp|vitals)|prerender-analytics)(\.desktop)?\.spec\.ts$/;
/**
 * What the analytics build runs: only what differs in it. Its own specs, its headers and CSP
 * (security-headers), and interactions under that CSP with analytics accepted (security).
 */
const ANALYTICS_SPECS = [ANALYTICS_ONLY, /security(-headers)?\.desktop\.spec\.ts$/];
/** Back from another site: the back/forward cache, which Playwright turns off in Chromium, on in their own projects. */
const BFCACHE = /bfcache\.spec\.ts$/;
const BFCACHE_CONSENT = /bfcache-consent\.spec\.ts$/;
const BACK_FORWARD = [BFCACHE, BFCACHE_CONSENT];
// `npm run build:analytics` makes out-analytics/; without it (a quick run after `npm run build`)
// only the default build is tested, and this says so.
const withAnalytics = existsSync('out-analytics/index.html');
if (!withAnalytics) console.warn('out-analytics/ has no build: the analytics-* projects are left out (npm run build:analytics).');

const phone = { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions: chromiumLaunchOptions };
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunchOptions };
const analytics = { baseURL: `http://127.0.0.1:${ANALYTICS_PORT}`, analyticsBuild: true };
/**
 * The back/forward cache on: Playwright turns it off with a switch, and the headless shell keeps it
 * off whatever the switches ("BackForwardCacheDisabledForDelegate"), so these run the full browser.
 */
const withBfcache = {
  launchOptions: {
    ...chromiumLaunchOptions,
    ...(existsSync(DEBIAN_CHROMIUM) ? { executablePath: DEBIAN_CHROMIUM } : {}),
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
};

export default defineConfig<BuildOption>({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Whether out/ has analytics on: the default build follows content/analytics.ts.
    analyticsBuild: resolveAnalyticsConfig(process.env).enabled,
    // Recording every test costs about a tenth of the run's CPU: record one with --trace on.
    trace: 'off',
    // The device's time zone picks the crisis lines a page shows once it runs (lib/crisis/): a
    // visitor in Hong Kong by default, whatever the machine's own zone (CI's is UTC, a place beyond
    // the ten). Specs about other places set their own (crisis-places, crisis-zones).
    timezoneId: 'Asia/Hong_Kong',
  },
  projects: [
    { name: 'phone', testIgnore: [/\.desktop\.spec\.ts$/, ANALYTICS_ONLY, MAINLAND_ONLY, ...BACK_FORWARD], use: phone },
    { name: 'desktop', testIgnore: [/\.phone\.spec\.ts$/, ANALYTICS_ONLY, MAINLAND_ONLY, ...BACK_FORWARD], use: desktop },
    { name: 'bfcache', testMatch: BFCACHE, use: { ...phone, ...withBfcache } },
    // "Mainland network": WhatsApp, Google, YouTube and Facebook refuse (tests/e2e/fixtures.ts).
    { name: 'mainland-phone', testMatch: MAINLAND_ONLY, use: { ...phone, mainlandNetwork: true, timezoneId: 'Asia/Shanghai' } },
    { name: 'mainland-desktop', testMatch: MAINLAND_ONLY, use: { ...desktop, mainlandNetwork: true, timezoneId: 'Asia/Shanghai' } },
    ...(withAnalytics
      ? [
          { name: 'analytics-phone', testMatch: ANALYTICS_SPECS, testIgnore: /\.desktop\.spec\.ts$/, use: { ...phone, ...analytics } },
          { name: 'analytics-desktop', testMatch: ANALYTICS_SPECS, testIgnore: /\.phone\.spec\.ts$/, use: { ...desktop, ...analytics } },
          { name: 'analytics-bfcache', testMatch: BFCACHE_CONSENT, use: { ...phone, ...analytics, ...withBfcache } },
        ]
      : []),
  ],
  // The built exports, served the way the static host serves them (headers from each one's _headers).
  webServer: [
    {
      command: `node scripts/serve.mjs`,
      env: { PORT: String(PORT) },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...(withAnalytics
      ? [
          {
            command: `node scripts/serve.mjs`,
            env: { PORT: String(ANALYTICS_PORT), OUT_DIR: 'out-analytics' },
            url: `http://127.0.0.1:${ANALYTICS_PORT}/`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
