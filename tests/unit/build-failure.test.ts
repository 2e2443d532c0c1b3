/** @jest-environment node */
// `npm run build` (scripts/edition/build.mjs) leaves no out/ when any of its steps fails: a host
// must never find Next's raw export (pages without the CSP) to publish. The real build script runs
// in a folder of its own with a stand-in `next` on the PATH, which writes a recorded page as the
// export (or fails), and the real post-build step, so no Next build is needed.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SIMPLIFIED, TRADITIONAL } from '@/lib/edition';
import { recordedPage } from './support/recorded-page';
import { writeIn } from './temp-export';

const ROOT = path.join(__dirname, '..', '..');
const FEE = recordedPage('fee/index.html');
/** A page the post-build step must refuse: an inline event handler, which the CSP blocks. */
const REFUSED = FEE.replace('</body>', '<h1 onclick="go()">x</h1></body>');

/** What the stand-in `next build` does for an edition: exit with `status`, having written `files` into its export folder. */
type Plan = Record<string, { status: number | 'SIGINT'; files: Record<string, string> }>;

// Writes the files of its edition's plan into the folder Next writes that edition's export to.
const FAKE_NEXT = `#!/usr/bin/env node
const { mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const edition = process.env.SITE_EDITION;
const { status, files } = JSON.parse(readFileSync(process.env.FAKE_NEXT_PLAN, 'utf8'))[edition];
const dir = edition === ${JSON.stringify(SIMPLIFIED.id)} ? ${JSON.stringify(SIMPLIFIED.distDir)} : 'out';
for (const [name, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), text);
}
// Ctrl-C: the terminal interrupts the whole process group, the build and this step.
if (status === 'SIGINT') for (const pid of [process.ppid, process.pid]) process.kill(pid, 'SIGINT');
else process.exit(status);
`;

let work: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'build-failure-'));
  // The project as the build script and the post-build step read it (tsx finds tsconfig.json's @/ alias from here).
  for (const name of ['node_modules', 'tsconfig.json', 'lib', 'content', 'scripts'])
    symlinkSync(path.join(ROOT, name), path.join(work, name));
  writeIn(work, 'bin/next', FAKE_NEXT);
  chmodSync(path.join(work, 'bin', 'next'), 0o755);
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

function build(plan: Plan, env: Record<string, string> = {}) {
  writeIn(work, 'plan.json', JSON.stringify(plan));
  const { status, stdout, stderr } = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'edition', 'build.mjs')], {
    cwd: work,
    encoding: 'utf8',
    // Only these: no build setting of the shell's (OUT_DIR, BUILD_EDITIONS, HYDRATE_AFTER_LOAD…) reaches the build.
    env: {
      NODE_ENV: process.env.NODE_ENV,
      PATH: [path.join(work, 'bin'), path.join(ROOT, 'node_modules', '.bin'), process.env.PATH].join(path.delimiter),
      HOME: process.env.HOME,
      FAKE_NEXT_PLAN: path.join(work, 'plan.json'),
      ANALYTICS_ENABLED: 'false',
      // The recorded page is an old export, not today's content: the audit of what is published
      // (tests/unit/published-audit.test.ts) prints its findings here rather than stopping the build.
      AUDIT: 'warn',
      ...env,
    },
  });
  return { status, stdout, stderr };
}

/** The folders a build writes or stages its export in, of those left in the project. */
const left = () => ['out', '.edition-out', SIMPLIFIED.distDir].filter((dir) => existsSync(path.join(work, dir)));

const ok = (page = FEE) => ({ status: 0, files: { 'index.html': page } });
const failed = (status: number | 'SIGINT') => ({ ...ok(), status });
const both = (traditional: Plan[string] = ok(), simplified: Plan[string] = ok()): Plan => ({
  [TRADITIONAL.id]: traditional,
  [SIMPLIFIED.id]: simplified,
});

it('a build whose steps all succeed leaves out/ with both editions, post-processed', () => {
  const { status, stdout } = build(both());
  expect(status).toBe(0);
  expect(stdout).toMatch(/^postbuild: 2 HTML files .*out\/_headers: \d+ rules/m);
  expect(left()).toEqual(['out']);
  for (const file of ['index.html', `${SIMPLIFIED.folder}/index.html`, '_headers'])
    expect(existsSync(path.join(work, 'out', file))).toBe(true);
}, 30_000);

const takenFolder = { status: 0, files: { 'index.html': FEE, [`${SIMPLIFIED.folder}/index.html`]: FEE } };
it.each([
  ['the post-build step refuses a page', both(ok(REFUSED)), /postbuild: index\.html: inline event handlers \(onclick\)/],
  [
    'the post-build step refuses a page of the Simplified edition',
    both(ok(), ok(REFUSED)),
    new RegExp(`postbuild: ${SIMPLIFIED.folder}/index\\.html: inline event handlers`),
  ],
  ["the Traditional edition's next build fails", { [TRADITIONAL.id]: failed(1) }, /`next build` failed \(exit 1\)/],
  ["the Simplified edition's next build is interrupted (Ctrl-C)", both(ok(), failed('SIGINT')), /`next build` failed \(SIGINT\)/],
  ["the Simplified edition's next build fails", both(ok(), failed(1)), /`next build` failed/],
  ['the merge finds the Simplified folder taken', both(takenFolder), /exists in the Traditional build/],
])(
  'when %s, the build exits non-zero and leaves no out/',
  (_, plan, reason) => {
    const { status, stderr } = build(plan);
    expect(status).not.toBe(0);
    expect(stderr).toMatch(reason);
    expect(stderr).toMatch(/out\/ removed, nothing to publish/);
    expect(left()).toEqual([]);
  },
  30_000,
);

it('a Traditional-only build (BUILD_EDITIONS) is post-processed, and removed when the step fails', () => {
  expect(build({ [TRADITIONAL.id]: ok() }, { BUILD_EDITIONS: TRADITIONAL.id }).status).toBe(0);
  expect(existsSync(path.join(work, 'out', '_headers'))).toBe(true);
  expect(build({ [TRADITIONAL.id]: ok(REFUSED) }, { BUILD_EDITIONS: TRADITIONAL.id }).status).toBe(1);
  expect(left()).toEqual([]);
}, 30_000);
