import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FLIGHT_DATA_ID, RAW_TYPE } from '@/scripts/postbuild/flight-data';
import { scriptTags } from '@/scripts/postbuild/html-tokens';
import { filesUnder } from '@/lib/file-walk';
import { htmlFiles, OUT } from './out-files';

// The flight data React hydrates from repeats the page; with `experimental.inlineCss` it carried
// the CSS twice more.

/** Shorter CSS files (a few rules) may repeat by chance inside a longer one: not a copy of a stylesheet. */
const MIN_CSS = 200;

const read = (file: string) => readFileSync(file, 'utf8');

/** Every stylesheet of the export (both editions'), by its path under out/. */
function stylesheets(): Map<string, string> {
  const files = filesUnder(OUT, { file: (name) => name.endsWith('.css') });
  return new Map(
    files
      .map((file) => [path.relative(OUT, file).split(path.sep).join('/'), read(file).trim()] as const)
      .filter(([, text]) => text.length >= MIN_CSS),
  );
}

/** The page as the browser reads it: its HTML, and the flight data's text once decoded (JSON strings). */
function pageTexts(html: string): string[] {
  const block = scriptTags(html).find((tag) => tag.attributes.get('id') === FLIGHT_DATA_ID);
  if (!block) return [html];
  // The page without the block, and the stream: its own text, or its items as JSON (scripts/postbuild/flight-data.ts).
  const page = html.slice(0, block.start) + html.slice(block.end);
  if (block.attributes.get('type') === RAW_TYPE) return [page, block.body];
  const items = JSON.parse(block.body) as unknown[][];
  return [page, ...items.flatMap((item) => item.filter((part): part is string => typeof part === 'string'))];
}

function occurrences(text: string, part: string): number {
  let count = 0;
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length)) count += 1;
  return count;
}

test('every page carries each stylesheet’s text at most once, its flight data included', () => {
  const sheets = stylesheets();
  expect(sheets.size, 'stylesheets in out/_next/').toBeGreaterThan(0);
  const repeated = htmlFiles().flatMap((file) => {
    const texts = pageTexts(read(file));
    return [...sheets].flatMap(([name, css]) => {
      const count = texts.reduce((sum, text) => sum + occurrences(text, css), 0);
      return count > 1 ? [`${path.relative(OUT, file)}: ${name} × ${count}`] : [];
    });
  });
  expect(repeated).toEqual([]);
});

// The byte budgets of home and /fee/ are the benchmark's to print (scripts/bench/bytes.mjs), not a
// test's to assert: an editor's correct edit must never turn a test red.
