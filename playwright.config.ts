import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's chromium where present (these machines cannot download Playwright's browsers);
// elsewhere Playwright's own Chromium (`npx playwright install chromium`).
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  ...(existsSync(chromiumPath) ? { executablePath: chromiumPath } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const PORT = Number(process.env.E2E_PORT ?? 4173);

/** The specs of the analytics build alone (playwright.analytics.config.ts runs them). */
export const ANALYTICS_ONLY = /analytics-(on|csp)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'phone',
      testIgnore: [/\.desktop\.spec\.ts$/, ANALYTICS_ONLY],
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions },
    },
    {
      name: 'desktop',
      testIgnore: [/\.phone\.spec\.ts$/, ANALYTICS_ONLY],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  // The built export, served the way the static host serves it (headers from out/_headers).
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
