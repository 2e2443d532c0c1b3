import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The build with analytics on, tested apart from the main suite: `npm run test:analytics` builds
// with ANALYTICS_ENABLED=true into out-analytics/ and runs here the analytics journeys
// (analytics-on.spec.ts: consent first, then the events) and the security crawl
// (security.spec.ts: every route, the menu, WeChat, the video player with YouTube's API and the
// map, under this build's CSP, after accepting analytics).
// (The main config ignores analytics-on.spec.ts; the default build has analytics off.)
if (process.env.ANALYTICS_ENABLED !== 'true' || !existsSync('out-analytics/index.html')) {
  throw new Error('Run through `npm run test:analytics`: it builds out-analytics/ with ANALYTICS_ENABLED=true first.');
}

const PORT = Number(process.env.E2E_ANALYTICS_PORT ?? 4174);

export default defineConfig({
  ...base,
  testMatch: [/analytics-on\.spec\.ts$/, /security\.spec\.ts$/],
  // The main projects ignore analytics-on.spec.ts; here it runs on the phone and the desktop.
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
