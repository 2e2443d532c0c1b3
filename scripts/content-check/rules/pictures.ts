import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, sep } from 'node:path';
import sharp from 'sharp';
import { filesUnder } from '@/lib/file-walk';
import { say } from '@/lib/schema/fields';
import { svgIssueMessage, svgIssues } from '@/lib/images/svg-safety';
import type { FoundProblem, Rule } from '../types';

/* The picture files of content/images/ themselves. */
// Elsewhere: a picture named that is no file #image-file ./site.ts; one alt per picture #one-alt-per-image ./copy.ts.

/** A picture the image step or the build would stop on, named by its file (at the line of the first thing found in an SVG). */
const problem = (file: string, message: string, line = 1): FoundProblem => ({ file, line, exportName: basename(file), path: [], message });

/** Every `.svg` below `folder` (none if it does not exist), but the image step's output public/generated/, checked when written. */
const svgFilesUnder = (folder: string): string[] =>
  existsSync(folder)
    ? filesUnder(folder, {
        file: (name) => name.toLowerCase().endsWith('.svg'),
        skipFolder: (name) => name === 'generated' && basename(folder) === 'public',
      })
    : [];

function svgProblem(file: string, text: string): FoundProblem[] {
  const issues = svgIssues(text);
  return issues.length ? [problem(file, svgIssueMessage(issues), issues[0]?.line)] : [];
}

/** What sharp calls the format each accepted ending must hold. */
const FORMAT_OF: Readonly<Record<string, string>> = { '.jpg': 'jpeg', '.jpeg': 'jpeg', '.png': 'png', '.svg': 'svg' };
/** A format's name for the editor, where it is not its name in capitals (JPEG, PNG, GIF). */
const FORMAT_NAMES: Readonly<Record<string, string>> = { heif: 'HEIC（iPhone 相片）', webp: 'WebP' };

const AS_JPEG_ZH = '在手機或電腦上把它匯出（或另存）為 JPEG，再放入';

/** Whether the bytes end as a whole file of the format does: a half-downloaded picture does not. */
function complete(format: string, bytes: Buffer): boolean {
  // A JPEG's end-of-image marker, allowing the padding some cameras write after it.
  if (format === 'jpeg') return bytes.subarray(-64).includes(Buffer.from([0xff, 0xd9]));
  return format !== 'png' || bytes.subarray(-8, -4).toString('latin1') === 'IEND'; // IEND, then its CRC
}

/**
 * Reads every file of content/images/ as the image step will: its real format (from its bytes,
 * not its name) must match its ending, a JPEG or PNG must be whole, and an SVG a picture and
 * nothing more (lib/images/svg-safety.ts); then every SVG the build copies as it is (public/ and app/
 * beside content/). Only the header of a raster picture is decoded, so the check stays fast.
 */
export async function checkPictureFiles(dir: string): Promise<FoundProblem[]> {
  const problems: FoundProblem[] = [];
  const root = dirname(dirname(dir));
  // Beside a project's content/images/, public/ (Next copies it whole) and app/ (the icon) reach out/ as they are.
  const served = basename(dir) === 'images' && basename(dirname(dir)) === 'content' ? [join(root, 'public'), join(root, 'app')] : [];
  for (const folder of served)
    for (const file of svgFilesUnder(folder))
      problems.push(...svgProblem(relative(root, file).split(sep).join('/'), readFileSync(file, 'utf8')));
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => !name.startsWith('.')) : [];
  for (const name of names.sort()) {
    const file = `content/images/${name}`;
    const bad = (zh: string, en: string) => problems.push(problem(file, say(zh, en)));
    const expected = FORMAT_OF[extname(name).toLowerCase()];
    if (!expected) {
      bad(
        `content/images/ 只可放 .jpg、.png 或 .svg 圖片：${AS_JPEG_ZH}，或把這個檔案移走`,
        `content/images/ holds only .jpg, .png or .svg pictures: export this one as JPEG, or move it elsewhere`,
      );
      continue;
    }
    const bytes = readFileSync(join(dir, name));
    let format: string | undefined;
    try {
      ({ format } = await sharp(bytes).metadata());
    } catch {
      format = undefined;
    }
    if (format !== expected) {
      const what = format ? (FORMAT_NAMES[format] ?? format.toUpperCase()) : undefined;
      if (what)
        bad(
          `這張圖片其實是 ${what} 格式，與檔名不符：${AS_JPEG_ZH}`,
          `this picture is really ${what}, not what its name says: export (or save) it as JPEG, then put that in`,
        );
      else
        bad(
          `這個檔案讀不到圖片（可能已損壞或未下載完）：重新下載或匯出，再放入`,
          `no picture can be read from this file (damaged or not fully downloaded): download or export it again`,
        );
    } else if (format === 'svg') {
      problems.push(...svgProblem(file, bytes.toString('utf8')));
    } else if (!complete(format, bytes)) {
      bad(
        '這張圖片不完整（可能未下載完）：重新下載或匯出，再放入',
        'this picture is incomplete (perhaps not fully downloaded): download or export it again',
      );
    }
  }
  return problems;
}

export const rules: readonly Rule[] = [
  {
    id: 'picture-file',
    scope: 'entry',
    readme: 'a picture is whole, of the format its name says; an SVG only a picture',
    run: (_, { root }) => checkPictureFiles(join(root, 'content', 'images')),
  },
];
