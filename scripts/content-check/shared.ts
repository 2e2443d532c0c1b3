import { say } from '@/lib/schema/fields';
import type { FoundProblem, IssuePath, LoadedExport, Origin, RuleInput } from './types';
import { eachObject, eachString } from '@/lib/walk';

export const OVERRIDES_FILE = 'content/simplified-overrides.ts';
export const CRISIS_FILE = 'content/crisis-lines.ts';
/** Every country's emergency numbers: a table of numbers, no sentence. */
export const EMERGENCY_FILE = 'content/emergency-numbers.ts';
export const WORD_FORMS_FILE = 'content/word-forms.ts';
/** Files whose texts are word tables and the edition switch, not Traditional text of the site. */
export const NOT_TRADITIONAL_TEXT: ReadonlySet<string> = new Set([WORD_FORMS_FILE, OVERRIDES_FILE, 'content/editions.ts']);
/** Files whose texts are word tables and the crisis numbers' own: no sentence there states a fact. */
export const NOT_FACT_TEXT: ReadonlySet<string> = new Set([CRISIS_FILE, EMERGENCY_FILE, WORD_FORMS_FILE, OVERRIDES_FILE]);

export const exportOf = (loaded: readonly LoadedExport[], file: string, exportName: string): LoadedExport | undefined =>
  loaded.find((item) => item.file === file && item.exportName === exportName);

export const valueOf = (loaded: readonly LoadedExport[], file: string, exportName: string): unknown =>
  exportOf(loaded, file, exportName)?.value;

export const problemAt = (item: Origin, path: IssuePath, message: string): FoundProblem => ({
  file: item.file,
  exportName: item.exportName,
  path: [...item.path, ...path],
  message,
});

/** A rule's problems, and `add` to say one at `path` below `origin`, in Chinese, then English. */
export function findings(): [FoundProblem[], (origin: Origin, path: IssuePath, zh: string, en: string) => void] {
  const found: FoundProblem[] = [];
  return [found, (origin, path, zh, en) => found.push(problemAt(origin, path, say(zh, en)))];
}

/** Says a problem of the value at hand (or at `at` below it), in Chinese, then English. */
export type Found = (zh: string, en: string, at?: IssuePath) => void;
type Check<T> = (value: T, found: Found, path: IssuePath, item: LoadedExport) => void;
type Checker<T> = (loaded: readonly LoadedExport[], input?: Pick<RuleInput, 'source'>) => Check<T> | undefined;

/** A rule over each value a walk meets in the exports `reads` keeps: `checker` (once a run, undefined to pass) says its problems. */
const walkRule =
  <T>(walk: (value: unknown, path: IssuePath, visit: (value: T, path: IssuePath) => void) => void) =>
  (reads: (item: LoadedExport) => boolean, checker: Checker<T>) =>
  (loaded: readonly LoadedExport[], input?: Pick<RuleInput, 'source'>): FoundProblem[] => {
    const [problems, add] = findings();
    const check = checker(loaded, input);
    for (const item of check ? loaded.filter(reads) : [])
      walk(item.value, item.path, (value, path) => check?.(value, (zh, en, at = []) => add(item, [...path, ...at], zh, en), path, item));
    return problems;
  };
/** A rule over every text; `nodeRule`, over every object (an entry, a card, a section). */
export const textRule = walkRule<string>(eachString);
export const nodeRule = walkRule<Readonly<Record<string, unknown>>>(eachObject);
export const everyItem = () => true;

/** Each page entry with its path: a page export, or each item of a list of pages, therapists or articles. */
export const pagesOf = (loaded: readonly LoadedExport[]): { item: LoadedExport; value: unknown; path: IssuePath }[] =>
  loaded.flatMap((item) => {
    if (item.pageKind === 'page') return [{ item, value: item.value, path: item.path }];
    if (!item.pageKind || !Array.isArray(item.value)) return [];
    return item.value.map((value, index) => ({ item, value, path: [...item.path, index] }));
  });

export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null;

export const valueAt = (value: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((at, key) => (isRecord(at) ? at[key as string] : undefined), value);

/** A field of a value the schema may have refused: the string, or undefined. */
export const stringAt = (value: unknown, key: string): string | undefined => {
  const found = isRecord(value) ? value[key] : undefined;
  return typeof found === 'string' ? found : undefined;
};

/** Each channel of content/crisis-lines.ts that writes a number, with its line, the line's index and its own. */
export function crisisChannels(loaded: readonly LoadedExport[]) {
  const lines = valueOf(loaded, CRISIS_FILE, 'crisisLines');
  return (Array.isArray(lines) ? lines : []).flatMap((line: unknown, index) =>
    isRecord(line) && Array.isArray(line.channels)
      ? line.channels.flatMap((channel: unknown, at) => {
          const number = stringAt(channel, 'number');
          return number === undefined ? [] : [{ line, index, at, number, digits: number.replace(/\D/g, '') }];
        })
      : [],
  );
}

export const hostOf = (address: string): string | undefined =>
  URL.canParse(address.trim()) ? new URL(address.trim()).hostname.toLowerCase() : undefined;

/** A value as the editor sees it in a message: long ones cut. */
export const shown = (value: string, max = 40): string => ([...value].length > max ? `${[...value].slice(0, max).join('')}…` : value);

export function eachList(value: unknown, path: IssuePath, visit: (list: readonly unknown[], path: IssuePath) => void): void {
  if (Array.isArray(value)) {
    visit(value, path);
    value.forEach((item, index) => eachList(item, [...path, index], visit));
  } else if (isRecord(value)) for (const [key, child] of Object.entries(value)) eachList(child, [...path, key], visit);
}

/** A file that cannot be loaded: at the import of a file that does not exist (exportName 'import'), else at its first line. */
export function loadFailure(file: string, text: string, error: unknown): FoundProblem {
  const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
  const missing = /Cannot find (?:module|package) '([^']+)'/.exec(reason)?.[1];
  const line = text.split('\n').findIndex((each) => /^\s*(?:import|export)\b/.test(each) && each.includes(`'${missing}'`)) + 1;
  if (!missing || line === 0) {
    const message = say('這個檔案無法載入：檢查它開頭的 import 各行，或把這一行交給程式人員', `the file cannot be loaded: ${reason}`);
    return { file, line: 1, exportName: file, path: [], message };
  }
  const message = say(
    `沒有 ${missing} 這個檔案：檢查名稱和資料夾（同一資料夾寫 './名稱'，上一層寫 '../名稱'，不寫 .ts），或刪除這一行`,
    `there is no file ${missing} to import: check its name and folder ('./name' beside this file, '../name' one folder up, no .ts), or delete the line`,
  );
  return { file, line, exportName: 'import', path: [], message };
}

/**
 * The fields that hold a proper name (the centre's, a partner's, a hotline's, a certificate's and
 * its issuer's, a book's): both editions write a name as it is, so no Simplified override may reach
 * into one, and no word form may refuse a word of one. Each: file#export.path ('*': any entry).
 */
const NAME_FIELDS: ReadonlySet<string> = new Set([
  'content/site.ts#site.name',
  'content/site.ts#site.shortName',
  'content/site.ts#site.address.building',
  'content/site.ts#site.partners.*.name',
  'content/crisis-lines.ts#crisisLines.*.name',
  'content/therapists.ts#therapists.*.qualifications.*.title',
  'content/therapists.ts#therapists.*.qualifications.*.issuer',
  'content/home.ts#home.books.items.*.title',
]);

/** Whether `path` (inside the export) is a field that holds a name. */
export const isNameField = (item: LoadedExport, path: IssuePath): boolean =>
  NAME_FIELDS.has([`${item.file}#${item.exportName}`, ...path.map((key) => (typeof key === 'number' ? '*' : key))].join('.'));

/** Every name the content holds: its name fields' values, and the protected names of content/simplified-overrides.ts. */
export function namesOf(loaded: readonly LoadedExport[]): { name: string; file: string }[] {
  const names: { name: string; file: string }[] = [];
  for (const item of loaded) {
    if (item.file === OVERRIDES_FILE && item.exportName === 'protectedNames' && Array.isArray(item.value))
      for (const name of item.value) if (typeof name === 'string' && name !== '') names.push({ name, file: item.file });
    eachString(item.value, [], (name, path) => {
      if (name !== '' && isNameField(item, path)) names.push({ name, file: item.file });
    });
  }
  return names;
}
