import { say } from '@/lib/schema/fields';
import type { FoundProblem, IssuePath, LoadedExport, Rule } from '../types';
import { eachList, everyItem, findings, nodeRule, problemAt, shown, stringAt, valueAt } from '../shared';

/* Copies in a list, or on a page: the later copy is reported, naming the first. */

/**
 * The fields that name an item of a list, most telling first: an item repeats when one of them
 * does. (FAQ questions are compared over the whole page below; numbers by their digits elsewhere.)
 */
const NAMING_FIELDS = [
  'traditional',
  'hongKong',
  'write',
  'href',
  'url',
  'link',
  'under',
  'name',
  'title',
  'label',
  'text',
  'caption',
  'heading',
] as const;

/** Lists whose repeats another check reports in its own words. */
const CHECKED_ELSEWHERE = new Set(['via']);

function repeatMessage(key: string, value: string, first: number, firstItem: unknown, item: unknown): string {
  if (key === 'traditional') {
    const mine = stringAt(item, 'simplified');
    const theirs = stringAt(firstItem, 'simplified');
    if (mine !== undefined && theirs !== undefined && mine !== theirs)
      return say(
        `「${value}」在第 ${first + 1} 項已寫作「${theirs}」，這一行卻寫「${mine}」：同一詞語只可有一個簡體寫法，保留一行，刪除另一行`,
        `「${value}」 is already written 「${theirs}」 in item ${first + 1}, and 「${mine}」 here: a phrase has one Simplified wording; keep one line and delete the other`,
      );
  }
  if (key === 'write')
    return say(
      `「${value}」在第 ${first + 1} 項已有一行：把這一行 not 裡的詞語併入那一行，再刪除這一行`,
      `「${value}」 already has a row (item ${first + 1}): move this row's not words into it and delete this row`,
    );
  return say(
    `${key}「${shown(value)}」與這個清單的第 ${first + 1} 項相同：刪除重複的一項，或改寫其中一項`,
    `the ${key} 「${shown(value)}」 repeats item ${first + 1} of this list: delete the copy, or change one of them`,
  );
}

/** One list's repeats: a text twice, or an item named like an earlier one. */
function listRepeats(item: LoadedExport, list: readonly unknown[], path: IssuePath): FoundProblem[] {
  const [problems, add] = findings();
  const texts = new Map<string, number>();
  const names = new Map<string, number>();
  list.forEach((entry, index) => {
    if (typeof entry === 'string') {
      const key = entry.trim();
      const first = texts.get(key);
      if (first === undefined) texts.set(key, index);
      else if (key !== '')
        add(
          item,
          [...path, index],
          `「${shown(key)}」與這個清單的第 ${first + 1} 項相同：刪除重複的一項`,
          `「${shown(key)}」 repeats item ${first + 1} of this list: delete the copy`,
        );
      return;
    }
    // One line per copied item: the first naming field it repeats.
    for (const key of NAMING_FIELDS) {
      const value = stringAt(entry, key)?.trim();
      if (!value) continue;
      const first = names.get(`${key}\n${value}`);
      if (first === undefined) {
        names.set(`${key}\n${value}`, index);
        continue;
      }
      problems.push(problemAt(item, [...path, index, key], repeatMessage(key, value, first, list[first], entry)));
      break;
    }
  });
  return problems;
}

/** Every list in the content that repeats an entry; the top lists of pages, therapists and articles are the shape checks'. */
export function repeatedEntries(loaded: readonly LoadedExport[]): FoundProblem[] {
  const problems: FoundProblem[] = [];
  for (const item of loaded)
    eachList(item.value, [], (list, path) => {
      if ((path.length === 0 && item.pageKind) || CHECKED_ELSEWHERE.has(String(path.at(-1)))) return;
      problems.push(...listRepeats(item, list, path));
    });
  return problems;
}

/** A question's identity, as the FAQ markup compares them: its words without spaces and punctuation. */
const questionKey = (question: string) => question.replace(/[\s\p{P}]/gu, '');

/** The same FAQ question twice on one page, in one FAQ section or two: the page and its search markup would ask it twice. */
export const repeatedQuestions = nodeRule(everyItem, () => {
  const seen = new Map<string, string>();
  return (node, found, path, item) => {
    const { question, answer } = node;
    if (typeof question !== 'string' || typeof answer !== 'string' || questionKey(question) === '') return;
    // Each page is one entry: the export, or each item of a list of pages.
    const page = Array.isArray(item.value) && item.pageKind ? path[item.path.length] : '';
    const key = [item.file, item.exportName, page, questionKey(question)].join('\n');
    const first = seen.get(key);
    // The section holding the item: the object two steps above it (section › items › item).
    if (first === undefined) seen.set(key, (path.length >= 3 && stringAt(valueAt(item.value, path.slice(0, -2)), 'heading')) || '');
    else
      found(
        `本頁${first ? `「${first}」` : ''}已有同一條問題「${shown(question)}」：刪除重複的一條，或把兩條答案合併`,
        `this page already asks 「${shown(question)}」${first ? ` (under 「${first}」)` : ''}: delete the copy, or merge the two answers`,
        ['question'],
      );
  };
});

export const rules: readonly Rule[] = [
  { id: 'repeated-entry', scope: 'entry', readme: 'no entry of a list twice', run: repeatedEntries },
  { id: 'repeated-question', scope: 'entry', readme: 'no question twice on a page', run: repeatedQuestions },
];
