import { simplifiedCharacters } from '@/lib/chinese/simplified';
import { exportOf, findings, NOT_TRADITIONAL_TEXT } from '../shared';
import type { FoundProblem, LoadedExport, Rule } from '../types';
import { eachString } from '@/lib/walk';

/* The README's rules for the words of the site: they read every value, so each guards what it reads. */

/** A link to one of our own pages written as a full address: it would leave a preview host, and a typo there is a 404. */
export function ownDomainLinks(loaded: readonly LoadedExport[]): FoundProblem[] {
  const site = exportOf(loaded, 'content/site.ts', 'site')?.value as { origin?: unknown } | undefined;
  if (typeof site?.origin !== 'string' || !URL.canParse(site.origin)) return [];
  const host = new URL(site.origin).hostname.replace(/^www\./, '');
  const ours = new RegExp(`^https?://(?:www\\.)?${host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[/?#]|$)`, 'i');
  const [problems, add] = findings();
  for (const item of loaded) {
    if (item.file === 'content/site.ts' && item.exportName === 'site') continue; // the origin itself
    eachString(item.value, item.path, (text, path) => {
      const match = ours.exec(text);
      if (!match) return;
      const rest = text
        .slice(match[0].length)
        .replace(/\/+$/, '')
        .replace(/\/(?=[?#])/, '');
      const write = rest.startsWith('/') ? rest : `/${rest}`;
      add(
        item,
        path,
        `連結到本網站的頁面只寫路徑，不寫完整網址：寫 ${write}`,
        `a link to one of our own pages is its path, not the full address: write ${write}`,
      );
    });
  }
  return problems;
}

/** Characters typed in Simplified: the site is written in Hong Kong Traditional (the Simplified edition is made from it). */
export function simplifiedText(loaded: readonly LoadedExport[]): FoundProblem[] {
  const [problems, add] = findings();
  for (const item of loaded) {
    if (NOT_TRADITIONAL_TEXT.has(item.file)) continue;
    eachString(item.value, item.path, (text, path) => {
      // A name written in Simplified on purpose (content/crisis-lines.ts `names.hans`).
      if (path.at(-1) === 'hans') return;
      const typed = simplifiedCharacters(text);
      if (typed.length === 0) return;
      const pairs = typed.map(({ character, write }) => `「${character}」→「${write}」`).join('、');
      add(item, path, `這段文字有簡體字，請用繁體：${pairs}`, `this text has Simplified characters; write them in Traditional: ${pairs}`);
    });
  }
  return problems;
}

export const rules: readonly Rule[] = [
  { id: 'own-domain-link', scope: 'entry', readme: 'links to our own pages are paths', run: ownDomainLinks },
  // In the schema (lib/schema/pages.ts):
  { id: 'testimonial-author', scope: 'entry', readme: 'testimonials signed with a first name', run: 'schema' },
  { id: 'traditional-only', scope: 'entry', readme: 'Traditional characters only', run: simplifiedText },
  { id: 'no-count-in-description', scope: 'entry', readme: 'no count in a search description', run: 'schema' },
];
