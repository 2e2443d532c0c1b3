/**
 * `npm run check:content`: checks everything under content/ on its own, in a few seconds, and
 * prints every problem on one line an editor can act on. `npm run build` runs it first.
 * Options: --root <folder holding content/> (default: the project).
 */
import { join } from 'node:path';
import { checkContent, formatProblem } from '@/scripts/content-check/run';
import type { Problem } from '@/scripts/content-check/types';
import { checkWechatQrPicture } from '@/scripts/content-check/wechat-qr-picture';

async function main(): Promise<void> {
  const started = performance.now();
  const rootFlag = process.argv.indexOf('--root');
  const root = rootFlag > 0 ? (process.argv[rootFlag + 1] ?? process.cwd()) : process.cwd();
  const problems: Problem[] = [...(await checkContent({ root, appDir: join(process.cwd(), 'app') }))];
  if (problems.length === 0) problems.push(...(await wechatQrProblems(root)));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
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

/** The WeChat QR picture, read by its pixels, once the content itself is sound (its file name is then valid). */
async function wechatQrProblems(root: string): Promise<readonly Problem[]> {
  const { site } = (await import(join(root, 'content', 'site.ts'))) as typeof import('@/content/site');
  return checkWechatQrPicture(root, site.wechat.qrImage);
}

void main();
