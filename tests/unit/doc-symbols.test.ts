/** @jest-environment node */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { filesUnder } from '@/lib/file-walk';
import { CODE, ROOT, checkedFiles, commentsOf, proseOf, scriptKind } from './support/doc-texts';

/*
 * Every code name that README.md, docs/ or a comment in the code quotes exists, as doc-paths.test.ts
 * does for paths: a mechanism renamed or removed fails here, not in a newcomer's search.
 * What counts as a quoted name, so that ordinary words are never taken for one:
 *   - a name in backticks shaped like code: `quickExitAt`, `QUICK_EXIT_TOPICS`, `codeForPath()`
 *     (a capital after a lower-case letter or digit, an underscore, or a call's `()`), or a dotted
 *     name whose head is known (`site.whatsapp`, `SETTINGS.widths`): it must be a name of the code,
 *     i.e. an identifier (declared, a property, a parameter, a content key) or a string of the code;
 *   - `npm run <script>` in backticks: the script is in package.json;
 *   - `--color-bg` in backticks: a CSS file declares it, or the code writes it (a browser switch);
 *   - a name beside a file: "`name` in `path`", "`name` (`path`)", "(`path`, `name`)",
 *     "(`name`, `path`)", "path `name`", "path:name": the name occurs in that file's code (in any file
 *     of it, for a folder), whatever its shape.
 * Lower-case words in backticks (`place`, `srcset`) are not checked: too many are HTML or English.
 * The code's names include the words of its strings (a test hands the browser code as a string) and
 * the names the installed packages it drives declare (DEPENDENCY_DECLARATIONS); OTHER_PROGRAMS lists
 * the few names of other programs that no installed package declares.
 */
// Names of the programs the code drives, from their own declarations (read as words).
const DEPENDENCY_DECLARATIONS = [
  'node_modules/typescript/lib/lib.dom.d.ts',
  'node_modules/next/dist/server/config-shared.d.ts',
  'node_modules/next/dist/client/script.d.ts',
  'node_modules/@next/third-parties/dist/google/index.d.ts',
  'node_modules/devtools-protocol/types/protocol.d.ts',
  'node_modules/devtools-protocol/types/protocol-proxy-api.d.ts',
];
// Names of other programs' code that no installed package declares: the only words let through.
const OTHER_PROGRAMS: Readonly<Record<string, string>> = {
  attachHeaders: 'wrangler (installed by npm run test:host alone)',
  generateResponse: 'wrangler',
  generateRuleRegExp: 'wrangler',
  generateRulesMatcher: 'wrangler',
  isPreview: 'wrangler',
  parseHeaders: 'wrangler',
  chromiumSwitches: "Playwright's internal switch list",
  PaintImage: "Chromium's trace events",
  PlatformColorChange: "Chromium's trace events",
  RasterTask: "Chromium's trace events",
};
const THIS_TEST = 'tests/unit/doc-symbols.test.ts';
const MODULE_EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.cjs', '.js', '.d.mts'];
const FILE_EXTENSION = /\.(?:[cm]?[jt]sx?|d\.mts|json|md|css|html?|txt|xml|svg|png|jpe?g|avif|webp|ya?ml|toml|sh|py|ico|woff2?)$/;

const IDENTIFIER = '[A-Za-z_$][\\w$]*';
const CODE_SHAPED = /[a-z0-9][A-Z]|[A-Za-z]_|_[A-Za-z]/;
const PATH = '(?:app|components|content|lib|scripts|tests)/[\\w./\\[\\]-]*[\\w\\]]';
const PAIRS = [
  new RegExp(`\`(?<name>${IDENTIFIER})(?:\\(\\))?\` in \`?(?<path>${PATH})`, 'g'),
  new RegExp(`\`(?<name>${IDENTIFIER})(?:\\(\\))?\`,? \\(\`?(?<path>${PATH})`, 'g'),
  new RegExp(`\\(\`?(?<path>${PATH})\`?(?::[\\d,-]+)?, \`(?<name>${IDENTIFIER})(?:\\(\\))?\``, 'g'),
  new RegExp(`\\(\`(?<name>${IDENTIFIER})(?:\\(\\))?\`, \`?(?<path>${PATH})`, 'g'),
  new RegExp(`(?<![\\w/])(?<path>${PATH})\`?(?::[\\d,-]+)? \`(?<name>${IDENTIFIER})(?:\\(\\))?\``, 'g'),
  new RegExp(`(?<![\\w/])(?<path>${PATH}\\.[a-z]+):(?<name>${IDENTIFIER})`, 'g'),
];

/** A quoted name, with the file or folder the text places it in when it names one. */
type Named = { readonly file: string; readonly line: number; readonly name: string; readonly path?: string };

/** The names that occur in a source file's code: identifiers, keywords and short word-like strings. */
function namesIn(file: string, text: string): Set<string> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) names.add(node.text);
    else if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      // A string's words too: the code a test or a bench hands the browser is a string.
      if (/^[\w$.:-]{1,60}$/.test(node.text)) names.add(node.text);
      for (const [word] of node.text.matchAll(/[A-Za-z_$][\w$]*|--[a-z][\w-]*/g)) names.add(word);
    } else if (node.kind >= ts.SyntaxKind.FirstKeyword && node.kind <= ts.SyntaxKind.LastKeyword) names.add(node.getText(source));
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return names;
}

/** The names a piece of prose quotes, by line (1-based, counted from `firstLine`). */
function quotedNames(file: string, text: string, firstLine = 1): Named[] {
  const found: Named[] = [];
  // A Markdown fence holds an example, not prose: its lines are left out (the line count kept).
  const prose = text.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ''));
  prose.split('\n').forEach((lineText, index) => {
    const line = firstLine + index;
    for (const [, span = ''] of lineText.matchAll(/`([^`]+)`/g)) {
      const written = span.replace(/\(\)$/, '');
      const script = /^npm run ([\w:-]+)$/.exec(span);
      if (script) found.push({ file, line, name: `npm run ${script[1]}` });
      else if (/^--[a-z][\w-]*$/.test(written)) found.push({ file, line, name: written });
      else if (new RegExp(`^${IDENTIFIER}$`).test(written) && (CODE_SHAPED.test(written) || written !== span))
        found.push({ file, line, name: written });
      else if (new RegExp(`^${IDENTIFIER}(?:\\.${IDENTIFIER})+$`).test(written) && !FILE_EXTENSION.test(written))
        found.push({ file, line, name: written });
    }
    for (const pair of PAIRS)
      for (const match of lineText.matchAll(pair)) {
        const { name = '', path = '' } = match.groups ?? {};
        found.push({ file, line, name, path: path.replace(/\/$/, '') });
      }
  });
  return found;
}

type CodeNames = { readonly all: ReadonlySet<string>; readonly byFile: ReadonlyMap<string, ReadonlySet<string>> };

/** Every name of the code (and of the programs it drives), and each code file's own names. */
function codeNames(files: readonly string[]): CodeNames {
  const byFile = new Map<string, Set<string>>();
  const all = new Set<string>();
  for (const file of files.filter((name) => CODE.test(name) && name !== THIS_TEST)) {
    const names = namesIn(file, readFileSync(join(ROOT, file), 'utf8'));
    byFile.set(file, names);
    names.forEach((name) => all.add(name));
  }
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  for (const script of Object.keys(pkg.scripts)) all.add(`npm run ${script}`);
  for (const css of files.filter((name) => name.endsWith('.css')))
    for (const [property = ''] of readFileSync(join(ROOT, css), 'utf8').matchAll(/--[a-z][\w-]*(?=\s*:)/g)) all.add(property);
  for (const declarations of DEPENDENCY_DECLARATIONS)
    for (const [word] of readFileSync(join(ROOT, declarations), 'utf8').matchAll(/[A-Za-z_$][\w$]*/g)) all.add(word);
  return { all, byFile };
}

/** Why a quoted name is wrong, or null when the code has it. */
function problem(named: Named, code: CodeNames): string | null {
  const { name, path } = named;
  if (name in OTHER_PROGRAMS) return null;
  if (path) {
    // The quoting file's own name for something in that file (a variable holding an entry's id).
    if (code.byFile.get(named.file)?.has(name)) return null;
    const at = join(ROOT, path);
    const file = MODULE_EXTENSIONS.map((extension) => path + extension).find((candidate) => code.byFile.has(candidate));
    const inFolder = existsSync(at) && statSync(at).isDirectory();
    if (!file && !inFolder) return null; // not code (a doc, a picture): nothing to look in
    const names = inFolder
      ? filesUnder(at).flatMap((under) => [...(code.byFile.get(under.slice(ROOT.length + 1)) ?? [])])
      : [...(code.byFile.get(file ?? '') ?? [])];
    return names.includes(name) ? null : `names \`${name}\` in ${path}, which has no such name`;
  }
  const segments = name.startsWith('--') || name.startsWith('npm run ') ? [name] : name.split('.');
  if (segments.length > 1 && !code.all.has(segments[0] ?? '')) return null; // a host or a file, not a code path
  const unknown = segments.filter((segment) => !code.all.has(segment));
  return unknown.length ? `names \`${name}\`, which no code has` : null;
}

it('the code names the docs and comments quote exist in the code', () => {
  const files = checkedFiles();
  const code = codeNames(files);
  const quoted = files.flatMap((file) => proseOf(file).flatMap((prose) => quotedNames(file, prose.text, prose.line)));
  expect(quoted.length).toBeGreaterThan(400);
  const wrong = quoted.flatMap((named) => problem(named, code)?.replace(/^/, `${named.file}:${named.line} `) ?? []);
  expect([...new Set(wrong)]).toEqual([]);
});

describe('what counts as a quoted name', () => {
  const listed = ({ line, name, path }: Named) => `${line} ${name}${path ? ` @ ${path}` : ''}`;

  it('takes code-shaped names, scripts, custom properties and names beside a file; leaves words, files and hosts', () => {
    const markdown = [
      'The quick exit follows `QUICK_EXIT_TOPICS`, not `quickExitWords`; run `npm run check:content`.',
      'A `place` in `srcset`, on `wa.me`, in `next.config.ts`; the colour `--color-bg`.',
      '`pageCode` in `lib/routes/page-code.ts`, `codeForPath()` (`lib/routes/page-code.ts`), (`lib/edition`, `SIMPLIFIED`).',
      '```ts',
      'const inAnExample = `notChecked`;',
      '```',
      'lib/routes/site-url.ts `absoluteUrl` and scripts/static-server.mjs:startStaticServer.',
    ].join('\n');
    expect(quotedNames('x.md', markdown).map(listed)).toEqual([
      '1 QUICK_EXIT_TOPICS',
      '1 quickExitWords',
      '1 npm run check:content',
      '2 wa.me',
      '2 --color-bg',
      '3 pageCode',
      '3 codeForPath',
      '3 pageCode @ lib/routes/page-code.ts',
      '3 codeForPath @ lib/routes/page-code.ts',
      '3 SIMPLIFIED @ lib/edition',
      '7 absoluteUrl',
      '7 absoluteUrl @ lib/routes/site-url.ts',
      '7 startStaticServer @ scripts/static-server.mjs',
    ]);
    const code = codeNames(checkedFiles());
    const wrong = quotedNames('x.md', markdown).flatMap((named) => problem(named, code) ?? []);
    expect(wrong).toEqual([
      'names `quickExitWords`, which no code has',
      'names `pageCode` in lib/routes/page-code.ts, which has no such name',
    ]);
  });

  it('reads the comments of code as it reads Markdown', () => {
    const code = "// See `whenShown` in lib/browser/when-shown.ts.\nconst notAComment = '`notChecked`';";
    const inComments = commentsOf('x.ts', code).flatMap((comment) => quotedNames('x.ts', comment.text, comment.line));
    expect(inComments.map(listed)).toEqual(['1 whenShown', '1 whenShown @ lib/browser/when-shown.ts']);
  });
});
