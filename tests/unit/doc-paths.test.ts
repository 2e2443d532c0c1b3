/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, TOP_FOLDERS, checkedFiles, commentsOf, proseOf } from './support/doc-texts';

/*
 * Every repository path that README.md, docs/ or a comment in the code quotes exists. A path is
 * one that starts with a top folder of the repository (below); it may leave out a module's
 * extension. Skipped as examples: a path that goes on with a placeholder (`<slug>`, `*`, `{`, `…`,
 * `$`), and a path inside a URL or after another folder (`https://…/lib/x`, `out/lib/`).
 */
const MODULE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.cjs', '.js', '.d.mts'];
const PATH = new RegExp(
  `(?<![\\w./:@-])(?:@/)?((?:${TOP_FOLDERS.map((name) => name.replace('.', '\\.')).join('|')})/[\\w./\\[\\]@+-]*)(.?)`,
  'g',
);
const PLACEHOLDER = new Set(['<', '*', '{', '$', '…']);

type Quote = { file: string; line: number; path: string };

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

/**
 * A section a text points to: `README, "Which guide"`, `docs/editing.md, "Before launch"`,
 * `` `docs/editing.md` (Publish) `` or `` `docs/editing.md`, Add a page) ``: a doc, then a name that starts
 * with a capital, quoted or in the parentheses.
 */
const SECTION =
  /(?<![\w/])(?<doc>README(?:\.md)?|docs\/[\w-]+\.md)`?(?:, "(?<quoted>[^"]+)"|`? \((?<named>[A-Z][^)`]*)\)|`, (?<after>[A-Z][^)`]*)\))/g;

type SectionQuote = Quote & { readonly section: string };

/** The sections a text points to, by line; `path` is the doc's. */
function quotedSections(file: string, text: string, firstLine = 1): SectionQuote[] {
  return text.split('\n').flatMap((lineText, index) =>
    [...lineText.matchAll(SECTION)].map(({ groups = {} }) => ({
      file,
      line: firstLine + index,
      path: groups.doc?.startsWith('README') ? 'README.md' : (groups.doc ?? ''),
      section: groups.quoted ?? groups.named ?? groups.after ?? '',
    })),
  );
}

/** The headings of a doc, and the bold words that open a paragraph or an item, without their backticks. */
function sectionsOf(doc: string): string[] {
  const text = readFileSync(join(ROOT, doc), 'utf8');
  const headings = [...text.matchAll(/^#+ (.+)$/gm)].map(([, heading = '']) => heading);
  const leads = [...text.matchAll(/^\s*(?:- )?\*\*(.+?)\*\*/gm)].map(([, lead = '']) => lead);
  return [...headings, ...leads].map((name) => name.replaceAll('`', ''));
}

const sectionExists = ({ path, section }: SectionQuote) => exists(path) && sectionsOf(path).some((name) => name.startsWith(section));

describe('the paths the docs and comments quote', () => {
  it('exist in the repository', () => {
    const files = checkedFiles();
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/editing.md', 'content/analytics.ts', '.ci/run']));
    const quotes = files.flatMap((file) => proseOf(file).flatMap((prose) => quotedPaths(file, prose.text, prose.line)));
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

describe('the sections the docs and comments point to', () => {
  it('are headings (or bold paragraph leads) of that doc', () => {
    const quotes = checkedFiles().flatMap((file) => proseOf(file).flatMap((prose) => quotedSections(file, prose.text, prose.line)));
    expect(quotes.length).toBeGreaterThan(10);
    const missing = quotes
      .filter((quote) => !sectionExists(quote))
      .map(({ file, line, path, section }) => `${file}:${line} points to ${path}, "${section}"`);
    expect(missing).toEqual([]);
  });

  it('reads the three ways of pointing, and fails a section the doc does not have', () => {
    const text = [
      '// Sample (README, "Before launch"); see docs/editing.md, "Before launch".',
      'The steps: `docs/editing.md` (Publish); the recipe: `docs/editing.md`, Add a page).',
      'Chromium only (`docs/testing.md`), and `docs/testing.md` (run one spec).',
    ].join('\n');
    const quoted = quotedSections('x.ts', text);
    expect(quoted.map(({ line, path, section }) => `${line} ${path} ${section}`)).toEqual([
      '1 README.md Before launch',
      '1 docs/editing.md Before launch',
      '2 docs/editing.md Publish',
      '2 docs/editing.md Add a page',
    ]);
    expect(quoted.filter((quote) => !sectionExists(quote)).map(({ path }) => path)).toEqual(['README.md']);
  });
});
