import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODULES, PAGE_FOLDERS, type PageFolder } from '../modules';
import { findings, loadFailure, stringAt, valueAt } from '../shared';
import type { FoundProblem, LoadedExport, Rule, RuleInput } from '../types';

/*
 * The page folders (content/pages, its services/ and problems/): each page file listed once in its
 * own folder's list, at an address the folder's route renders. Each folder's address pattern and
 * its message are `paths` and `pathRule` of `PAGE_FOLDERS` in scripts/content-check/modules.ts
 * (a service page is /services/<name>, a problem page /problems/<name>).
 */
// Elsewhere: a page without a template under app/ #page-rendered, two pages at one address #one-address-one-code ./site.ts.

/** The folder whose page files include this file, if any. */
export const folderOf = (file: string): PageFolder | undefined =>
  PAGE_FOLDERS.find((folder) => file.slice(0, file.lastIndexOf('/')) === folder.folder);
/** A page file: a file of a page folder but its list and the modules registered with data of their own. */
const REGISTERED = new Set([
  ...MODULES.filter((spec) => !spec.pages).map((spec) => spec.file),
  ...PAGE_FOLDERS.map((folder) => folder.list),
]);
export const isPageFile = (file: string): boolean => folderOf(file) !== undefined && !REGISTERED.has(file);

/** Each page file's pages are in its folder's list, at an address the folder's route renders. */
async function pageFolders({ root, valid, loaded, lineOf, unloadable }: RuleInput): Promise<FoundProblem[]> {
  const pageFilesOf = (items: readonly LoadedExport[]) => items.filter((item) => isPageFile(item.file) && item.pageKind === 'page');
  const [problems, add] = findings();
  for (const folder of PAGE_FOLDERS) {
    const origin = { file: folder.list, exportName: folder.listExport, path: [] };
    let list: unknown;
    try {
      list = ((await import(join(root, folder.list))) as Record<string, unknown>)[folder.listExport];
    } catch (error) {
      // A page file that cannot be loaded is reported at its own import line; the list only for its own imports.
      const failure = loadFailure(folder.list, readFileSync(join(root, folder.list), 'utf8'), error);
      if (failure.exportName === 'import' || !unloadable.some((file) => folderOf(file) === folder)) problems.push(failure);
      continue;
    }
    if (!Array.isArray(list)) {
      add(
        origin,
        [],
        `找不到 export const ${folder.listExport} = [ … ]：不要改這個名稱`,
        `export const ${folder.listExport} = [ … ] is missing: keep this name`,
      );
      continue;
    }
    list.forEach((item, index) => {
      const first = list.indexOf(item);
      if (item === undefined)
        add(
          origin,
          [index],
          '這一項是空的：檢查它的 import 一行（import { page as … }）',
          'this item is empty: check its import line (import { page as … })',
        );
      // The same page twice (its name written twice, or one file imported under two names) shows twice in menus and listings.
      else if (first !== index) {
        const named = `「${String(valueAt(item, ['name']))}」（${String(valueAt(item, ['path']))}）`;
        add(
          origin,
          [index],
          `${named}已是這個清單的第 ${first + 1} 項（第 ${lineOf(folder.list, folder.listExport, [first])} 行），列兩次會在選單和列表出現兩次：刪除這一項`,
          `${named} is already item ${first + 1} of this list (line ${lineOf(folder.list, folder.listExport, [first])}); listed twice, it shows twice in menus and listings: delete this one`,
        );
      }
      // A page of another folder in a list: that list's route would build it too, under its own template.
      const page = pageFilesOf(loaded).find((each) => each.value === item);
      const home = page && folderOf(page.file);
      if (page && home && home !== folder)
        add(
          origin,
          [index],
          `這一頁的檔案 ${page.file} 屬於 ${home.list} 的清單，不應列在這裡：刪除這一項和它的 import 一行`,
          `this page's file ${page.file} belongs to the list of ${home.list}, not here: delete this item and its import line`,
        );
    });
    for (const page of pageFilesOf(valid))
      if (folderOf(page.file) === folder && !list.includes(page.value))
        add(
          page,
          [],
          `這一頁沒有列在 ${folder.list}：在那裡加一行 import，並把它加進 ${folder.listExport} 清單`,
          `this page is not listed in ${folder.list}: import it there and add it to ${folder.listExport}`,
        );
  }
  // The address rule holds whether or not the list could be read.
  for (const page of pageFilesOf(valid)) {
    const [folder, path] = [folderOf(page.file), stringAt(page.value, 'path')];
    if (folder && path !== undefined && !folder.paths.test(path)) problems.push({ ...page, path: ['path'], message: folder.pathRule });
  }
  return problems;
}

export const rules: readonly Rule[] = [
  {
    id: 'page-in-its-list',
    scope: 'site',
    readme: 'a page file listed once, in its folder, at an address of that folder',
    run: (_, input) => pageFolders(input),
  },
];
