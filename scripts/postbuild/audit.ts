/**
 * The audit of what is published (scripts/content-check/published/rules.ts), run by `npm run build` after the
 * post-build step: the visible text of every page of out/, both editions, against the sources in
 * content/. A finding names the page, the text, the source it contradicts and the content file:line
 * to change; any finding fails the build (and so removes out/).
 * Usage: tsx scripts/postbuild/audit.ts [out]
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { crisisLines } from '@/content/crisis-lines';
import { fees } from '@/content/pages/fee';
import { site } from '@/content/site';
import { protectedNames } from '@/content/simplified-overrides';
import { digitsOf } from '@/scripts/content-check/fact-patterns';
import { BLOCKED_ON_MAINLAND, REDIRECTORS } from '@/scripts/content-check/hosts';
import { readPage } from '@/scripts/content-check/published/read-page';
import { auditPublished, type PublishedPage, type PublishedSources } from '@/scripts/content-check/published/rules';
import { toSimplified } from '@/lib/content-text/simplified-edition';
import { simplifier } from '@/lib/content-text/to-simplified';
import { SIMPLIFIED } from '@/lib/edition';
import { contentFactValues } from '@/lib/fact-values';
import { filesUnder } from '@/lib/file-walk';

/** Every page of out/ (its index.html files and 404 pages), by address. */
export function publishedPages(out: string): PublishedPage[] {
  const files = filesUnder(out, { file: (name) => name.endsWith('.html'), skipFolder: (name) => name === '_next' });
  return files.map((file) => {
    const path = `/${relative(out, file).split('\\').join('/')}`.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '') || '/';
    return {
      path,
      simplified: path === SIMPLIFIED.base || path.startsWith(`${SIMPLIFIED.base}/`),
      ...readPage(readFileSync(file, 'utf8')),
    };
  });
}

/** The sources a published page is held to. */
export function publishedSources(): PublishedSources {
  const plain = simplifier([], protectedNames);
  const phones = new Map<string, string>([
    [digitsOf(site.phone.display), 'content/site.ts phone'],
    [digitsOf(site.whatsapp.display), 'content/site.ts whatsapp'],
  ]);
  for (const line of crisisLines)
    for (const channel of line.channels) phones.set(digitsOf(channel.number), `content/crisis-lines.ts ${line.name}`);
  const facts = contentFactValues();
  // The Simplified edition says the opening hours on a 24-hour clock (「每天 9:00–18:00」).
  const hours = [facts.hours, facts['hours.workshop'], contentFactValues(true)['hours.inZone']].filter((text) => text !== undefined);
  return {
    phones,
    fees: new Map(Object.entries(fees).map(([key, fee]) => [fee, key])),
    hours: [...hours, ...hours.map((text) => toSimplified(text))],
    names: [site.name, site.shortName, ...protectedNames].map((name) => ({ traditional: name, simplified: plain(name) })),
    redirectors: REDIRECTORS,
    blockedOnMainland: BLOCKED_ON_MAINLAND,
  };
}

/** Where in content/ a published text is written: its file:line, or of its Simplified form (a Simplified page). */
export function contentLocator(root: string): (text: string) => string {
  const files = filesUnder(join(root, 'content'), { file: (name) => name.endsWith('.ts'), skipFolder: (name) => name === 'images' });
  const lines = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, index) => ({ at: `${relative(root, file).split('\\').join('/')}:${index + 1}`, line })),
  );
  let simplifiedLines: { at: string; line: string }[] | undefined;
  return (text) => {
    const found = lines.find(({ line }) => line.includes(text));
    if (found) return found.at;
    simplifiedLines ??= lines.map(({ at, line }) => ({ at, line: toSimplified(line) }));
    return (
      simplifiedLines.find(({ line }) => line.includes(text))?.at ??
      'content/ (not written there as such: a token or a Simplified override)'
    );
  };
}

function main(): void {
  const out = process.argv[2] ?? 'out';
  const started = performance.now();
  const pages = publishedPages(out);
  const found = auditPublished(pages, publishedSources(), contentLocator(process.cwd()));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const line = (p: (typeof found)[number]) => `${p.fix} › ${p.page} › [${p.rule}] 「${p.text}」 — 來源（source）：${p.source}`;
  const warnings = found.filter((p) => p.warning);
  const problems = found.filter((p) => !p.warning);
  if (warnings.length > 0 && process.env.AUDIT === 'warn')
    console.warn(`audit: ${warnings.length} 個提示，見 npm run build（${warnings.length} warnings, listed by npm run build）`);
  else if (warnings.length > 0) {
    console.warn(`audit: ${warnings.length} 個提示，不阻止發佈（${warnings.length} warnings, publishing goes on）：`);
    for (const p of warnings) console.warn(`  ${line(p)}`);
  }
  if (problems.length === 0) {
    console.log(`audit: ${pages.length} 頁與內容來源一致（${pages.length} published pages agree with their sources, ${seconds} s）`);
    return;
  }
  console.error(`audit: ${problems.length} 處發佈內容與來源不符（${problems.length} published texts contradict their sources）：\n`);
  for (const p of problems) console.error(line(p));
  // `npm run preview:changes` shows the edit's effect even so; `npm run build` stops here.
  if (process.env.AUDIT === 'warn')
    console.error('\naudit: 預覽照樣繼續，但發佈前要先修正（the preview goes on; fix these before publishing）');
  else process.exitCode = 1;
}

if (process.argv[1]?.endsWith('audit.ts')) main();
