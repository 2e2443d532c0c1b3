import type { FoundProblem, LoadedExport, Rule } from '../types';
import { exportOf, findings, isRecord, pagesOf, stringAt, valueAt } from '../shared';

/*
 * A page emptied of what it exists for. The schema asks every list for one item; these pages need
 * a kind of section: the testimonials page a testimonial, the FAQ page a question, the fee page a
 * session fee, the crisis page its hotlines (emergency, call, text). (The booking block and the notice for the mainland are
 * placed by the page templates, not by sections, so no edit can remove or double them.)
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
  const linesShown = (sections: Sections) => new Set(sections.filter((s) => s.kind === 'hotlines').map((s) => s.lines));
  return [
    {
      // The page the home page's testimonials link to.
      page: pageAt(loaded, 'content/home.ts', 'home', 'testimonials', 'link', 'href'),
      has: (sections) => sections.some((section) => section.kind === 'quote'),
      zh: "個案分享頁面要有最少一則分享：加上 { kind: 'quote', text: '…', author: '…' }",
      en: "the testimonials page needs at least one testimonial: add { kind: 'quote', text: '…', author: '…' }",
    },
    {
      page: exportOf(loaded, 'content/pages/faq.ts', 'page'),
      has: (sections) => sections.some((section) => section.kind === 'faq'),
      zh: "常見問題頁面要有最少一組問題：加上 { kind: 'faq', heading: '…', items: [{ question: '…', answer: '…' }] }",
      en: "the FAQ page needs at least one question: add { kind: 'faq', heading: '…', items: [{ question: '…', answer: '…' }] }",
    },
    {
      // The structured data's price range reads the fee page's session fees.
      page: exportOf(loaded, 'content/pages/fee.ts', 'page'),
      has: (sections) =>
        sections.some(
          (section) =>
            section.kind === 'cards' &&
            Array.isArray(section.items) &&
            section.items.some((card) => isRecord(card) && card.fee !== undefined),
        ),
      zh: '收費頁面要寫明最少一項每節收費：在寫著「每節 HK$…」的卡加上 fee（例如 fee: 1600）',
      en: 'the fee page names at least one session fee: add fee (e.g. fee: 1600) to the card that shows 「每節 HK$…」',
    },
    {
      // The page every booking call's urgent line links to.
      page: pageAt(loaded, 'content/site.ts', 'booking', 'urgentLink', 'href'),
      // Each way a visitor in crisis may reach a line: the emergency call, a line to call, a line to write to.
      has: (sections) => ['emergency', 'call', 'text'].every((lines) => linesShown(sections).has(lines)),
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
  { id: 'section-once', scope: 'entry', readme: 'a page shows a block once', run: sectionsTwice },
  { id: 'page-keeps-its-part', scope: 'entry', readme: 'a page keeps the section it exists for', run: emptiedPages },
];
