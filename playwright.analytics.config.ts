import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The build with analytics on, tested apart from the main suite: `npm run test:analytics` builds
// with ANALYTICS_ENABLED=true into out-analytics/ and runs tests/e2e/analytics-on.spec.ts here.
// (The main config ignores that spec; the default build has analytics off.)
if (process.env.ANALYTICS_ENABLED !== 'true' || !existsSync('out-analytics/index.html')) {
  throw new Error('Run through `npm run test:analytics`: it builds out-analytics/ with ANALYTICS_ENABLED=true first.');
}

const PORT = Number(process.env.E2E_ANALYTICS_PORT ?? 4174);

export default defineConfig({
  ...base,
  testMatch: /analytics-on\.spec\.ts$/,
  // The main projects ignore this spec; here it is the only one, on the phone and the desktop.
  projects: base.projects?.map((project) => ({ ...project, testIgnore: [] })),
  outputDir: 'test-results/analytics',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `node --input-type=module -e "import('./scripts/static-server.mjs').then((m) => m.startStaticServer({ root: 'out-analytics', port: ${PORT} }))"`,
    url: `http://127.0.0.1:${PORT}/`,
    // Never the main suite's server, whose out/ has analytics off.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
