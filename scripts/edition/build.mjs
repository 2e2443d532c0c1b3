// `npm run build`: both editions of the site into out/. The Traditional build is the site at the
// root; the Simplified build (SITE_EDITION=zh-hans, next.config.ts) makes the same pages under
// /zh-hans/, and only its pages, its framework files and its icon join out/zh-hans/: pictures,
// robots.txt and the sitemap are the root's (its pages point at the root's pictures).
// BUILD_EDITIONS=zh-hant builds the Traditional edition alone: `npm test`'s analytics build, whose
// tests read no Simplified page. Then the post-build step (scripts/postbuild/postbuild.ts) rewrites
// the pages of out/ and writes out/_headers, and the audit (scripts/postbuild/audit.ts) holds every
// page's visible text to the sources in content/.
// A failed build leaves no out/ (as scripts/remove-out.mjs promises): whichever step fails, a
// `next build`, the merge or the post-build step, this removes out/ and its staging folders before
// it exits non-zero, so a host never finds Next's raw export, pages without the CSP, to publish.
// The two builds run one after the other: Next keeps its build files in .next/ for both (a
// distDir of their own moves only the export), so side by side the second stops on .next/lock.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SIMPLIFIED, TRADITIONAL } from '../../lib/edition/data.mjs';

const OUT = 'out';
const STAGED = '.edition-out';
/** next.config.ts's distDir for the Simplified build: an export with a distDir of its own is written there. */
const SIMPLIFIED_OUT = SIMPLIFIED.distDir;
const SIMPLIFIED_DIR = SIMPLIFIED.folder;
/** What the root already serves for both editions. */
const SHARED = new Set([...(existsSync('public') ? readdirSync('public') : []), 'robots.txt', 'sitemap.xml']);
const withSimplified = process.env.BUILD_EDITIONS !== TRADITIONAL.id;

/** A failed step: nothing half-built is left to publish. */
function fail(status, message) {
  for (const dir of [OUT, STAGED, SIMPLIFIED_OUT]) rmSync(dir, { recursive: true, force: true });
  console.error(`build: ${message}; out/ removed, nothing to publish.`);
  process.exit(status || 1);
}

function run(command, args, env = {}) {
  const { status, signal, error } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  if (status !== 0) fail(status, `\`${[command, ...args].join(' ')}\` failed (${error?.message ?? signal ?? `exit ${status}`})`);
}

// Ctrl-C reaches the running step as well (one process group): wait for it to stop, then clean up
// as after any failed step, rather than die here and leave a half-made out/.
process.on('SIGINT', () => {});

try {
  for (const dir of [STAGED, SIMPLIFIED_OUT]) rmSync(dir, { recursive: true, force: true });
  run('next', ['build'], { SITE_EDITION: TRADITIONAL.id });
  if (withSimplified) {
    renameSync(OUT, STAGED);
    run('next', ['build'], { SITE_EDITION: SIMPLIFIED.id });
    const simplified = join(STAGED, SIMPLIFIED_DIR);
    if (existsSync(simplified)) throw new Error(`${simplified} exists in the Traditional build: a page there would be overwritten.`);
    renameSync(SIMPLIFIED_OUT, simplified);
    for (const name of readdirSync(simplified)) if (SHARED.has(name)) rmSync(join(simplified, name), { recursive: true, force: true });
    renameSync(STAGED, OUT);
    console.log(`edition: out/ holds the Traditional site and out/${SIMPLIFIED_DIR}/ the Simplified one.`);
  } else {
    console.log(`edition: out/ holds the Traditional site only (BUILD_EDITIONS=${TRADITIONAL.id}).`);
  }
  // out/ by name, whatever OUT_DIR the shell sets (the tests read other folders through it).
  run('tsx', ['scripts/postbuild/postbuild.ts', OUT]);
  // What is published against its sources (scripts/content-check/published/rules.ts): a finding fails the build.
  run('tsx', ['scripts/postbuild/audit.ts', OUT]);
} catch (error) {
  fail(1, error instanceof Error ? error.message : String(error));
}
