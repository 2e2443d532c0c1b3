import { simplifiedCharacters } from '@/lib/chinese/simplified';
import { NOT_TRADITIONAL_TEXT, stringAt, textRule, valueOf } from '../shared';
import type { Rule } from '../types';

/* The README's rules for the words of the site: they read every value, so each guards what it reads. */

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

export const rules: readonly Rule[] = [
  { id: 'own-domain-link', scope: 'entry', readme: 'links to our own pages are paths', run: ownDomainLinks },
  // In the schema (lib/schema/pages.ts):
  { id: 'testimonial-author', scope: 'entry', readme: 'testimonials signed with a first name', run: 'schema' },
  { id: 'traditional-only', scope: 'entry', readme: 'Traditional characters only', run: simplifiedText },
  { id: 'no-count-in-description', scope: 'entry', readme: 'no count in a search description', run: 'schema' },
];
