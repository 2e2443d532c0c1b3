/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
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
