// The three things measured: the floor page and the site in its two forms, each in .bench/.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { args, BENCH_DIR, fail, FLOOR_OUT, FLOOR_SRC, OUT_DIR, ROOT, SITE_AFTER_LOAD, SITE_DIRECT } from './bench-config.mjs';

const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const isDeferred = (dir) => readFileSync(join(dir, 'index.html'), 'utf8').includes('src="/_next/static/hydrate/');

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  if (result.status !== 0) fail(`\`${command} ${commandArgs.join(' ')}\` failed.`);
}

/**
 * The site as Next emits it (HYDRATE_AFTER_LOAD=0) in .bench/site-direct, and the same build with
 * hydration after load applied in .bench/site-after-load, so both forms come from one build. An
 * export already in the after-load form cannot be turned back: the site is then rebuilt with
 * HYDRATE_AFTER_LOAD=0 and out/ brought back to the after-load form afterwards.
 */
export function ensureSiteBuilds() {
  const present = existsSync(join(OUT_DIR, 'index.html'));
  if (!present && process.env.OUT_DIR) fail(`${OUT_DIR}/index.html not found.`);
  const rebuild = !present || isDeferred(OUT_DIR);
  if (rebuild) {
    if (process.env.OUT_DIR) fail(`${OUT_DIR} starts its scripts after load: build it with HYDRATE_AFTER_LOAD=0 to measure both forms.`);
    console.log('bench: building the site with HYDRATE_AFTER_LOAD=0 (the after-load form is made from the same build) …');
    run('npm', ['run', 'build'], { HYDRATE_AFTER_LOAD: '0' });
  }
  mkdirSync(BENCH_DIR, { recursive: true });
  for (const dir of [SITE_DIRECT, SITE_AFTER_LOAD]) {
    rmSync(dir, { recursive: true, force: true });
    cpSync(OUT_DIR, dir, { recursive: true });
  }
  run(TSX, ['scripts/postbuild/hydrate-after-load-cli.ts', SITE_AFTER_LOAD]);
  if (rebuild) run(TSX, ['scripts/postbuild/hydrate-after-load-cli.ts', OUT_DIR]);
}

/** What the floor build depends on: its sources, the site's next.config and the Next version. */
function floorStamp() {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(FLOOR_SRC), join(ROOT, 'next.config.ts')]) hash.update(file).update(readFileSync(file));
  hash.update(JSON.parse(readFileSync(join(ROOT, 'node_modules', 'next', 'package.json'), 'utf8')).version);
  return hash.digest('hex');
}

/**
 * Builds the floor page in a throw-away copy under .bench/ (inside the project, so Node and
 * Turbopack resolve the project's node_modules), never touching the project's .next/ or out/.
 */
export function ensureFloorBuild() {
  const stamp = floorStamp();
  const stampFile = join(FLOOR_OUT, '.stamp');
  if (!args.has('--rebuild-floor') && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  console.log('bench: building the floor page (scripts/bench-floor/) into .bench/floor-out/ …');
  mkdirSync(BENCH_DIR, { recursive: true });
  const work = mkdtempSync(join(BENCH_DIR, 'floor-src-'));
  try {
    cpSync(FLOOR_SRC, work, { recursive: true });
    // The site's own config, imports included (a copy would lose its relative imports).
    writeFileSync(join(work, 'next.config.ts'), "export { default } from '../../next.config';\n");
    writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'bench-floor', private: true }));
    const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'next'), ['build'], {
      cwd: work,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
    });
    if (result.status !== 0) fail(`the floor build failed:\n${result.stdout}\n${result.stderr}`);
    rmSync(FLOOR_OUT, { recursive: true, force: true });
    cpSync(join(work, 'out'), FLOOR_OUT, { recursive: true });
    writeFileSync(stampFile, stamp);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const git = (gitArgs) => spawnSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8' });

/**
 * `--against <ref>`: the export of another commit (a tag, a branch, a hash), so today's figures come
 * as ratios to it measured in the same run. Built once per commit, the Traditional edition only
 * (the paired bench measures home), in a temporary git worktree under .bench/ with the project's
 * node_modules hard-linked in (Turbopack compiles nothing outside the folder of the nearest
 * lockfile, so a symlink or the parent's node_modules will not do; hard links cost no copy), and the
 * image step's cache copied in so unchanged pictures are not encoded again. The ref builds with the
 * project's installed packages. The export is kept in .bench/against/<commit>/; the worktree goes.
 */
export function ensureRefBuild(ref) {
  const resolved = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  if (resolved.status !== 0) fail(`--against ${ref}: not a commit of this repository (${resolved.stderr.trim()}).`);
  const commit = resolved.stdout.trim();
  const out = join(BENCH_DIR, 'against', commit);
  if (existsSync(join(out, 'index.html'))) return { ref, commit, out };
  console.log(`bench: building ${ref} (${commit.slice(0, 10)}) in a temporary worktree for --against (a few minutes) …`);
  mkdirSync(BENCH_DIR, { recursive: true });
  const work = mkdtempSync(join(BENCH_DIR, 'against-src-'));
  rmSync(work, { recursive: true, force: true });
  let problem = null;
  const added = git(['worktree', 'add', '--detach', work, commit]);
  if (added.status !== 0) fail(`git worktree add failed: ${added.stderr.trim()}`);
  try {
    const linked = spawnSync('cp', ['-al', join(ROOT, 'node_modules'), join(work, 'node_modules')], { stdio: 'inherit' });
    if (linked.status !== 0) throw new Error('could not hard-link node_modules into the worktree (cp -al).');
    for (const dir of ['.cache', join('public', 'generated'), join('public', 'i'), '.generated']) {
      if (existsSync(join(ROOT, dir))) cpSync(join(ROOT, dir), join(work, dir), { recursive: true });
    }
    // Its own out/, whatever OUT_DIR this bench was given.
    const env = { ...process.env };
    delete env.OUT_DIR;
    const result = spawnSync('npm', ['run', 'build'], {
      cwd: work,
      stdio: 'inherit',
      env: { ...env, NEXT_TELEMETRY_DISABLED: '1', BUILD_EDITIONS: 'zh-hant' },
    });
    if (result.status !== 0 || !existsSync(join(work, 'out', 'index.html'))) throw new Error(`the build of ${ref} failed.`);
    rmSync(out, { recursive: true, force: true });
    mkdirSync(join(BENCH_DIR, 'against'), { recursive: true });
    cpSync(join(work, 'out'), out, { recursive: true });
  } catch (error) {
    problem = error;
  } finally {
    git(['worktree', 'remove', '--force', work]);
    rmSync(work, { recursive: true, force: true });
    git(['worktree', 'prune']);
  }
  // After the worktree is gone: fail() exits at once, and a worktree left behind would block the next run.
  if (problem) fail(problem.message);
  return { ref, commit, out };
}
