import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium-path.mjs';

/**
 * The features Playwright 1.65 turns off in Chromium (its `chromiumSwitches`). Chromium keeps
 * only the last `--disable-features` on its command line, so ours must repeat them;
 * tests/unit/chromium-launch.test.ts fails when Playwright's list has changed.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',

  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Where only the full browser is found (the headless shell has no browser UI): Debian's Chromium
 * (156) in headless mode builds, for every window (one per test's page), the address bar's two
 * suggestion popups as web pages, each in a renderer of its own, though headless shows no address
 * bar: measured, 36 % of the CPU a fresh page load costs. No page of the site depends on them.
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

// Debian's headless shell or chromium where present (these machines cannot download Playwright's
// browsers); elsewhere Playwright's own (`npx playwright install chromium`).
const executablePath = chromiumPath();

export const chromiumLaunchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: [...CHROMIUM_ARGS, `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(',')}`],
};
