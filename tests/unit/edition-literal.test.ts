/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { EDITIONS, SIMPLIFIED } from '@/lib/edition';
import { filesUnder } from '@/lib/file-walk';

/*
 * The Simplified edition's base is written in one module, lib/edition/data.mjs, which every other
 * file imports (lib/edition/index.ts for the TypeScript, the plain node scripts directly). This walks the
 * repository's source and fails on a second file that writes the base as a literal: a string, a
 * template or a regular expression. Comments may name it; recorded pages (tests/fixtures/) are data.
 */
const ROOT = process.cwd();
const HOME = 'lib/edition/data.mjs';
/** Built from the module, so that this file holds no literal of its own. */
const NEEDLE = SIMPLIFIED.base;

const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
/** Installed packages and what builds and tests write (.gitignore), none of it source. */
const BUILT = ['out', 'out-analytics', '.next', SIMPLIFIED.distDir, '.edition-out', '.generated', '.cache', '.swc', '.bench', '.wrangler'];
const REPORTS = ['test-results', 'playwright-report', 'blob-report', 'coverage'];
const NOT_SOURCE = new Set(['.git', 'node_modules', ...BUILT, ...REPORTS]);
const DATA = ['tests/fixtures/', 'public/generated/'];

const LITERALS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.JsxText,
]);

const scriptKind = (file: string) =>
  file.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;

/** The literals of a source text that write `needle` (escaped slashes, as in a regular expression, read as slashes). */
function literalsWith(file: string, text: string, needle: string): string[] {
  if (!text.includes(needle.slice(1))) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (LITERALS.has(node.kind)) {
      const written = node.getText(source);
      if (written.replaceAll('\\', '').includes(needle)) found.push(written);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

function sourceFiles(): string[] {
  return filesUnder(ROOT, { file: (name) => SOURCE.test(name), skipFolder: (name) => NOT_SOURCE.has(name) })
    .map((path) => relative(ROOT, path).split('\\').join('/'))
    .filter((file) => !DATA.some((folder) => file.startsWith(folder)));
}

describe('the Simplified base is written in one module', () => {
  it(`appears as a literal in ${HOME} alone`, () => {
    const files = sourceFiles();
    expect(files).toContain(HOME);
    expect(files).toContain('tests/unit/edition-literal.test.ts');
    const writers = files.filter((file) => literalsWith(file, readFileSync(join(ROOT, file), 'utf8'), NEEDLE).length > 0);
    expect(writers).toEqual([HOME]);
  });

  it("names each edition's base after its folder in out/", () => {
    for (const each of EDITIONS)
      expect({ id: each.id, base: each.base }).toEqual({ id: each.id, base: each.folder ? `/${each.folder}` : '' });
  });

  it('counts strings, templates and regular expressions, not comments', () => {
    const base = NEEDLE;
    const escaped = base.replaceAll('/', '\\/');
    const written = [
      `const a = '${base}/fee/';`,
      `const b = \`\${origin}${base}/\`;`,
      `const c = /^(?:${escaped})?\\/_next\\//;`,
      `const d = ["${base}"];`,
      `const e = <a href="${base}/">x</a>;`,
    ];
    for (const line of written) expect({ line, found: literalsWith('x.tsx', line, base).length }).toEqual({ line, found: 1 });
    const notWritten = [`// under ${base}/ too`, `/** ${base} */ const f = SIMPLIFIED.base;`, `const g = \`\${SIMPLIFIED.base}/fee/\`;`];
    for (const line of notWritten) expect({ line, found: literalsWith('x.ts', line, base).length }).toEqual({ line, found: 0 });
  });
});
