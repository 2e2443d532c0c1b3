/**
 * `npm run preview:changes`: what a visitor will see change once the edit is published. Renders
 * every page of both editions, and every place's crisis words, twice with the content check's
 * renderer (scripts/content-check/render/): from content/ as committed (HEAD's, copied by
 * `git archive` into .cache/preview-changes/) and as edited, then compares each page's visible
 * text, its links and its pictures (scripts/preview/page-diff.ts) and prints the changes in Chinese
 * and English — sentences before → after, links and pictures as lines of their own — ending with
 * `N pages change`. Flags an edit that changes more than 10 pages, and any change of a contact
 * value, crisis number, fee or hours. An edit of the check's own settings kept in content/ (the
 * words that call for a caution…) changes no page: it has a section of its own, before → after. No build: seconds, not minutes (a change of app/ or
 * components/ is not content, and shows in both renders alike).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { crisisLines } from '@/content/crisis-lines';
import { site } from '@/content/site';
import { renderedPages, type RenderedPage } from '../content-check/render';
import { pictureOf } from '../content-check/published/rules';
import { formatSettingChanges, settingChanges } from '../content-check/settings-change';
import { compareSites, formatChanges, type SiteText } from './page-diff';

const root = process.cwd();
const started = performance.now();

/**
 * Every page's visible text, as the diff reads it: title, description, its lines, then its links and
 * pictures. A page rendered for a visitor's place keeps only its lines the whole page does not have
 * (the place's own words), so an edit for every place is told once, on the page.
 */
function siteText(pages: readonly RenderedPage[]): SiteText {
  const whole = new Map(pages.filter((page) => page.place === null).map((page) => [page.path, new Set(page.lines)]));
  return new Map(
    pages.map((page) => [
      `${page.path || '/'}${page.place ? `（${page.place}）` : ''}`,
      page.place
        ? page.lines.filter((line) => !whole.get(page.path)?.has(line))
        : [
            `title: ${page.title}`,
            `description: ${page.description}`,
            ...page.lines,
            ...page.links.map((link) => `link: ${link}`),
            ...page.images.map((image) => `picture: ${pictureOf(image.src)}${image.alt ? ` 「${image.alt}」` : ''}`),
          ],
    ]),
  );
}

/** content/ as committed, in a folder of its own under .cache/ (ignored by git and the tools). */
function committedContent(): string {
  const place = join(root, '.cache', 'preview-changes');
  rmSync(place, { recursive: true, force: true });
  mkdirSync(place, { recursive: true });
  const { status, stderr } = spawnSync('sh', ['-c', `git archive HEAD content | tar -x -C '${place}'`], { cwd: root, encoding: 'utf8' });
  if (status !== 0) {
    console.error(`preview:changes: git archive failed (${stderr.trim()})`);
    process.exit(1);
  }
  return place;
}

async function main(): Promise<void> {
  console.log('預覽：呈現已提交及修改後的每一頁（preview: rendering every page as committed and as edited）…');
  const [before, after, settings] = await Promise.all([
    renderedPages(committedContent()),
    renderedPages(root),
    settingChanges(root).catch(() => []),
  ]);
  // Values whose change anywhere needs a second look, beyond what looks like a number, a fee or hours.
  const watched = [...crisisLines.flatMap((line) => line.channels.map((channel) => channel.number)), site.email, site.wechat.id];
  const report = formatChanges(compareSites(siteText(before), siteText(after), watched));
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`\n預覽用了 ${seconds} 秒（preview took ${seconds} s）`);
  // What the check itself looks for, when written in content/: no page shows it, so it is told apart.
  const settingsReport = formatSettingChanges(settings);
  if (settingsReport) console.log(`\n${settingsReport}\n`);
  console.log(report);
}

void main().catch((error: unknown) => {
  console.error(`preview:changes: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
