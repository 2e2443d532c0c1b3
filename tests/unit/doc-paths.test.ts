/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { SIMPLIFIED } from '@/lib/edition';
import { filesUnder } from '@/lib/file-walk';

/*
 * Every repository path that README.md, docs/ or a comment in the code quotes exists. A path is
 * one that starts with a top folder of the repository (below); it may leave out a module's
 * extension. Skipped as examples: a path that goes on with a placeholder (`<slug>`, `*`, `{`, `…`,
 * `$`), and a path inside a URL or after another folder (`https://…/lib/x`, `out/lib/`).
 */
const ROOT = process.cwd();
const TOP_FOLDERS = ['app', 'components', 'content', 'lib', 'scripts', 'tests', '.ci', 'docs'];
const MODULE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.cjs', '.js', '.d.mts'];
const PATH = new RegExp(
  `(?<![\\w./:@-])(?:@/)?((?:${TOP_FOLDERS.map((name) => name.replace('.', '\\.')).join('|')})/[\\w./\\[\\]@+-]*)(.?)`,
  'g',
);
const PLACEHOLDER = new Set(['<', '*', '{', '$', '…']);

const NOT_SOURCE = new Set(['.git', 'node_modules', 'out', 'out-analytics', '.next', SIMPLIFIED.distDir, '.edition-out', '.generated']);
const DATA = ['tests/fixtures/'];
const CODE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
const HASH_COMMENTS = /(?:\.sh|\.py|^\.ci\/run)$/;

interface Quote {
  file: string;
  line: number;
  path: string;
}

/** The repository paths a text quotes, by line (1-based, counted from `firstLine`). */
function quotedPaths(file: string, text: string, firstLine = 1): Quote[] {
  const found: Quote[] = [];
  text.split('\n').forEach((lineText, index) => {
    for (const match of lineText.matchAll(PATH)) {
      const [, written = '', next = ''] = match;
      if (PLACEHOLDER.has(next)) continue;
      let path = written.replace(/[.\-]+$/, '');
      if (path.endsWith(']') && !path.includes('[')) path = path.slice(0, -1);
      found.push({ file, line: firstLine + index, path });
    }
  });
  return found;
}

/** A quoted path names a file or folder of the repository (a module may leave out its extension). */
function exists(path: string): boolean {
  const at = join(ROOT, path);
  return existsSync(at) || MODULE_EXTENSIONS.some((extension) => existsSync(at + extension));
}

const scriptKind = (file: string) =>
  file.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;

/** The comments of a source file, each with the line it starts on: every comment is trivia before some token. */
function commentsOf(file: string, text: string): { line: number; text: string }[] {
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

/** Every quote of a file: the whole text of a Markdown file, the comments of a source file. */
function quotesIn(file: string): Quote[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  if (file.endsWith('.md')) return quotedPaths(file, text);
  if (CODE.test(file)) return commentsOf(file, text).flatMap((comment) => quotedPaths(file, comment.text, comment.line));
  if (file.endsWith('.css'))
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].flatMap((comment) =>
      quotedPaths(file, comment[0], text.slice(0, comment.index).split('\n').length),
    );
  if (HASH_COMMENTS.test(file))
    return text.split('\n').flatMap((line, index) => {
      const at = line.indexOf('#');
      return at >= 0 && !line.startsWith('#!') ? quotedPaths(file, line.slice(at), index + 1) : [];
    });
  return [];
}

function checkedFiles(): string[] {
  const walk = (dir: string) =>
    filesUnder(join(ROOT, dir), { skipFolder: (name) => NOT_SOURCE.has(name) }).map((path) => relative(ROOT, path).split('\\').join('/'));
  const rootFiles = ['README.md', 'next.config.ts', 'playwright.config.ts', 'jest.config.mjs', 'eslint.config.mjs'];
  return [...rootFiles, ...TOP_FOLDERS.flatMap(walk)].filter((file) => !DATA.some((folder) => file.startsWith(folder)));
}

describe('the paths the docs and comments quote', () => {
  it('exist in the repository', () => {
    const files = checkedFiles();
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/editing.md', 'content/analytics.ts', '.ci/run']));
    const quotes = files.flatMap(quotesIn);
    expect(quotes.length).toBeGreaterThan(300);
    const missing = quotes.filter((quote) => !exists(quote.path)).map(({ file, line, path }) => `${file}:${line} quotes ${path}`);
    expect(missing).toEqual([]);
  });

  it('finds a missing path in Markdown and in a comment, and leaves examples and URLs alone', () => {
    const markdown = [
      'Open `content/site.ts`, then `lib/no-such-module.ts`.',
      'A new page: `content/pages/services/<slug>.ts`; the specs `tests/e2e/*.spec.ts`.',
      'See https://example.com/lib/elsewhere.ts and `out/lib/built.js`.',
      'The page (`app/[...path]/page.tsx`), the module `@/lib/booking/whatsapp`, the folder lib/routes/.',
    ].join('\n');
    const quoted = quotedPaths('x.md', markdown);
    expect(quoted.map(({ path, line }) => `${line} ${path}`)).toEqual([
      '1 content/site.ts',
      '1 lib/no-such-module.ts',
      '4 app/[...path]/page.tsx',
      '4 lib/booking/whatsapp',
      '4 lib/routes/',
    ]);
    expect(quoted.filter((quote) => !exists(quote.path)).map(({ path }) => path)).toEqual(['lib/no-such-module.ts']);

    const code = [
      "const a = 'lib/not-a-comment.ts';",
      '// The neutral codes come from content/routes.ts.',
      '/** See lib/routes/page-code.ts. */',
    ].join('\n');
    const inComments = commentsOf('x.ts', code).flatMap((comment) => quotedPaths('x.ts', comment.text, comment.line));
    expect(inComments.map(({ path, line }) => `${line} ${path}`)).toEqual(['2 content/routes.ts', '3 lib/routes/page-code.ts']);
    expect(inComments.filter((quote) => !exists(quote.path)).map(({ path }) => path)).toEqual(['content/routes.ts']);
  });
});
