import { say } from '@/lib/schema/fields';
import type { FoundProblem, LoadedExport, Rule } from '../types';
import { exportOf, isRecord, problemAt, stringAt } from '../shared';

/*
 * A page emptied of what it exists for. The schema asks every list for one item; these pages need
 * a kind of section: the testimonials page a testimonial, a service or problem page its closing
 * booking call, the FAQ page a question, the fee page a session fee, the crisis page its hotlines.
 */

type Sections = readonly Readonly<Record<string, unknown>>[];
const sectionsOf = (page: unknown): Sections | undefined =>
  isRecord(page) && Array.isArray(page.sections) ? (page.sections.filter(isRecord) as Sections) : undefined;

/** The page at an address, among the pages of single page files and lists. */
function pageAt(loaded: readonly LoadedExport[], path: string | undefined): LoadedExport | undefined {
  return path === undefined ? undefined : loaded.find((item) => item.pageKind === 'page' && stringAt(item.value, 'path') === path);
}

const hrefOf = (loaded: readonly LoadedExport[], file: string, exportName: string, ...keys: string[]): string | undefined => {
  let value: unknown = exportOf(loaded, file, exportName)?.value;
  for (const key of keys) value = isRecord(value) ? value[key] : undefined;
  return typeof value === 'string' ? value : undefined;
};

const BOOKING_FOLDERS = ['content/pages/services/', 'content/pages/problems/'];
const BOOKING_SECTION = "{ kind: 'booking', heading: '…', text: '…' }";

/** Each service and problem page ends with its booking call. */
function closingBooking(loaded: readonly LoadedExport[]): FoundProblem[] {
  const problems: FoundProblem[] = [];
  for (const item of loaded) {
    if (item.pageKind !== 'page' || !BOOKING_FOLDERS.some((folder) => item.file.startsWith(folder))) continue;
    const sections = sectionsOf(item.value);
    if (!sections || sections.length === 0 || sections.at(-1)?.kind === 'booking') continue;
    const booking = sections.findIndex((section) => section.kind === 'booking');
    problems.push(
      booking >= 0
        ? problemAt(
            item,
            ['sections', booking],
            say(
              '服務及困擾頁面以預約段落作結：把這個 booking 段落移到 sections 的最後',
              'a service or problem page ends with its booking call: move this booking section to the end of sections',
            ),
          )
        : problemAt(
            item,
            ['sections'],
            say(
              `服務及困擾頁面以預約段落作結：在 sections 最後加上 ${BOOKING_SECTION}`,
              `a service or problem page ends with its booking call: add ${BOOKING_SECTION} as the last section`,
            ),
          ),
    );
  }
  return problems;
}

/** A page that must carry a kind of section, with what to add. */
interface Need {
  readonly page: LoadedExport | undefined;
  readonly has: (sections: Sections) => boolean;
  readonly zh: string;
  readonly en: string;
}

function needs(loaded: readonly LoadedExport[]): Need[] {
  const fee = exportOf(loaded, 'content/pages/fee.ts', 'page');
  const faq = exportOf(loaded, 'content/pages/faq.ts', 'page');
  const linesShown = (sections: Sections) => new Set(sections.filter((s) => s.kind === 'hotlines').map((s) => s.lines));
  return [
    {
      // The page the home page's testimonials link to.
      page: pageAt(loaded, hrefOf(loaded, 'content/home.ts', 'home', 'testimonials', 'link', 'href')),
      has: (sections) => sections.some((section) => section.kind === 'quote'),
      zh: "個案分享頁面要有最少一則分享：加上 { kind: 'quote', text: '…', author: '…' }",
      en: "the testimonials page needs at least one testimonial: add { kind: 'quote', text: '…', author: '…' }",
    },
    {
      page: faq,
      has: (sections) => sections.some((section) => section.kind === 'faq'),
      zh: "常見問題頁面要有最少一組問題：加上 { kind: 'faq', heading: '…', items: [{ question: '…', answer: '…' }] }",
      en: "the FAQ page needs at least one question: add { kind: 'faq', heading: '…', items: [{ question: '…', answer: '…' }] }",
    },
    {
      // The structured data's price range reads the fee page's session fees.
      page: fee,
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
    ...[fee, pageAt(loaded, '/services/mandarin')].map((page) => ({
      // The pages the README names for the notice to visitors in the mainland (the contact page shows it by itself).
      page,
      has: (sections: Sections) => sections.some((section) => section.kind === 'mainland-notice'),
      zh: "這一頁為身處內地的訪客顯示內地須知：在 sections 加回 { kind: 'mainland-notice' },",
      en: "this page shows the notice for visitors in the mainland: add { kind: 'mainland-notice' }, back to its sections",
    })),
    {
      // The page every booking call's urgent line links to.
      page: pageAt(loaded, hrefOf(loaded, 'content/site.ts', 'booking', 'urgentLink', 'href')),
      has: (sections) => linesShown(sections).has('emergency') && linesShown(sections).has('call'),
      zh: "緊急求助頁面要列出緊急求助號碼及支援熱線：保留 { kind: 'hotlines', lines: 'emergency' } 和 { kind: 'hotlines', lines: 'call' } 兩個段落",
      en: "the crisis page lists the emergency number and the support lines: keep a { kind: 'hotlines', lines: 'emergency' } and a { kind: 'hotlines', lines: 'call' } section",
    },
  ];
}

/** Pages without the section they exist for. */
export function emptiedPages(loaded: readonly LoadedExport[]): FoundProblem[] {
  const problems = closingBooking(loaded);
  for (const { page, has, zh, en } of needs(loaded)) {
    const sections = page ? sectionsOf(page.value) : undefined;
    if (page && sections && !has(sections)) problems.push(problemAt(page, ['sections'], say(zh, en)));
  }
  return problems;
}

/** Sections a page shows once: a second one is a paste or a line written twice. */
const ONCE = new Set(['booking', 'mainland-notice']);

/** A page holding a block twice: the same section, or a second of a kind shown once (the later one is reported). */
export function sectionsTwice(loaded: readonly LoadedExport[]): FoundProblem[] {
  const problems: FoundProblem[] = [];
  for (const item of loaded)
    for (const [page, base] of item.pageKind === 'page'
      ? [[item.value, []] as const]
      : Array.isArray(item.value) && item.pageKind
        ? item.value.map((page, index) => [page, [index]] as const)
        : []) {
      const seen = new Map<string, number>();
      (sectionsOf(page) ?? []).forEach((section, index) => {
        const key = ONCE.has(String(section.kind)) ? String(section.kind) : JSON.stringify(section);
        const first = seen.get(key);
        if (first === undefined) seen.set(key, index);
        else
          problems.push(
            problemAt(
              item,
              [...base, 'sections', index],
              say(
                `這一頁的第 ${first + 1} 段已是 ${String(section.kind)} 段落，同一段落顯示兩次：刪除這一段`,
                `section ${first + 1} of this page is already a ${String(section.kind)} section, so it would show twice: delete this one`,
              ),
            ),
          );
      });
    }
  return problems;
}

export const rules: readonly Rule[] = [
  { id: 'section-once', scope: 'entry', readme: 'a page shows a block once', run: sectionsTwice },
  { id: 'page-keeps-its-part', scope: 'entry', readme: 'a page keeps the section it exists for', run: emptiedPages },
];
