import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { SIMPLIFIED } from '@/lib/edition';
import { filesUnder } from '@/lib/file-walk';

/*
 * The prose of the repository for the doc tests (doc-paths.test.ts, doc-symbols.test.ts): README.md,
 * every Markdown file, and the comments of the code, CSS and shell files, each piece with the line
 * it starts on. Test data (tests/fixtures/) is left out.
 */
export const ROOT = process.cwd();
export const TOP_FOLDERS = ['app', 'components', 'content', 'lib', 'scripts', 'tests', '.ci', 'docs'];
const NOT_SOURCE = new Set(['.git', 'node_modules', 'out', 'out-analytics', '.next', SIMPLIFIED.distDir, '.edition-out', '.generated']);
const DATA = ['tests/fixtures/'];
export const CODE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
const HASH_COMMENTS = /(?:\.sh|\.py|^\.ci\/run|^\.ci\/node-24)$/;

/** A piece of prose: a Markdown file's whole text or one comment, and the line it starts on. */
export interface Prose {
  readonly line: number;
  readonly text: string;
}

/** Every file the doc tests read, as repository paths. */
export function checkedFiles(): string[] {
  const walk = (dir: string) =>
    filesUnder(join(ROOT, dir), { skipFolder: (name) => NOT_SOURCE.has(name) }).map((path) => relative(ROOT, path).split('\\').join('/'));
  const rootFiles = ['README.md', 'next.config.ts', 'playwright.config.ts', 'jest.config.mjs', 'eslint.config.mjs'];
  return [...rootFiles, ...TOP_FOLDERS.flatMap(walk)].filter((file) => !DATA.some((folder) => file.startsWith(folder)));
}

export const scriptKind = (file: string) =>
  file.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;

/** The comments of a source file, each with the line it starts on: every comment is trivia before some token. */
export function commentsOf(file: string, text: string): Prose[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const ranges = new Map<number, ts.CommentRange>();
  const visit = (node: ts.Node) => {
    for (const range of [...(ts.getLeadingCommentRanges(text, node.pos) ?? []), ...(ts.getTrailingCommentRanges(text, node.end) ?? [])])
      ranges.set(range.pos, range);
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...ranges.values()].map((range) => ({
    line: source.getLineAndCharacterOfPosition(range.pos).line + 1,
    text: text.slice(range.pos, range.end),
  }));
}

/** The prose of a file: the whole text of a Markdown file, the comments of a source, CSS or shell file. */
export function proseOf(file: string): Prose[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  if (file.endsWith('.md')) return [{ line: 1, text }];
  if (CODE.test(file)) return commentsOf(file, text);
  if (file.endsWith('.css'))
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((comment) => ({
      line: text.slice(0, comment.index).split('\n').length,
      text: comment[0],
    }));
  if (HASH_COMMENTS.test(file))
    return text.split('\n').flatMap((line, index) => {
      const at = line.indexOf('#');
      return at >= 0 && !line.startsWith('#!') ? [{ line: index + 1, text: line.slice(at) }] : [];
    });
  return [];
}
