import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { filesUnder } from '@/lib/file-walk';
import { blogPostPath, therapistPath } from '@/lib/routes/addresses';
import { contentPage } from '@/lib/schema';
import { say } from '@/lib/schema/fields';
import { crossCheck, type FoundProblem, type LoadedExport } from './cross';
import { describePath } from './describe';
import { DUPLICATE_NAME, locate, parseSource, syntaxErrors, type IssuePath } from './locate';
import { MODULES, PAGE_FOLDERS, type ModuleSpec, type PageFolder } from './registry';
import { checkPictureFiles } from './picture-files';
import { RULES } from './rules';

/** One line of the report: file:line › entry › field — what is wrong, and what to write instead. */
export interface Problem {
  readonly file: string;
  readonly line: number;
  readonly column?: number;
  readonly entry: string;
  readonly field: string;
  readonly message: string;
}

export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}${problem.column ? `:${problem.column}` : ''}`;
  return `${where} › ${problem.entry} › ${problem.field} — ${problem.message}`;
}

export interface CheckOptions {
  /** The folder holding content/ (the project, or a copy of its content). */
  readonly root: string;
  /** The app/ folder whose page files render the page entries. */
  readonly appDir: string;
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

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object';
const KIND_WORDS: Readonly<Record<Kind, readonly [zh: string, en: string]>> = {
  string: ['文字', 'text'],
  number: ['數字', 'a number'],
  boolean: ['true 或 false', 'true or false'],
  array: ['清單', 'a list'],
  object: ['一組欄位', 'a group of fields'],
};
const HOW_TO_WRITE: Readonly<Record<Kind, readonly [zh: string, en: string]>> = {
  string: ["用單引號括起，例如 '文字'", "in single quotes, e.g. 'text'"],
  number: ['不用引號，例如 20', 'without quotes, e.g. 20'],
  boolean: ['不用引號', 'without quotes'],
  array: ['用方括號 [ … ] 括起', 'in square brackets [ … ]'],
  object: ['用大括號 { … } 括起', 'in braces { … }'],
};
const kindOf = (value: unknown): Kind | undefined => {
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' || (type === 'object' && value !== null) ? (type as Kind) : undefined;
};

/** A wrong type says what was written and what to write: "寫了數字，這裡要文字". */
function typeMessage(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'invalid_type') return issue.message;
  if (issue.input === undefined) return say('缺少這個必填欄位：請加上', 'this required field is missing: add it');
  const wanted = issue.expected in KIND_WORDS ? (issue.expected as Kind) : undefined;
  if (!wanted) return issue.message;
  const [wantZh, wantEn] = KIND_WORDS[wanted];
  const [howZh, howEn] = HOW_TO_WRITE[wanted];
  const got = kindOf(issue.input);
  if (!got || got === wanted) return say(`這裡要${wantZh}，${howZh}`, `write ${wantEn} here, ${howEn}`);
  const [gotZh, gotEn] = KIND_WORDS[got];
  return say(`寫了${gotZh}，這裡要${wantZh}：${howZh}`, `write ${wantEn}, not ${gotEn}: ${howEn}`);
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
export async function checkContent({ root, appDir }: CheckOptions): Promise<Problem[]> {
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
  const loaded: LoadedExport[] = [];
  const passed: LoadedExport[] = [];
  const refusedAddresses: string[] = [];
  const values = new Map<string, unknown>();
  const report = (found: FoundProblem) => {
    const { entry, field } = describePath(found.exportName, values.get(`${found.file}#${found.exportName}`), found.path);
    problems.push({ file: found.file, line: lineOf(found.file, found.exportName, found.path), entry, field, message: found.message });
  };

  // The page files of each page folder: every file in it but the list and the registered ones.
  const folderOf = (file: string) => PAGE_FOLDERS.find((folder) => file.slice(0, file.lastIndexOf('/')) === folder.folder);
  // A page file with data beside its page (`pages` in the registry) stays one of its folder's page files.
  const pageSpecs = new Map(MODULES.filter((spec) => spec.pages).map((spec) => [spec.file, spec]));
  const registered = new Set([
    ...MODULES.filter((spec) => !spec.pages).map((spec) => spec.file),
    ...PAGE_FOLDERS.map((folder) => folder.list),
  ]);
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
      .filter((file) => folderOf(file) && !registered.has(file))
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
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      problems.push({
        file: spec.file,
        line: 1,
        entry: spec.file,
        field: '—',
        message: say('這個檔案無法載入', `the file cannot be loaded: ${reason}`),
      });
      continue;
    }
    for (const [exportName, schema, kind] of exportsOf(spec, loadedModule)) {
      const value = loadedModule[exportName];
      values.set(`${spec.file}#${exportName}`, value);
      if (value === undefined) {
        problems.push({
          file: spec.file,
          line: 1,
          entry: exportName,
          field: '—',
          message: say(`找不到 export const ${exportName}：不要改這個名稱`, `export const ${exportName} is missing: keep this name`),
        });
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
        if (issue.code === 'unrecognized_keys') {
          for (const key of issue.keys) {
            report({
              file: spec.file,
              exportName,
              path: [...(issue.path as IssuePath), key],
              message: say(`不認識的欄位 ${key}：檢查拼寫，或刪除它`, `unknown field ${key}: check its spelling, or remove it`),
            });
          }
        } else report({ file: spec.file, exportName, path: issue.path as IssuePath, message: typeMessage(issue) });
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
  try {
    for (const found of await checkPageFolders(
      root,
      passed.filter((item) => pageFiles.has(item.file) && item.pageKind === 'page'),
      folderOf,
    ))
      report(found);
    const images = join(root, 'content', 'images');
    for (const found of crossCheck(passed, {
      imageExists: (file) => existsSync(join(images, file)),
      refusedAddresses,
      // A page folder's route renders every address its check above allows; other pages have their own app/ folder.
      pageFileExists: (path, file) => pageFiles.has(file) || existsSync(join(appDir, ...path.split('/').filter(Boolean), 'page.tsx')),
    })) {
      report(found);
    }
    for (const rule of RULES) for (const found of rule(loaded)) report(found);
  } catch (error) {
    problems.push(checkFailed('content/', error));
  }
  // Every picture the image step will read: its real format, and whole.
  for (const { file, message } of await checkPictureFiles(join(root, 'content', 'images')))
    problems.push({ file, line: 1, entry: file.slice(file.lastIndexOf('/') + 1), field: '—', message });
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** The address (or slug) an entry the schema refused still claims, if it is written at all. */
function addressesOf(entry: unknown, kind: LoadedExport['pageKind']): string[] {
  const { path, slug } = (typeof entry === 'object' && entry !== null ? entry : {}) as { path?: unknown; slug?: unknown };
  if (kind === 'therapists' && typeof slug === 'string') return [therapistPath(slug)];
  if (kind === 'blogPosts' && typeof slug === 'string') return [blogPostPath(slug)];
  return (kind === 'page' || kind === 'pages') && typeof path === 'string' ? [path] : [];
}

/** Each page file's pages are in its folder's list, at an address the folder's route renders. */
async function checkPageFolders(
  root: string,
  pages: readonly LoadedExport[],
  folderOf: (file: string) => PageFolder | undefined,
): Promise<FoundProblem[]> {
  const problems: FoundProblem[] = [];
  const lists = new Map<PageFolder, unknown>();
  for (const folder of PAGE_FOLDERS) {
    const origin = { file: folder.list, exportName: folder.listExport, path: [] };
    let list: unknown;
    try {
      list = ((await import(join(root, folder.list))) as Record<string, unknown>)[folder.listExport];
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      problems.push({ ...origin, message: say('這個檔案無法載入：檢查每行 import 的檔案名稱', `the file cannot be loaded: ${reason}`) });
      continue;
    }
    if (!Array.isArray(list)) {
      problems.push({
        ...origin,
        message: say(
          `找不到 export const ${folder.listExport} = [ … ]：不要改這個名稱`,
          `export const ${folder.listExport} = [ … ] is missing: keep this name`,
        ),
      });
      continue;
    }
    list.forEach((item, index) => {
      if (item === undefined)
        problems.push({
          ...origin,
          path: [index],
          message: say(
            '這一項是空的：檢查它的 import 一行（import { page as … }）',
            'this item is empty: check its import line (import { page as … })',
          ),
        });
    });
    lists.set(folder, list);
  }
  for (const page of pages) {
    const folder = folderOf(page.file);
    if (!folder) continue;
    const list = lists.get(folder);
    if (Array.isArray(list) && !list.includes(page.value))
      problems.push({
        ...page,
        message: say(
          `這一頁沒有列在 ${folder.list}：在那裡加一行 import，並把它加進 ${folder.listExport} 清單`,
          `this page is not listed in ${folder.list}: import it there and add it to ${folder.listExport}`,
        ),
      });
    const path = (page.value as { path?: unknown }).path;
    if (typeof path === 'string' && !folder.paths.test(path)) problems.push({ ...page, path: ['path'], message: folder.pathRule });
  }
  return problems;
}

type ExportCheck = [name: string, schema: z.ZodType, kind: LoadedExport['pageKind']];

/** The exports a module is checked for; in a page file, every export not named in the registry is a page. */
function exportsOf(spec: ModuleSpec, module: Record<string, unknown>): ExportCheck[] {
  const named = Object.entries(spec.exports).map(([name, schema]): ExportCheck => [name, schema, spec.kinds?.[name]]);
  if (!spec.pages) return named;
  const pages = Object.keys(module).filter((name) => name !== 'default' && name !== '__esModule' && !(name in spec.exports));
  return [...pages.map((name): ExportCheck => [name, contentPage, 'page']), ...named];
}
