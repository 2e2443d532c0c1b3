import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium-path.mjs';

/**
 * The features Playwright 1.65 turns off in Chromium (its `chromiumSwitches`). Chromium keeps
 * only the last `--disable-features` on its command line, so ours must repeat them;
 * tests/unit/chromium-launch.test.ts fails when Playwright's list has changed.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = (
  'AvoidUnnecessaryBeforeUnloadCheckSync DestroyProfileOnBrowserClose HttpsUpgrades HttpsFirstBalancedModeAutoEnable LensOverlay ' +
  'MediaRouter PaintHolding ThirdPartyStoragePartitioning AvoidCorsURLLoaderRestartOnRedirect TcpPortRandomizationWin OptimizationHints ' +
  'NetworkTimeServiceQuerying AimEnabled PreconnectToSearch msForceBrowserSignIn msEdgeUpdateLaunchServicesPreferredVersion'
).split(' ');

/**
 * The full browser (Debian's Chromium 156), headless, still builds the address bar's two suggestion
 * popups for every window, each in its own renderer: measured, 36 % of a fresh page load's CPU.
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

// Debian's headless shell or chromium where present; elsewhere Playwright's own.
const executablePath = chromiumPath();

export const chromiumLaunchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: [...CHROMIUM_ARGS, `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(',')}`],
};
