/*
 * The sample entries still in content/ (`sample: true`: the page says each is a sample), listed by
 * `npm run check:content` on every run as a reminder, not refused: the centre replaces them before
 * launch (docs/editing.md, "Before launch"). The marker is written on the entry's line, so its lines are
 * found as written; comments that name the marker are not entries.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { filesUnder } from '@/lib/file-walk';
import { say } from '@/lib/schema/fields';

const MARKER = /\bsample:\s*true\b/;
const COMMENT = /^\s*(?:\*|\/\/|\/\*)/;

/** One line a file with sample entries: its name, the lines of the markers, what to do. */
export function sampleEntries(root: string): string[] {
  const files = filesUnder(join(root, 'content'), { file: (name) => name.endsWith('.ts'), skipFolder: (name) => name === 'images' });
  return files.flatMap((path) => {
    const lines = readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, index) => (MARKER.test(line) && !COMMENT.test(line) ? [index + 1] : []));
    if (lines.length === 0) return [];
    const file = relative(root, path).split('\\').join('/');
    return [
      `${file}:${lines.join(',')} — ${say(
        `仍是示例內容（${lines.length} 項，網頁註明是示例）：上線前換上真實資料，並刪除 sample: true`,
        `still sample content (${lines.length} entries, marked as samples on the page): write the real entries and remove sample: true before launch`,
      )}`,
    ];
  });
}
