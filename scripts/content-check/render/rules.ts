/*
 * Invariants of what a visitor reads, held on the pages the check renders (./index.ts), each
 * finding at the content file:line where the text is written: no token-shaped text left, no
 * placeholder mark; and the published rules (../published/rules.ts: numbers, fees, hours, names,
 * links, search words, alts) on the whole pages, as the audit after the build holds the built ones.
 */
// Elsewhere, on content/ itself: a token naming no fact #fact-typed ../rules/fact-tokens.ts; a placeholder mark #placeholder ../rules/copy.ts.
import { say } from '@/lib/schema/fields';
import { TOKEN_SHAPED } from '../fact-patterns';
import { PLACEHOLDER_MARKS } from '../rules/copy';
import { PUBLISHED_RULES, type PublishedSources } from '../published/rules';
import type { Problem } from '../types';
import type { RenderedPage } from './index';

/** The rules of the rendered pages besides the published ones (the registry lists them). */
export const RENDERED_RULES = [
  { id: 'rendered-token', readme: 'No token-shaped text ({…}, ｛…｝, ${…}, any case) on a rendered page, any place, either edition' },
  { id: 'rendered-placeholder', readme: 'No placeholder mark on a rendered page' },
] as const;

/** Where a found text is written in content/: 'file:line', or a sentence when it is not written as such. */
export type Locate = (text: string, around?: string) => string;

const where = (page: RenderedPage) => `${page.path || '/'}${page.place ? `（${page.place}）` : ''}`;
const textsOf = (page: RenderedPage) => [
  page.title,
  page.description,
  ...page.lines,
  ...page.links,
  ...page.images.map((image) => image.alt),
];

/** The rendered pages' findings, once each per file:line and text. */
export function checkRendered(pages: readonly RenderedPage[], sources: PublishedSources, locate: Locate): Problem[] {
  const problems = new Map<string, Problem>();
  const add = (page: RenderedPage, rule: string, text: string, around: string, zh: string, en: string, find = text) => {
    const at = locate(find, around);
    const [file = at, line = '1'] = /^(content\/[^:]+):(\d+)$/.exec(at)?.slice(1) ?? [];
    const key = `${file}:${line}|${rule}|${text}`;
    if (!problems.has(key))
      problems.set(key, { file, line: Number(line), entry: where(page), field: rule, message: say(`「${text}」${zh}`, `"${text}" ${en}`) });
  };
  for (const page of pages)
    for (const text of textsOf(page)) {
      for (const [token] of text.matchAll(TOKEN_SHAPED))
        add(
          page,
          'rendered-token',
          token,
          text,
          '原樣出現在訪客看到的頁面上：這個記號在這裡不會被填上。寫出實際文字，或用這個欄位接受的記號（見 docs/editing.md「事實記號」）',
          "reaches the page as it is: nothing fills this token here. Write the words, or a token this field takes (docs/editing.md, 'fact tokens')",
        );
      const mark = PLACEHOLDER_MARKS.map((pattern) => pattern.exec(text)?.[0]).find((each) => each !== undefined);
      if (mark)
        add(
          page,
          'rendered-placeholder',
          mark,
          text,
          '是未完成內容的標記，出現在訪客看到的頁面上：換上真實的內容',
          'marks unfinished content and reaches the page: write the real words',
        );
    }
  // The published rules, on the whole pages (a page rendered for one place is its own part only).
  const whole = pages.filter((page) => page.place === null);
  for (const rule of PUBLISHED_RULES)
    rule.run(whole, sources, (path, text, source, fixText, warning) => {
      if (warning) return;
      const page = whole.find((each) => each.path === path) ?? whole[0];
      if (page) add(page, rule.id, text, fixText, `與來源不符：${source}`, `contradicts its source: ${source}`, fixText);
    });
  return [...problems.values()];
}

/**
 * Where a rendered text is written under `root`/content: of the lines that hold it, the one holding the most
 * of the page's words just before it and just after it; else a line whose Simplified form holds it; else
 * 'content/' (reported at content/:1): the words are a component's own, written in no content file.
 */
export function textLocator(
  lines: readonly { readonly at: string; readonly line: string }[],
  toSimplified: (text: string) => string,
): Locate {
  let simplifiedLines: { at: string; line: string }[] | undefined;
  /** How much of the page's words on either side of `text` a line holds beside it. */
  const context = (line: string, text: string, around: string) => {
    const at = Math.max(0, around.indexOf(text));
    const [before, after] = [around.slice(0, at), around.slice(at + text.length)];
    let score = 0;
    for (let length = Math.min(before.length, 40); length > 0 && score === 0; length--)
      if (line.includes(before.slice(-length) + text)) score = length;
    for (let length = Math.min(after.length, 40); length > 0; length--)
      if (line.includes(text + after.slice(0, length))) return score + length;
    return score;
  };
  const best = (candidates: readonly { at: string; line: string }[], text: string, around: string) =>
    candidates.reduce<{ at: string; line: string; score: number } | undefined>((found, candidate) => {
      const score = context(candidate.line, text, around);
      return found && found.score >= score ? found : { ...candidate, score };
    }, undefined);
  return (text, around = text) => {
    const written = best(
      lines.filter(({ line }) => line.includes(text)),
      text,
      around,
    );
    // A Simplified page's words: found by the lines' Simplified form, where more of them match there.
    simplifiedLines ??= lines.map(({ at, line }) => ({ at, line: toSimplified(line) }));
    const converted = best(
      simplifiedLines.filter(({ line }) => line.includes(text)),
      text,
      around,
    );
    return (converted && (!written || converted.score > written.score) ? converted : written)?.at ?? 'content/';
  };
}
