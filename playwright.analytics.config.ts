import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import base, { ANALYTICS_ONLY } from './playwright.config';

// The build with analytics on, tested apart from the main suite: `npm run test:analytics` builds
// with ANALYTICS_ENABLED=true into out-analytics/ and runs here only what differs in that build:
// the analytics journeys (analytics-on.spec.ts: consent first, then the events), this build's
// headers and CSP (security-headers.desktop.spec.ts), and page loads and interactions under that
// CSP after accepting analytics (analytics-csp.spec.ts: one page per template; security.spec.ts:
// the menu, WeChat, the video player with YouTube's API and the map).
// (The main config ignores the analytics-only specs; the default build has analytics off.)
if (process.env.ANALYTICS_ENABLED !== 'true' || !existsSync('out-analytics/index.html')) {
  throw new Error('Run through `npm run test:analytics`: it builds out-analytics/ with ANALYTICS_ENABLED=true first.');
}

const PORT = Number(process.env.E2E_ANALYTICS_PORT ?? 4174);

export default defineConfig({
  ...base,
  testMatch: [ANALYTICS_ONLY, /security\.spec\.ts$/, /security-headers\.desktop\.spec\.ts$/],
  // The main projects ignore the analytics-only specs; here they run on the phone and the desktop
  // (the headers, which do not depend on the screen, on the desktop only).
  projects: base.projects?.map((project) => ({
    ...project,
    testIgnore: [project.testIgnore ?? []].flat().filter((pattern) => pattern !== ANALYTICS_ONLY),
  })),
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
