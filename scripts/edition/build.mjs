// `npm run build`: both editions of the site into out/. The Traditional build is the site at the
// root; the Simplified build (SITE_EDITION=zh-hans, next.config.ts) makes the same pages under
// /zh-hans/, and only its pages, its framework files and its icon join out/zh-hans/: pictures,
// robots.txt and the sitemap are the root's (its pages point at the root's pictures).
// BUILD_EDITIONS=zh-hant builds the Traditional edition alone: `npm test`'s analytics build, whose
// tests read no Simplified page. A failed build leaves no out/ (as scripts/remove-out.mjs promises).
// The two builds run one after the other: Next keeps its build files in .next/ for both (a
// distDir of their own moves only the export), so side by side the second stops on .next/lock.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const OUT = 'out';
const STAGED = '.edition-out';
/** next.config.ts's distDir for the Simplified build: an export with a distDir of its own is written there. */
const SIMPLIFIED_OUT = '.next-zh-hans';
const SIMPLIFIED_DIR = 'zh-hans';
/** What the root already serves for both editions. */
const SHARED = new Set([...(existsSync('public') ? readdirSync('public') : []), 'robots.txt', 'sitemap.xml']);
const withSimplified = process.env.BUILD_EDITIONS !== 'zh-hant';

function nextBuild(env) {
  const { status } = spawnSync('next', ['build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  if (status !== 0) {
    rmSync(OUT, { recursive: true, force: true });
    rmSync(STAGED, { recursive: true, force: true });
    rmSync(SIMPLIFIED_OUT, { recursive: true, force: true });
    process.exit(status ?? 1);
  }
}

for (const dir of [STAGED, SIMPLIFIED_OUT]) rmSync(dir, { recursive: true, force: true });
nextBuild({ SITE_EDITION: 'zh-hant' });
if (!withSimplified) {
  console.log('edition: out/ holds the Traditional site only (BUILD_EDITIONS=zh-hant).');
  process.exit(0);
}
renameSync(OUT, STAGED);
nextBuild({ SITE_EDITION: 'zh-hans' });
const simplified = join(STAGED, SIMPLIFIED_DIR);
if (existsSync(simplified)) throw new Error(`${simplified} exists in the Traditional build: a page there would be overwritten.`);
renameSync(SIMPLIFIED_OUT, simplified);
for (const name of readdirSync(simplified)) if (SHARED.has(name)) rmSync(join(simplified, name), { recursive: true, force: true });
renameSync(STAGED, OUT);
console.log(`edition: out/ holds the Traditional site and out/${SIMPLIFIED_DIR}/ the Simplified one.`);
