import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { filesUnder } from '@/lib/file-walk';
import { blogPostPath, therapistPath } from '@/lib/routes/addresses';
import { contentPage } from '@/lib/schema';
import { say } from '@/lib/schema/fields';
import { describePath } from './describe';
import { issueMessage } from './issue-message';
import { DUPLICATE_NAME, locate, parseSource, syntaxErrors } from './locate';
import { MODULES, type ModuleSpec } from './modules';
import { RULES } from './registry';
import { folderOf, isPageFile } from './rules/page-folders';
import { invisibleCharacters, withoutInvisible } from './rules/invisible';
import { hongKongToday } from './rules/dates';
import { loadFailure, valueAt } from './shared';
import type { FoundProblem, IssuePath, LoadedExport, Problem, Rule, RuleInput } from './types';

export type { Problem } from './types';

export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}${problem.column ? `:${problem.column}` : ''}`;
  return `${where} › ${problem.entry} › ${problem.field} — ${problem.message}`;
}

export interface CheckOptions {
  /** The folder holding content/ (the project, or a copy of its content). */
  readonly root: string;
  /** The app/ folder whose page files render the page entries. */
  readonly appDir: string;
  /** The rules to run (default: all of them), and the check's clock (default: Hong Kong's date). */
  readonly rules?: readonly Rule[];
  readonly today?: string;
}

const SYNTAX_HINTS: Readonly<Record<number, string>> = {
  1127: say(
    "這裡有一個程式不認識的字元，常見是全形的逗號「，」、冒號「：」或引號「‘’」：在引號外面改用半形的 , : '",
    "a character the code cannot read, often a full-width comma, colon or quote outside the text: use , : ' instead",
  ),
  1002: say("引號沒有關上：在這段文字的結尾補上 '", "a text is missing its closing quote: add ' at its end"),
  1005: say(
    '這裡少了符號，多數是上一行結尾的逗號 , 或括號',
    'a sign is missing here, usually the comma at the end of the line above, or a bracket',
  ),
  1109: say('這裡少了內容，多數是多了一個逗號或少了引號', 'something is missing here, usually an extra comma or a missing quote'),
  1128: say(
    '這裡少了內容或多了符號：檢查上一行的逗號和括號',
    'a declaration or sign is off here: check the commas and brackets on the line above',
  ),
};

/** A name used twice (`name@firstLine` from locate.ts): usually an import line pasted for a new page and left unchanged. */
function duplicateNameMessage(detail: string): string {
  const [name = '', first = ''] = detail.split('@');
  return say(
    `名稱 ${name} 已在第 ${first} 行用過：刪除重複的一行；如果這是新頁面，把 as 後面的名稱改為新頁面的名稱（例如 as groups），清單裡也用這個新名稱`,
    `the name ${name} is already used on line ${first}: delete the repeated line, or for a new page write its own name after \`as\` (as groups) and use that name in the list`,
  );
}

/** An error of the check itself: one line naming where it happened, for a developer, never a stack trace. */
const checkFailed = (file: string, error: unknown): Problem => ({
  file,
  line: 1,
  entry: file,
  field: '—',
  message: say(
    '檢查這裡時出現未預期的錯誤：請把這一行交給程式人員',
    `the check itself failed here; please pass this line to a developer: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
  ),
});

// The content modules, without the image sources beside them.
const contentFiles = (dir: string) => filesUnder(dir, { file: (name) => name.endsWith('.ts'), skipFolder: (name) => name === 'images' });

/** Checks every content module: syntax first, then the schema, then the checks across entries. */
export async function checkContent({ root, appDir, rules = RULES, today = hongKongToday() }: CheckOptions): Promise<Problem[]> {
  const problems: Problem[] = [];
  const sources = new Map<string, string>();
  for (const path of contentFiles(join(root, 'content'))) {
    const file = relative(root, path).split('\\').join('/');
    if (file === 'content/types.ts') continue;
    const text = readFileSync(path, 'utf8');
    sources.set(file, text);
    // Only the first slip of a file: the ones after it are mostly echoes of it.
    const [error] = syntaxErrors(file, text);
    if (error) {
      // An apostrophe inside a quoted text (Mary's) ends the text early: the parser then asks for a comma.
      const lineText = text.split('\n')[error.line - 1] ?? '';
      const apostrophe = /[\p{L}\p{N}]'[\p{L}\p{N}]/u.test(lineText) && (lineText.match(/'/g)?.length ?? 0) % 2 === 1;
      const message = apostrophe
        ? say(
            "這行文字裡有一個單引號 '（例如 Mary's），令文字提早結束：改用 ’ 或「」",
            "an apostrophe inside the text (as in Mary's) ends it early: write ’ instead",
          )
        : error.code === DUPLICATE_NAME
          ? duplicateNameMessage(error.message)
          : (SYNTAX_HINTS[error.code] ?? say('語法錯誤', `syntax error: ${error.message}`));
      const field = say(`第 ${error.line} 行第 ${error.column} 個字`, `line ${error.line}, column ${error.column}`);
      problems.push({ file, line: error.line, column: error.column, entry: say('語法', 'syntax'), field, message });
    }
  }
  // A file that does not parse cannot be loaded: report the slips alone, each with its column.
  if (problems.length > 0) return problems;

  const parsed = new Map<string, ReturnType<typeof parseSource>>();
  const lineOf = (file: string, exportName: string, path: IssuePath) => {
    const text = sources.get(file);
    if (text === undefined) return 1;
    if (!parsed.has(file)) parsed.set(file, parseSource(file, text));
    const source = parsed.get(file);
    return source ? locate(source, exportName, path) : 1;
  };
  // Files that cannot be loaded, each reported once, where the import that fails is written.
  const unloadable = new Map<string, unknown>();
  const loaded: LoadedExport[] = [];
  const passed: LoadedExport[] = [];
  const refusedAddresses: string[] = [];
  const values = new Map<string, unknown>();
  // A value the schema reports is reported once: no rule repeats it (a year past the schema's range is not
  // also "still ahead"), and no rule says the same twice; rules each name a problem of their own.
  const reported = new Set<string>();
  const report = (found: FoundProblem, schema = false) => {
    const key = JSON.stringify([found.file, found.exportName, found.path, found.line]);
    if (reported.has(key) || reported.has(key + found.message)) return;
    reported.add(schema ? key : key + found.message);
    if (found.line !== undefined) {
      problems.push({ file: found.file, line: found.line, entry: found.exportName, field: '—', message: found.message });
      return;
    }
    const { entry, field } = describePath(found.exportName, values.get(`${found.file}#${found.exportName}`), found.path);
    problems.push({ file: found.file, line: lineOf(found.file, found.exportName, found.path), entry, field, message: found.message });
  };

  // The page files of each page folder; one with data beside its page (`pages` in modules.ts) stays one of them.
  const pageSpecs = new Map(MODULES.filter((spec) => spec.pages).map((spec) => [spec.file, spec]));
  // In the order their lists import them, so that of two pages with one address or code, the one
  // added later is the one reported (a list names its files in its import lines: from './fee').
  const listed = (file: string) => {
    const folder = folderOf(file);
    const list = folder ? (sources.get(folder.list) ?? '') : '';
    const at = list.indexOf(`from './${file.slice(file.lastIndexOf('/') + 1, -'.ts'.length)}'`);
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  const pageFiles = new Set(
    [...sources.keys()]
      .filter(isPageFile)
      .sort((a, b) => (folderOf(a)?.folder ?? '').localeCompare(folderOf(b)?.folder ?? '') || listed(a) - listed(b) || a.localeCompare(b)),
  );
  const specs: ModuleSpec[] = [
    // A registered page file that is missing is loaded all the same, and reported as missing.
    ...MODULES.filter((spec) => !spec.pages || !pageFiles.has(spec.file)),
    ...[...pageFiles].map((file) => pageSpecs.get(file) ?? { file, exports: {}, pages: true }),
  ];

  for (const spec of specs) {
    let loadedModule: Record<string, unknown>;
    try {
      loadedModule = (await import(join(root, spec.file))) as Record<string, unknown>;
    } catch (error) {
      unloadable.set(spec.file, error);
      continue;
    }
    for (const [exportName, schema, kind] of exportsOf(spec, loadedModule)) {
      const value = loadedModule[exportName];
      values.set(`${spec.file}#${exportName}`, value);
      if (value === undefined) {
        const message = say(`找不到 export const ${exportName}：不要改這個名稱`, `export const ${exportName} is missing: keep this name`);
        report({ file: spec.file, line: 1, exportName, path: [], message });
        continue;
      }
      let issues: z.core.$ZodIssue[];
      try {
        const result = schema.safeParse(value, { reportInput: true });
        issues = result.success ? [] : result.error.issues;
      } catch (error) {
        problems.push(checkFailed(spec.file, error));
        continue;
      }
      for (const issue of issues) {
        // A value with an invisible character in it is reported by name and place (invisible.ts), not as its symptom.
        if (invisibleCharacters(String(valueAt(value, issue.path) ?? '')).length > 0) continue;
        if (issue.code === 'unrecognized_keys') {
          for (const key of issue.keys) {
            const message = say(`不認識的欄位 ${key}：檢查拼寫，或刪除它`, `unknown field ${key}: check its spelling, or remove it`);
            report({ file: spec.file, exportName, path: [...(issue.path as IssuePath), key], message }, true);
          }
        } else report({ file: spec.file, exportName, path: issue.path as IssuePath, message: issueMessage(issue) }, true);
      }
      // The checks across entries see only what passed the schema: in a list, the entries without an
      // issue; otherwise the whole export or nothing (so they never read a field that is missing).
      const badItems = new Set(issues.map((issue) => issue.path[0]).filter((key) => typeof key === 'number'));
      // Their addresses still count as pages, so a link to one is not reported as broken as well.
      const refused = Array.isArray(value) ? value.filter((_, index) => badItems.has(index)) : issues.length > 0 ? [value] : [];
      for (const entry of refused) refusedAddresses.push(...addressesOf(entry, kind));
      // The house rules read every value (they only look at texts and pictures).
      loaded.push({ file: spec.file, exportName, path: [], value, ...(kind ? { pageKind: kind } : {}) });
      if (!Array.isArray(value) && issues.length > 0) continue;
      const kept = Array.isArray(value) && badItems.size > 0 ? value.map((item, index) => (badItems.has(index) ? undefined : item)) : value;
      passed.push({ file: spec.file, exportName, path: [], value: kept, ...(kind ? { pageKind: kind } : {}) });
    }
  }
  const failures = [...unloadable].map(([file, error]) => loadFailure(file, sources.get(file) ?? '', error));
  // A module imported by others fails in each of them: the one that writes the failing import says so (or, if none, each).
  const atImport = failures.filter((each) => each.exportName === 'import');
  for (const failure of atImport.length > 0 ? atImport : failures) report(failure);
  const images = join(root, 'content', 'images');
  const input: RuleInput = {
    loaded,
    // Without every file, the pages and addresses are not known: links and parents would echo the missing file.
    valid: unloadable.size > 0 ? [] : passed,
    root,
    today,
    lineOf,
    source: (file) => sources.get(file) ?? '',
    refusedAddresses,
    unloadable: [...unloadable.keys()],
    imageExists: (file) => existsSync(join(images, file)),
    // A page folder's route renders every address its check allows; other pages have their own app/ folder.
    pageFileExists: (path, file) => pageFiles.has(file) || existsSync(join(appDir, ...path.split('/').filter(Boolean), 'page.tsx')),
  };
  for (const rule of rules) {
    if (typeof rule.run !== 'function') continue;
    try {
      for (const found of await rule.run(loaded, input)) report(found);
    } catch (error) {
      problems.push(checkFailed('content/', error));
    }
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** The address (or slug) an entry the schema refused still claims, if it is written at all. */
function addressesOf(entry: unknown, kind: LoadedExport['pageKind']): string[] {
  const { path, slug } = (typeof entry === 'object' && entry !== null ? entry : {}) as { path?: unknown; slug?: unknown };
  // As meant, too: an address refused for an invisible character still answers the links written without it.
  const both = (address: string) => [...new Set([address, withoutInvisible(address)])];
  if (kind === 'therapists' && typeof slug === 'string') return both(therapistPath(slug));
  if (kind === 'blogPosts' && typeof slug === 'string') return both(blogPostPath(slug));
  return (kind === 'page' || kind === 'pages') && typeof path === 'string' ? both(path) : [];
}

type ExportCheck = [name: string, schema: z.ZodType, kind: LoadedExport['pageKind']];

/** The exports a module is checked for; in a page file, every export not named in the registry is a page. */
function exportsOf(spec: ModuleSpec, module: Record<string, unknown>): ExportCheck[] {
  const named = Object.entries(spec.exports).map(([name, schema]): ExportCheck => [name, schema, spec.kinds?.[name]]);
  if (!spec.pages) return named;
  const pages = Object.keys(module).filter((name) => name !== 'default' && name !== '__esModule' && !(name in spec.exports));
  return [...pages.map((name): ExportCheck => [name, contentPage, 'page']), ...named];
}
