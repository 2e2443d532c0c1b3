import { simplifiedCharacters } from '../simplified-characters';
import { everyItem, isRecord, nodeRule, NOT_TRADITIONAL_TEXT, stringAt, textRule, valueOf } from '../shared';
import type { Origin, Rule } from '../types';

/* docs/editing.md's rules for the words of the site: they read every value, so each guards what it reads. */
// Elsewhere: a fact typed by hand #fact-typed ./fact-tokens.ts; Hong Kong word forms #hong-kong-usage ./word-forms.ts; a search title #title-without-name ./search-words.ts.

/** A link to one of our own pages written as a full address: it would leave a preview host, and a typo there is a 404. */
export const ownDomainLinks = textRule(
  (item) => item.file !== 'content/site.ts' || item.exportName !== 'site', // the origin itself
  (loaded) => {
    const origin = stringAt(valueOf(loaded, 'content/site.ts', 'site'), 'origin');
    if (origin === undefined || !URL.canParse(origin)) return undefined;
    const host = new URL(origin).hostname.replace(/^www\./, '');
    const ours = new RegExp(`^https?://(?:www\\.)?${host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[/?#]|$)`, 'i');
    return (text, found) => {
      const match = ours.exec(text);
      if (!match) return;
      const rest = text
        .slice(match[0].length)
        .replace(/\/+$/, '')
        .replace(/\/(?=[?#])/, '');
      const write = rest.startsWith('/') ? rest : `/${rest}`;
      found(
        `連結到本網站的頁面只寫路徑，不寫完整網址：寫 ${write}`,
        `a link to one of our own pages is its path, not the full address: write ${write}`,
      );
    };
  },
);

/** Characters typed in Simplified: the site is written in Hong Kong Traditional (the Simplified edition is made from it). */
export const simplifiedText = textRule(
  (item) => !NOT_TRADITIONAL_TEXT.has(item.file),
  () => (text, found, path) => {
    // A name written in Simplified on purpose (content/crisis-lines.ts `names.hans`).
    const typed = path.at(-1) === 'hans' ? [] : simplifiedCharacters(text);
    const pairs = typed.map(({ character, write }) => `「${character}」→「${write}」`).join('、');
    if (pairs) found(`這段文字有簡體字，請用繁體：${pairs}`, `this text has Simplified characters; write them in Traditional: ${pairs}`);
  },
);

/** Marks that stand in for words not yet written (every string under content/ reaches a reader). */
export const PLACEHOLDER_MARKS: readonly RegExp[] = [
  /[（(【〔［[]\s*(?:示意|待補|待補充|待填|待定|待譯|暫定|待更新|佔位|範例|樣本|草稿)\s*[）)】〕］\]]/u,
  /\b(?:TODO|TBD|TBC|TBA|FIXME|N\/A)\b/,
  /待(?:確認|定|補充?|填|更新|提供|譯)|^\s*[-—–_.…]+\s*$|[?？]{2,}|(?<=\s)\?(?=\s)/u,
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

/**
 * One picture, one alt, and one alt, one picture: the first use (in the check's order) is the one
 * the others are compared with. The crops of one picture (a slide's desktop, tablet and phone
 * forms) share their alt.
 */
export const oneAltPerImage = nodeRule(everyItem, () => {
  const altOf = new Map<string, { origin: Origin; alt: string }>();
  const fileOf = new Map<string, { origin: Origin; file: string }>();
  return (node, found, path, item) => {
    if (typeof node.file !== 'string' || typeof node.alt !== 'string') return;
    const origin = { file: item.file, exportName: item.exportName, path };
    const alt = node.alt.trim();
    const first = altOf.get(node.file);
    if (!first) altOf.set(node.file, { origin, alt });
    else if (first.alt !== alt)
      found(
        `圖片 ${node.file} 在 ${first.origin.file} 的說明是「${first.alt}」：同一張圖片每處都用同一句 alt，請把兩處改成一樣`,
        `the image ${node.file} is described in ${first.origin.file} as "${first.alt}": one picture has one alt wherever it is used, make both the same`,
        ['alt'],
      );
    const other = alt === '' ? undefined : fileOf.get(alt);
    if (!other && alt !== '') fileOf.set(alt, { file: node.file, origin });
    else if (other && other.file !== node.file && JSON.stringify(other.origin.path.slice(0, -1)) !== JSON.stringify(path.slice(0, -1)))
      found(
        `這句 alt 已用來描述另一張圖片 ${other.file}（${other.origin.file}，列在較前）：為 ${node.file} 寫它自己的描述`,
        `this alt already describes another picture, ${other.file} (${other.origin.file}, listed before this one): describe ${node.file} itself`,
        ['alt'],
      );
  };
});

export const rules: readonly Rule[] = [
  { id: 'own-domain-link', scope: 'entry', readme: 'links to our own pages are paths', run: ownDomainLinks },
  // In the schema, lib/schema/pages.ts: testimonial-author is `signedName`, no-count-in-description `searchInfo`.
  { id: 'testimonial-author', scope: 'entry', readme: 'testimonials signed with a first name', run: 'schema' },
  { id: 'traditional-only', scope: 'entry', readme: 'Traditional characters only', run: simplifiedText },
  { id: 'no-count-in-description', scope: 'entry', readme: 'no count in a search description', run: 'schema' },
  { id: 'placeholder', scope: 'entry', readme: 'no placeholder mark in a text', run: placeholderMarks },
  { id: 'one-alt-per-image', scope: 'site', readme: 'one picture, one alt; one alt, one picture', run: oneAltPerImage },
];
