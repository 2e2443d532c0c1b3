/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { chromiumPath, DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL } from '../../scripts/chromium-path.mjs';
import { chromiumLaunchOptions, PLAYWRIGHT_DISABLED_FEATURES } from '../e2e/chromium';

// Chromium keeps only the last --disable-features it is given, so the browser tests' own one
// replaces Playwright's: it must repeat Playwright's list, which lives only in Playwright's bundle.
function playwrightsDisabledFeatures(): string[] {
  const bundle = readFileSync(require.resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1];
  if (list === undefined)
    throw new Error(
      "Playwright's list of disabled Chromium features (chromiumSwitches) was not found in playwright-core: read it there and update tests/e2e/chromium.ts.",
    );
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('the Chromium of the browser tests', () => {
  const featureSwitches = chromiumLaunchOptions.args.filter((arg) => arg.startsWith('--disable-features='));

  it('is given one --disable-features, so none is dropped', () => {
    expect(featureSwitches).toHaveLength(1);
  });

  it("keeps every feature Playwright turns off turned off (Playwright's list has not changed)", () => {
    const features = playwrightsDisabledFeatures();
    expect(features.length).toBeGreaterThan(0);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(features);
    const ours = featureSwitches[0]?.slice('--disable-features='.length).split(',') ?? [];
    expect(ours).toEqual(expect.arrayContaining(features));
  });
});

describe('which Chromium the browser tests drive', () => {
  const present =
    (...paths: string[]) =>
    (path: string) =>
      paths.includes(path);

  it("is Debian's headless shell when there, the lighter of Debian's two", () => {
    expect(chromiumPath({}, present(DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL))).toBe(DEBIAN_HEADLESS_SHELL);
  });

  it("is Debian's full chromium without the shell, and Playwright's own (none given) without either", () => {
    expect(chromiumPath({}, present(DEBIAN_CHROMIUM))).toBe(DEBIAN_CHROMIUM);
    expect(chromiumPath({}, present())).toBeUndefined();
  });

  it('is CHROME_PATH when it names a browser that exists, and is looked for as usual when not', () => {
    expect(chromiumPath({ CHROME_PATH: '/opt/chrome' }, present('/opt/chrome', DEBIAN_HEADLESS_SHELL))).toBe('/opt/chrome');
    expect(chromiumPath({ CHROME_PATH: '/opt/gone' }, present(DEBIAN_HEADLESS_SHELL))).toBe(DEBIAN_HEADLESS_SHELL);
  });
});
