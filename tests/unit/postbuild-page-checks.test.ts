/** @jest-environment node */
// The checks the post-build step makes on every page before it rewrites any: each stops the build
// with the page named and leaves the export as it was. Pages are the recorded fee page
// (tests/fixtures/next-<version>/) with one hand-written addition each: forms this site's default
// build does not produce today, which the step must refuse if they ever appear.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gaInitScript } from '@/lib/analytics/csp-sources';
import { recordedPage } from './support/recorded-page';
import { InlineScriptError } from '../../scripts/postbuild/inline-scripts';
import { processExport } from '../../scripts/postbuild/process-export';
import { snapshotOf, writeIn } from './temp-export';

const OFF = { ANALYTICS_ENABLED: 'false' };
const ON = { ANALYTICS_ENABLED: 'true', GA_MEASUREMENT_ID: 'G-TEST000000' };
const FEE = recordedPage('fee/index.html');
const withBody = (html: string) => FEE.replace('</body>', `${html}</body>`);
/** A flight-data push carrying a `<Script>` whose code Next inserts as an inline script in the browser. */
const runtimeScript = (code: string) =>
  `<script>self.__next_f.push([1,${JSON.stringify(`9:["$","$L1",null,{"dangerouslySetInnerHTML":{"__html":${JSON.stringify(code)}}}]\n`)}])</script>`;

let outDir: string;
const write = (relative: string, html: string) => writeIn(outDir, relative, html);
const snapshot = () => snapshotOf(outDir);
beforeEach(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'page-checks-'));
  // The step needs an index.html; the fee page is half the home page's size to read.
  write('index.html', FEE);
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

it('refuses a script it cannot move, naming the page, with every file left as it was', () => {
  write('fee/index.html', withBody('<script type="module">import "/x.js"</script>'));
  const before = snapshot();
  expect(() => processExport(outDir, OFF)).toThrow(/^fee\/index\.html: an inline script is a module script .*"import \\"\/x\.js\\""/);
  expect(snapshot()).toEqual(before);
});

it.each([
  ['double quotes', '<h1 onclick="go()">', 'onclick'],
  ['single quotes and upper case', "<H1 ONCLICK='go()'>", 'onclick'],
  ['no quotes, on an SVG element', '<svg><circle onload=go() /></svg>', 'onload'],
])('refuses an inline event handler in %s', (_, tag, name) => {
  write('contact/index.html', withBody(tag));
  expect(() => processExport(outDir, OFF)).toThrow(InlineScriptError);
  expect(() => processExport(outDir, OFF)).toThrow(`contact/index.html: inline event handlers (${name})`);
});

it('takes handler-like text in a script or a comment for no handler', () => {
  write('fee/index.html', withBody('<!-- <p onclick="x()"> --><script type="application/ld+json">{"text":"<p onclick=x()>"}</script>'));
  expect(() => processExport(outDir, OFF)).not.toThrow();
});

it.each([
  [
    'a beforeInteractive script',
    '<script>(self.__next_s=self.__next_s||[]).push([0,{"children":"alert(1)","id":"x"}])</script>',
    'alert(1)',
  ],
  ['a <Script> with inline code in the flight data', runtimeScript('alert(2)'), 'alert(2)'],
])('refuses %s, which Next inserts at run time and the CSP blocks', (_, script, code) => {
  write('fee/index.html', withBody(script));
  expect(() => processExport(outDir, OFF)).toThrow(
    `fee/index.html: Next inserts an inline script at run time, which the CSP blocks: "${code}"`,
  );
});

it("allows the analytics build's inline init script, by its hash, only in that build", () => {
  write('fee/index.html', withBody(runtimeScript(gaInitScript('G-TEST000000'))));
  expect(() => processExport(outDir, OFF)).toThrow(/Next inserts an inline script at run time/);
  expect(processExport(outDir, ON).analytics).toBe(true);
});

it('stops when the folder holds no export, and warns when it replaces a hand-written _headers', () => {
  expect(() => processExport(path.join(outDir, 'missing'), OFF)).toThrow(/missing\/index\.html not found; run `next build` first\./);
  write('_headers', '/*\n  X-Test: 1\n');
  expect(processExport(outDir, OFF).warnings).toEqual([
    expect.stringMatching(/^replacing a hand-written .*_headers \(from public\/_headers\?\)/),
  ]);
});

const tsx = (script: string, env: Record<string, string> = OFF) => {
  const run = spawnSync(path.join('node_modules', '.bin', 'tsx'), [script, outDir], { env: { ...process.env, ...env }, encoding: 'utf8' });
  return { status: run.status, output: run.status === 0 ? run.stdout : run.stderr };
};

it('the command exits 1 with the message', () => {
  write('fee/index.html', withBody('<script nomodule>old()</script>'));
  const { status, output } = tsx('scripts/postbuild/postbuild.ts');
  expect(status).toBe(1);
  expect(output).toMatch(/postbuild: fee\/index\.html: an inline script has attributes \(nomodule\)/);
});

it('the hydration-after-load command (npm run bench) refuses an export that already starts its scripts after load', () => {
  expect(tsx('scripts/postbuild/postbuild.ts', { ...OFF, HYDRATE_AFTER_LOAD: '0' }).status).toBe(0);
  expect(tsx('scripts/postbuild/hydrate-after-load-cli.ts')).toEqual({
    status: 0,
    output: expect.stringMatching(/^hydrate-after-load: 1 HTML files/),
  });
  const before = snapshot();
  const again = tsx('scripts/postbuild/hydrate-after-load-cli.ts');
  expect(again.status).toBe(1);
  expect(again.output).toMatch(/index\.html already starts its scripts after load\./);
  expect(snapshot()).toEqual(before);
});

it('refuses a Suspense boundary whose content the prerender left out, naming the page and the boundary', () => {
  write('fee/index.html', FEE.replace('<main', '<!--$?--><template id="B:3"></template><!--/$--><main'));
  const before = snapshot();
  expect(() => processExport(outDir, OFF)).toThrow(/^fee\/index\.html: 1 Suspense boundary \(B:3\) without its content/);
  expect(snapshot()).toEqual(before);
});
