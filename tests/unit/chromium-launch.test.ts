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

  it('is given one --disable-features, so none is dropped, keeping every feature Playwright turns off turned off', () => {
    expect(featureSwitches).toHaveLength(1);
    // Playwright's list has not changed.
    const features = playwrightsDisabledFeatures();
    expect(features.length).toBeGreaterThan(0);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(features);
    const ours = featureSwitches[0]?.slice('--disable-features='.length).split(',') ?? [];
    expect(ours).toEqual(expect.arrayContaining(features));
  });
});

describe('which Chromium the browser tests drive', () => {
  it.each<[string, Record<string, string>, string[], string | undefined]>([
    [
      "Debian's headless shell when there, the lighter of Debian's two",
      {},
      [DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL],
      DEBIAN_HEADLESS_SHELL,
    ],
    ["Debian's full chromium without the shell", {}, [DEBIAN_CHROMIUM], DEBIAN_CHROMIUM],
    ["Playwright's own (none given) without either", {}, [], undefined],
    [
      'CHROME_PATH when it names a browser that exists',
      { CHROME_PATH: '/opt/chrome' },
      ['/opt/chrome', DEBIAN_HEADLESS_SHELL],
      '/opt/chrome',
    ],
    ['looked for as usual when CHROME_PATH names none', { CHROME_PATH: '/opt/gone' }, [DEBIAN_HEADLESS_SHELL], DEBIAN_HEADLESS_SHELL],
  ])('is %s', (_, env, present, expected) => {
    expect(chromiumPath(env, (path: string) => present.includes(path))).toBe(expected);
  });
});
