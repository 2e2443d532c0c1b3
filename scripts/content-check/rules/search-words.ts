import { plainSimplified, traditionalLeft } from '@/lib/content-text/to-simplified';
import { simplifiedCharacters } from '../simplified-characters';
import type { Rule } from '../types';
import { everyItem, OVERRIDES_FILE, stringAt, textRule, valueOf } from '../shared';

/*
 * docs/editing.md's rules for search titles and descriptions, and the Simplified edition's own words
 * (the edition switch, written in the script it leads to).
 */
// Elsewhere: a description's length #description-length-filled ./fact-tokens.ts; a count in one #no-count-in-description ./copy.ts.

/** Separators the title template puts between the page's title and the centre's name. */
const SEPARATOR = /^[\s｜|\-–—:：·・]+|[\s｜|\-–—:：·・]+$/u;

/**
 * A page title that carries the centre's name the site appends anyway, or a separator at its edge.
 * The site appends it with `TITLE_TEMPLATE` in lib/seo/metadata.ts.
 */
export const titlesWithName = textRule(everyItem, (loaded) => {
  const site = valueOf(loaded, 'content/site.ts', 'site');
  const names = ['name', 'englishName', 'shortName'].flatMap((key) => stringAt(site, key)?.trim() || []);
  const shortName = stringAt(site, 'shortName') ?? names[0] ?? '';
  return (title, found, path) => {
    if (path.at(-1) !== 'title' || path.at(-2) !== 'seo') return;
    const name = names.find((each) => title.toLowerCase().includes(each.toLowerCase()));
    const rest = (name ? title.replace(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'), '') : title).replace(SEPARATOR, '');
    if (name)
      found(
        `網站會在每個標題後自動加上「｜${shortName}」：刪除標題裡的「${name}」，寫成「${rest}」`,
        `the site adds 「｜${shortName}」 after every title: remove 「${name}」 from it, write 「${rest}」`,
      );
    else if (rest !== title)
      found(
        `標題前後不要加分隔符號，網站會自動加上「｜${shortName}」：寫成「${rest}」`,
        `no separator before or after the title; the site adds 「｜${shortName}」 itself: write 「${rest}」`,
      );
  };
});

/** The edition switch's words, each in the script it leads to; the mainland words of the override list in Simplified. */
export const editionScripts = textRule(
  (item) => ['content/editions.ts#editionLabels', `${OVERRIDES_FILE}#mainlandWords`].includes(`${item.file}#${item.exportName}`),
  () => (text, found, path, item) => {
    const [edition, key, ...deeper] = path.slice(item.path.length);
    const mainland = item.exportName === 'mainlandWords';
    if (key === undefined || deeper.length > 0 || (mainland && (typeof edition !== 'number' || key !== 'mainland'))) return;
    const left = mainland || edition === 'zh-Hans' ? traditionalLeft(text) : [];
    const typed = mainland || edition === 'zh-Hans' ? [] : simplifiedCharacters(text);
    if (left.length > 0)
      found(
        `這段文字在簡體版顯示，要用簡體字寫，這裡有繁體字${left.map((c) => `「${c}」`).join('')}：寫成「${plainSimplified(text)}」`,
        `this text is shown in Simplified and is written in it; it has the Traditional ${left.map((c) => `「${c}」`).join('')}: write 「${plainSimplified(text)}」`,
      );
    if (typed.length > 0)
      found(
        `這段文字通往繁體版，要用繁體字寫：${typed.map(({ character, write }) => `「${character}」→「${write}」`).join('、')}`,
        `this text leads to the Traditional edition and is written in it: ${typed.map(({ character, write }) => `「${character}」→「${write}」`).join(', ')}`,
      );
  },
);

const SEO_WORDS = new Map<unknown, readonly [zh: string, en: string]>([
  ['title', ['搜尋標題', 'search title']],
  ['description', ['搜尋描述', 'search description']],
  ['image', ['分享圖片', 'share image']],
]);

/** A search title, description or share image that another entry already has: a pasted entry left half-changed. */
export const ownSearchDetails = textRule(everyItem, () => {
  const firsts = new Map<string, { file: string; name: string }>();
  return (text, found, path, item) => {
    const words = path.at(-2) === 'seo' && text.trim() ? SEO_WORDS.get(path.at(-1)) : undefined;
    const key = `${String(path.at(-1))}\n${text.trim()}`;
    const first = firsts.get(key);
    if (words && !first) firsts.set(key, { file: item.file, name: path.slice(0, -1).join('.') });
    else if (words && first)
      found(
        `這個${words[0]}與 ${first.file}（${first.name}，列在較前）的相同，像是複製後未改：為這一頁寫它自己的${words[0]}`,
        `this ${words[1]} is the one of ${first.file} (${first.name}, listed before this one), as if pasted and left unchanged: write this page's own`,
      );
  };
});

export const rules: readonly Rule[] = [
  { id: 'own-search-details', scope: 'site', readme: 'each page its own search title, description and share image', run: ownSearchDetails },
  { id: 'title-without-name', scope: 'entry', readme: 'a title without the centre name', run: titlesWithName },
  // In the schema, lib/schema/pages.ts `searchText`.
  { id: 'search-text-one-line', scope: 'entry', readme: 'a search text on one line (lib/schema/pages.ts)', run: 'schema' },
  { id: 'edition-script', scope: 'entry', readme: 'the switch words in their script', run: editionScripts },
];
