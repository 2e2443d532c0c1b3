import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { SourceFile } from 'typescript';
import type { z } from 'zod';
import { filesUnder } from '@/lib/file-walk';
import { blogPostPath, therapistPath } from '@/lib/routes/addresses';
import { contentPage } from '@/lib/schema';
import { say } from '@/lib/schema/fields';
import { describePath } from './describe';
import { issueMessage } from './issue-message';
import { locate, parseSource, repeatedKeys, syntaxSlip } from './locate';
import { MODULES, type ModuleSpec } from './modules';
import { RULES } from './registry';
import { folderOf, isPageFile } from './rules/page-folders';
import { invisibleCharacters, withoutInvisible } from './rules/invisible';
import { hongKongToday } from './rules/dates';
import { loadFailure, valueAt, valueOf } from './shared';
import type { FoundProblem, IssuePath, LoadedExport, Problem, RuleInput } from './types';

/** One line of the report: file:line › entry › field — message. */
export const formatProblem = ({ file, line, column, entry, field, message }: Problem): string =>
  `${file}:${line}${column ? `:${column}` : ''} › ${entry} › ${field} — ${message}`;

/** An error of the check itself: one line naming where it happened, for a developer, never a stack trace. */
const checkFailed = (file: string, error: unknown): Problem => {
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  const message = say(
    '檢查這裡時出現未預期的錯誤：請把這一行交給程式人員',
    `the check itself failed here; please pass this line to a developer: ${reason}`,
  );
  return { file, line: 1, entry: file, field: '—', message };
};

/**
 * Checks every content module of `root` (the project, or a copy of its content) against the page files
 * of `appDir`: syntax first, then the schema, then the checks across entries.
 */
export async function checkContent({ root, appDir }: { readonly root: string; readonly appDir: string }): Promise<Problem[]> {
  const sources = new Map<string, SourceFile>();
  // The content modules, without the image sources beside them.
  for (const path of filesUnder(join(root, 'content'), { file: (name) => name.endsWith('.ts'), skipFolder: (name) => name === 'images' })) {
    const file = relative(root, path).split('\\').join('/');
    if (file !== 'content/types.ts') sources.set(file, parseSource(file, readFileSync(path, 'utf8')));
  }
  const problems: Problem[] = [...sources.values()].flatMap((source) => syntaxSlip(source));
  // A file that does not parse cannot be loaded: report the slips alone, each with its column.
  if (problems.length > 0) return problems;
  // A key written twice loads (the last one wins): reported, and the check goes on.
  problems.push(...[...sources.values()].flatMap(repeatedKeys));

  const lineOf = (file: string, exportName: string, path: IssuePath) => locate(sources.get(file), exportName, path);
  const text = (file: string) => sources.get(file)?.text ?? '';
  // Files that cannot be loaded, each reported once, where the import that fails is written.
  const unloadable = new Map<string, unknown>();
  const loaded: LoadedExport[] = [];
  const passed: LoadedExport[] = [];
  const refusedAddresses: string[] = [];
  // A value the schema reports is reported once: no rule repeats it (a year past the schema's range is not
  // also "still ahead"), and no rule says the same twice; rules each name a problem of their own.
  const reported = new Set<string>();
  const report = (found: FoundProblem, schema = false) => {
    const key = JSON.stringify([found.file, found.exportName, found.path, found.line]);
    if (reported.has(key) || reported.has(key + found.message)) return;
    reported.add(schema ? key : key + found.message);
    const { file, exportName, path, line = lineOf(file, exportName, path), message } = found;
    const { entry, field } =
      found.line === undefined ? describePath(exportName, valueOf(loaded, file, exportName), path) : { entry: exportName, field: '—' };
    problems.push({ file, line, entry, field, message });
  };

  // In the order their lists import them, so that of two pages with one address or code, the one
  // added later is the one reported (a list names its files in its import lines: from './fee').
  const listed = (file: string) => {
    const at = text(folderOf(file)?.list ?? '').indexOf(`from './${file.slice(file.lastIndexOf('/') + 1, -'.ts'.length)}'`);
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
    // A page file with data beside its page (`pages` in modules.ts) is checked for it too.
    ...[...pageFiles].map((file) => MODULES.find((spec) => spec.file === file) ?? { file, exports: {}, pages: true }),
  ];

  for (const spec of specs) {
    const loading = import(join(root, spec.file)) as Promise<Record<string, unknown>>;
    const loadedModule = await loading.catch((error: unknown) => void unloadable.set(spec.file, error));
    if (!loadedModule) continue;
    // In a page file, every export not named in the registry is a page.
    const pages = spec.pages
      ? Object.keys(loadedModule).filter((name) => name !== 'default' && name !== '__esModule' && !(name in spec.exports))
      : [];
    for (const [exportName, schema] of [...pages.map((name) => [name, contentPage] as const), ...Object.entries(spec.exports)]) {
      const [value, kind] = [loadedModule[exportName], pages.includes(exportName) ? 'page' : spec.kinds?.[exportName]];
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
      // The house rules read every value (they only look at texts and pictures).
      loaded.push({ file: spec.file, exportName, path: [], value, ...(kind ? { pageKind: kind } : {}) });
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
      if (!Array.isArray(value) && issues.length > 0) continue;
      const kept = Array.isArray(value) && badItems.size > 0 ? value.map((item, index) => (badItems.has(index) ? undefined : item)) : value;
      passed.push({ file: spec.file, exportName, path: [], value: kept, ...(kind ? { pageKind: kind } : {}) });
    }
  }
  const failures = [...unloadable].map(([file, error]) => loadFailure(file, text(file), error));
  // A module imported by others fails in each of them: the one that writes the failing import says so (or, if none, each).
  const atImport = failures.filter((each) => each.exportName === 'import');
  for (const failure of atImport.length > 0 ? atImport : failures) report(failure);
  const images = join(root, 'content', 'images');
  const input: RuleInput = {
    loaded,
    // Without every file, the pages and addresses are not known: links and parents would echo the missing file.
    valid: unloadable.size > 0 ? [] : passed,
    root,
    today: hongKongToday(),
    lineOf,
    source: text,
    refusedAddresses,
    unloadable: [...unloadable.keys()],
    imageExists: (file) => existsSync(join(images, file)),
    // A page folder's route renders every address its check allows; other pages have their own app/ folder.
    pageFileExists: (path, file) => pageFiles.has(file) || existsSync(join(appDir, ...path.split('/').filter(Boolean), 'page.tsx')),
  };
  for (const rule of RULES) {
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
