/**
 * `npm run check:content`: checks everything under content/ in a few seconds — the modules as
 * written (scripts/content-check/run.ts), and every page of both editions as a visitor reads it,
 * rendered from them (scripts/content-check/render/) — and prints every problem on one line an
 * editor can act on. `npm run build` runs it first. The render needs no `next build`
 * (render/index.ts `renderedPages`): a page whose own part reads the visitor's place is rendered
 * once per place, reported as path（place）; render/rules.ts `checkRendered` then holds them.
 * Options: --root <folder holding content/> (default: the project).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { protectedNames, simplifiedOverrides } from '@/content/simplified-overrides';
import { simplifier } from '@/lib/content-text/to-simplified';
import { filesUnder } from '@/lib/file-walk';
import { publishedSources } from '@/scripts/postbuild/audit';
import { renderedPages } from '@/scripts/content-check/render';
import { checkRendered, textLocator } from '@/scripts/content-check/render/rules';
import { checkContent, formatProblem } from '@/scripts/content-check/run';
import { settingsChanges } from '@/scripts/content-check/settings-change';
import { movedButUnchanged } from '@/scripts/content-check/moved-address';
import { sampleEntries } from '@/scripts/content-check/samples';
import type { Problem } from '@/scripts/content-check/types';
import { checkWechatQrPicture } from '@/scripts/content-check/wechat-qr-picture';

async function main(): Promise<void> {
  const started = performance.now();
  const rootFlag = process.argv.indexOf('--root');
  const root = rootFlag > 0 ? (process.argv[rootFlag + 1] ?? process.cwd()) : process.cwd();
  // The render starts at once, in two processes of its own, while this one checks the modules.
  const rendering = renderedPages(root).then(
    (pages) => ({ pages }),
    (error: unknown) => ({ error }),
  );
  const problems: Problem[] = [...(await checkContent({ root, appDir: join(process.cwd(), 'app') }))];
  if (problems.length === 0) problems.push(...(await wechatQrProblems(root)));
  if (problems.length === 0) problems.push(...(await movedButUnchanged(root).catch(() => [])));
  problems.push(...renderedProblems(root, await rendering, problems));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  // An edit of the check's own settings written in content/: named, whatever else the check says.
  for (const line of await settingsChanges(root).catch(() => [])) console.warn(`⚠ ${line}`);
  // Sample entries are no error (each page says it shows a sample), but none should be left at launch.
  for (const line of sampleEntries(root)) console.warn(`⚠ ${line}`);
  if (problems.length === 0) {
    console.log(`內容檢查通過（content check passed, ${seconds} s）`);
    return;
  }
  console.error(
    `內容檢查發現 ${problems.length} 個問題，網站未有建立（content check found ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was built）：\n`,
  );
  for (const problem of problems) console.error(formatProblem(problem));
  console.error('\n每行是：檔案:行 › 項目 › 欄位 — 問題及寫法（each line: file:line › entry › field — the problem and what to write）');
  process.exitCode = 1;
}

/**
 * The findings on the rendered pages that the modules' check has not made at the same line. When the
 * render fails, that is a finding only if the modules passed (else their slips are the cause).
 */
function renderedProblems(
  root: string,
  rendering: { pages: Awaited<ReturnType<typeof renderedPages>> } | { error: unknown },
  known: readonly Problem[],
): Problem[] {
  if ('error' in rendering) {
    if (known.length > 0) return [];
    const reason = rendering.error instanceof Error ? rendering.error.message : String(rendering.error);
    return [
      {
        file: 'content/',
        line: 1,
        entry: 'render',
        field: '—',
        message: `頁面未能呈現，請把這一行交給程式人員（the pages could not be rendered; please pass this line to a developer）: ${reason}`,
      },
    ];
  }
  const files = filesUnder(join(root, 'content'), { file: (name) => name.endsWith('.ts'), skipFolder: (name) => name === 'images' });
  const lines = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, index) => ({ at: `${relative(root, file).split('\\').join('/')}:${index + 1}`, line })),
  );
  // The sources as the root's content states them (the render says them), else the project's.
  const found = checkRendered(
    rendering.pages,
    rendering.pages.sources ?? publishedSources(),
    textLocator(lines, simplifier(simplifiedOverrides, protectedNames)),
  );
  const seen = new Set(known.map((problem) => `${problem.file}:${problem.line}`));
  // Or in the same file, quoting the same text: a field's name and its text may stand on two lines.
  const quoted = (problem: Problem) => /^「[^」]+」/.exec(problem.message)?.[0] ?? '\0';
  return found.filter(
    (problem) =>
      !seen.has(`${problem.file}:${problem.line}`) &&
      !known.some((other) => other.file === problem.file && other.message.startsWith(quoted(problem))),
  );
}

/** The WeChat QR picture, read by its pixels, once the content itself is sound (its file name is then valid). */
async function wechatQrProblems(root: string): Promise<readonly Problem[]> {
  const { site } = (await import(join(root, 'content', 'site.ts'))) as typeof import('@/content/site');
  return checkWechatQrPicture(root, site.wechat.qrImage);
}

void main();
