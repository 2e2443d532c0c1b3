import { isRecord, textRule } from '../shared';
import type { Rule } from '../types';

/** Marks that stand in for words not yet written (every string under content/ reaches a reader). */
export const PLACEHOLDER_MARKS: readonly RegExp[] = [
  /[（(【〔［[]\s*(?:示意|待補|待補充|待填|待定|暫定|待更新|佔位|範例|樣本|草稿)\s*[）)】〕］\]]/u,
  /\b(?:TODO|TBD|TBC|TBA|FIXME|N\/A)\b/,
  /待(?:確認|定|補充?|填|更新|提供)|^\s*[-—–_.…]+\s*$|[?？]{2,}/u,
  // A run of x for digits or letters not yet known: 「會議號 XXX-XXX-XXX」, watch?v=XXXXXXXXXXX.
  /(?<![A-Za-z0-9])(?:X{3,}|x{3,})(?![A-Za-z0-9])/u,
  /lorem ipsum/i,
];

/** Hosts kept for examples (RFC 2606, 6761): an address there is a stand-in, never a real page. */
const EXAMPLE_HOST = /(?:^|\.)(?:example\.(?:com|net|org)|example|test|invalid|localhost)$/i;
const exampleAddress = (text: string): string | undefined => {
  const address = /^\s*https?:\/\/[^\s/]+/i.exec(text)?.[0];
  return address && EXAMPLE_HOST.test(new URL(address.trim()).hostname) ? address.trim() : undefined;
};

// Settings switched off (analytics without an id yet) reach no page.
export const placeholderMarks = textRule(
  (item) => !isRecord(item.value) || item.value.enabled !== false,
  () => (text, found) => {
    // One line a text: the first mark the patterns find (a bracketed one before the bare word inside it).
    const mark = PLACEHOLDER_MARKS.map((pattern) => pattern.exec(text)?.[0]).find((each) => each !== undefined) ?? exampleAddress(text);
    if (mark)
      found(
        `「${mark}」是未完成內容的標記，不可在網站上出現：換上真實的內容，或刪除這段文字`,
        `"${mark}" marks unfinished content and must not be published: write the real words, or remove them`,
      );
  },
);

export const rules: readonly Rule[] = [
  { id: 'placeholder', scope: 'entry', readme: 'no placeholder mark in a text', run: placeholderMarks },
];
