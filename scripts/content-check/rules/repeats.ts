import type { FoundProblem, LoadedExport, Rule } from '../types';
import { eachList, everyItem, exportOf, findings, isRecord, pagesOf, shown, stringAt, textRule, valueAt } from '../shared';

/* Copies in a list, or on a page: the later copy is reported, naming the first; and pages emptied of what they exist for. */
// Elsewhere: a search title, description or share image twice #own-search-details ./search-words.ts; one alt twice #one-alt-per-image ./copy.ts.

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

/** What to say of the `key` (none: a text of the list) of `item` that repeats item `first` (Chinese, English). */
function repeatMessage(key: string, value: string, first: number, firstItem: unknown, item: unknown): readonly [zh: string, en: string] {
  const [mine, theirs] = [stringAt(item, 'simplified'), stringAt(firstItem, 'simplified')];
  if (key === 'traditional' && mine !== undefined && theirs !== undefined && mine !== theirs)
    return [
      `「${value}」在第 ${first + 1} 項已寫作「${theirs}」，這一行卻寫「${mine}」：同一詞語只可有一個簡體寫法，保留一行，刪除另一行`,
      `「${value}」 is already written 「${theirs}」 in item ${first + 1}, and 「${mine}」 here: a phrase has one Simplified wording; keep one line and delete the other`,
    ];
  if (key === 'write')
    return [
      `「${value}」在第 ${first + 1} 項已有一行：把這一行 not 裡的詞語併入那一行，再刪除這一行`,
      `「${value}」 already has a row (item ${first + 1}): move this row's not words into it and delete this row`,
    ];
  return [
    `${key}「${shown(value)}」與這個清單的第 ${first + 1} 項相同：刪除重複的一項${key ? '，或改寫其中一項' : ''}`,
    `${key ? `the ${key} ` : ''}「${shown(value)}」 repeats item ${first + 1} of this list: delete the copy${key ? ', or change one of them' : ''}`,
  ];
}

/** Every list in the content that repeats an entry; the top lists of pages, therapists and articles are the shape checks'. */
export function repeatedEntries(loaded: readonly LoadedExport[]): FoundProblem[] {
  const [problems, add] = findings();
  for (const item of loaded)
    eachList(item.value, [], (list, path) => {
      // A crisis channel's ways (via) repeat as another check reports in its own words.
      if ((path.length === 0 && item.pageKind) || path.at(-1) === 'via') return;
      const seen = new Map<string, number>();
      list.forEach((entry, index) => {
        // A text repeats whole; an item by a naming field, one line per copied item: the first field it repeats.
        for (const key of typeof entry === 'string' ? [''] : NAMING_FIELDS) {
          const value = (typeof entry === 'string' ? entry : stringAt(entry, key))?.trim();
          if (!value) continue;
          const first = seen.get(`${key}\n${value}`);
          if (first === undefined) seen.set(`${key}\n${value}`, index);
          else {
            add(item, key ? [...path, index, key] : [...path, index], ...repeatMessage(key, value, first, list[first], entry));
            break;
          }
        }
      });
    });
  return problems;
}

/** A question's identity, as the FAQ markup compares them: its words without spaces and punctuation. */
const questionKey = (question: string) => question.replace(/[\s\p{P}]/gu, '');

/**
 * The same FAQ question, or the same sentence (30 characters or more: a paragraph, an answer, a
 * card's text; not an alt), twice on one page: a paste left unchanged, or a piece placed twice.
 */
export const repeatedQuestions = textRule(everyItem, () => {
  const seen = new Map<string, string>();
  return (text, found, path, item) => {
    const question = path.at(-1) === 'question';
    if (question ? questionKey(text) === '' : [...text].length < 30 || !/[。，]/.test(text) || /alt|description/.test(String(path.at(-1))))
      return;
    // Each page is one entry: the export, or each item of a list of pages.
    const page = Array.isArray(item.value) && item.pageKind ? path[item.path.length] : '';
    const key = [item.file, item.exportName, page, question ? questionKey(text) : text].join('\n');
    const first = seen.get(key);
    // The section holding the text: the object three steps above a question (section › items › item › question).
    if (first === undefined) seen.set(key, (path.length >= 4 && stringAt(valueAt(item.value, path.slice(0, -3)), 'heading')) || '');
    else
      found(
        `本頁${first ? `「${first}」` : ''}已有同一${question ? '條問題' : '段文字'}「${shown(text)}」：刪除重複的一${question ? '條，或把兩條答案合併' : '段，或改寫這一段'}`,
        `this page already ${question ? 'asks' : 'says'} 「${shown(text)}」${first ? ` (under 「${first}」)` : ''}: delete the copy, or ${question ? 'merge the two answers' : 'write this one anew'}`,
      );
  };
});

/*
 * The schema asks every list for one item; some pages need a kind of section (needs() below). The
 * booking block and the notice for the mainland are placed by the page templates, not by
 * sections, so no edit can remove or double them.
 */

type Sections = readonly Readonly<Record<string, unknown>>[];
const sectionsOf = (page: unknown): Sections | undefined =>
  isRecord(page) && Array.isArray(page.sections) ? (page.sections.filter(isRecord) as Sections) : undefined;

/** The page at the address a field holds (file, export, then the keys down to the field), among the single page files. */
function pageAt(loaded: readonly LoadedExport[], file: string, exportName: string, ...keys: string[]): LoadedExport | undefined {
  const path = valueAt(exportOf(loaded, file, exportName)?.value, keys);
  return typeof path === 'string' ? loaded.find((item) => item.pageKind === 'page' && stringAt(item.value, 'path') === path) : undefined;
}

/** Each page that must carry a kind of section: whether its sections have it, and what to add (Chinese, English). */
function needs(loaded: readonly LoadedExport[]): { page?: LoadedExport; has: (sections: Sections) => boolean; zh: string; en: string }[] {
  const some = (sections: Sections, kind: string, test: (section: Sections[number]) => boolean = () => true) =>
    sections.some((section) => section.kind === kind && test(section));
  return [
    {
      // The page the home page's testimonials link to.
      page: pageAt(loaded, 'content/home.ts', 'home', 'testimonials', 'link', 'href'),
      has: (sections) => some(sections, 'quote'),
      zh: "個案分享頁面要有最少一則分享：加上 { kind: 'quote', text: '…', author: '…' }",
      en: "the testimonials page needs at least one testimonial: add { kind: 'quote', text: '…', author: '…' }",
    },
    {
      page: exportOf(loaded, 'content/pages/faq.ts', 'page'),
      has: (sections) => some(sections, 'faq'),
      zh: "常見問題頁面要有最少一組問題：加上 { kind: 'faq', heading: '…', items: [{ question: '…', answer: '…' }] }",
      en: "the FAQ page needs at least one question: add { kind: 'faq', heading: '…', items: [{ question: '…', answer: '…' }] }",
    },
    {
      // The structured data's price range reads the fee page's session fees.
      page: exportOf(loaded, 'content/pages/fee.ts', 'page'),
      has: (sections) =>
        some(sections, 'cards', ({ items }) => Array.isArray(items) && items.some((card) => isRecord(card) && card.fee !== undefined)),
      zh: '收費頁面要寫明最少一項每節收費：在寫著「每節 HK$…」的卡加上 fee（例如 fee: 1600）',
      en: 'the fee page names at least one session fee: add fee (e.g. fee: 1600) to the card that shows 「每節 HK$…」',
    },
    {
      // The page every booking call's urgent line links to.
      page: pageAt(loaded, 'content/site.ts', 'booking', 'urgentLink', 'href'),
      // Each way a visitor in crisis may reach a line: the emergency call, a line to call, a line to write to.
      has: (sections) => ['emergency', 'call', 'text'].every((lines) => some(sections, 'hotlines', (section) => section.lines === lines)),
      zh: "緊急求助頁面要列出緊急求助號碼、支援熱線及文字求助途徑：保留 { kind: 'hotlines', lines: 'emergency' }、{ kind: 'hotlines', lines: 'call' } 和 { kind: 'hotlines', lines: 'text' } 三個段落",
      en: "the crisis page lists the emergency number, the support lines and the text lines: keep a { kind: 'hotlines', lines: 'emergency' }, a { kind: 'hotlines', lines: 'call' } and a { kind: 'hotlines', lines: 'text' } section",
    },
  ];
}

/** Pages without the section they exist for. */
export function emptiedPages(loaded: readonly LoadedExport[]): FoundProblem[] {
  const [problems, add] = findings();
  for (const { page, has, zh, en } of needs(loaded)) {
    const sections = page ? sectionsOf(page.value) : undefined;
    if (page && sections && !has(sections)) add(page, ['sections'], zh, en);
  }
  return problems;
}

/** A page holding the same section twice: a paste or a line written twice (the later one is reported). */
export function sectionsTwice(loaded: readonly LoadedExport[]): FoundProblem[] {
  const [problems, add] = findings();
  for (const { item, value: page, path } of pagesOf(loaded)) {
    const seen = new Map<string, number>();
    (sectionsOf(page) ?? []).forEach((section, index) => {
      const key = JSON.stringify(section);
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      else
        add(
          { ...item, path },
          ['sections', index],
          `這一頁的第 ${first + 1} 段已是 ${String(section.kind)} 段落，同一段落顯示兩次：刪除這一段`,
          `section ${first + 1} of this page is already a ${String(section.kind)} section, so it would show twice: delete this one`,
        );
    });
  }
  return problems;
}

export const rules: readonly Rule[] = [
  { id: 'repeated-entry', scope: 'entry', readme: 'no entry of a list twice', run: repeatedEntries },
  { id: 'repeated-question', scope: 'entry', readme: 'no question or sentence twice on a page', run: repeatedQuestions },
  { id: 'section-once', scope: 'entry', readme: 'a page shows a block once', run: sectionsTwice },
  { id: 'page-keeps-its-part', scope: 'entry', readme: 'a page keeps the section it exists for', run: emptiedPages },
];
