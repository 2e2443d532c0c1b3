/**
 * `npm run preview:changes`: what a visitor will see change once the edit is published. Builds the
 * site as committed (HEAD, copied by `git archive` into .cache/preview-changes/tree, with a copy of
 * .next/cache; its pages' text saved per commit, so the next preview of the same commit reuses it)
 * and as edited (this folder: `npm run build`, out/), then compares every page's visible text
 * (scripts/preview/page-diff.ts) and prints the changes in Chinese and English, ending with
 * `N pages change`. Flags an edit that changes more than 10 pages, and any change of a contact
 * value, crisis number, fee or hours.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { crisisLines } from '@/content/crisis-lines';
import { site } from '@/content/site';
import { publishedPages } from '../postbuild/audit';
import { compareSites, formatChanges, type SiteText } from './page-diff';

const root = process.cwd();
const started = performance.now();

function run(command: string, args: readonly string[], cwd: string): void {
  const { status, error } = spawnSync(command, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    // The audit's findings are printed, not fatal: the preview still shows what they would publish.
    // The copy has no node_modules of its own: its tools are this folder's.
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      AUDIT: 'warn',
      PATH: [join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
    },
  });
  if (status !== 0) {
    console.error(`preview:changes: \`${[command, ...args].join(' ')}\` failed in ${cwd} (${error?.message ?? `exit ${status}`})`);
    process.exit(1);
  }
}

const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();

/** Every page's visible text, as the diff reads it: title, description, then its lines. */
function siteText(out: string): Map<string, string[]> {
  return new Map(
    publishedPages(out).map((page) => [page.path, [`title: ${page.title}`, `description: ${page.description}`, ...page.lines]]),
  );
}

/**
 * The site as committed: saved per commit, else built from `git archive HEAD` inside this folder
 * (.cache/, ignored by git and the tools). Inside, because Turbopack compiles nothing outside its
 * root: the copy has no lockfile and no node_modules, so both are this folder's, found upwards.
 */
function committedText(head: string): SiteText {
  const place = join(root, '.cache', 'preview-changes');
  const saved = join(place, `${head}.json`);
  if (existsSync(saved)) {
    console.log(`預覽：沿用已儲存的 ${head.slice(0, 7)} 版本（preview: reusing the saved build of ${head.slice(0, 7)}）`);
    return new Map(JSON.parse(readFileSync(saved, 'utf8')) as [string, string[]][]);
  }
  const tree = join(place, 'tree');
  // Keep the previous copy's build cache: a rebuild then compiles only what changed.
  const cache = join(place, 'next-cache');
  if (existsSync(join(tree, '.next', 'cache'))) {
    rmSync(cache, { recursive: true, force: true });
    cpSync(join(tree, '.next', 'cache'), cache, { recursive: true });
  } else if (!existsSync(cache) && existsSync(join(root, '.next', 'cache')))
    cpSync(join(root, '.next', 'cache'), cache, { recursive: true });
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  run('sh', ['-c', `git archive HEAD | tar -x -C '${tree}'`], root);
  rmSync(join(tree, 'package-lock.json'));
  if (existsSync(cache)) cpSync(cache, join(tree, '.next', 'cache'), { recursive: true });
  console.log(`預覽：建立已提交的版本 ${head.slice(0, 7)}（preview: building the site as committed, ${head.slice(0, 7)}）…`);
  run('npm', ['run', '--silent', 'build'], tree);
  const text = siteText(join(tree, 'out'));
  writeFileSync(saved, JSON.stringify([...text]));
  return text;
}

function main(): void {
  const head = git('rev-parse', 'HEAD');
  const before = committedText(head);
  console.log('預覽：建立修改後的版本（preview: building the site as edited）…');
  run('npm', ['run', '--silent', 'build'], root);
  const after = siteText(join(root, 'out'));
  // Values whose change anywhere needs a second look, beyond what looks like a number, a fee or hours.
  const watched = [...crisisLines.flatMap((line) => line.channels.map((channel) => channel.number)), site.email, site.wechat.id];
  const report = formatChanges(compareSites(before, after, watched));
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`\n預覽用了 ${seconds} 秒（preview took ${seconds} s）`);
  console.log(report);
}

main();
