import { say } from '@/lib/schema/fields';
import { eachObject } from '@/lib/walk';
import type { FoundProblem, LoadedExport, Origin, Rule } from '../types';

/**
 * Rule #search-unique (docs/editing.md: no two pages share a title or a search description; the published
 * pages are audited for it too, #published-unique-search): an entry pasted from another keeps the
 * other's `seo`. The later one in the check's order of files is reported, naming the first.
 */
export function repeatedSearchText(loaded: readonly LoadedExport[]): FoundProblem[] {
  const first = new Map<string, Origin>();
  const problems: FoundProblem[] = [];
  for (const item of loaded)
    eachObject(item.value, item.path, (node, path) => {
      const seo = node.seo as { title?: unknown; description?: unknown } | undefined;
      if (typeof seo !== 'object' || seo === null) return;
      for (const field of ['title', 'description'] as const) {
        const value = seo[field];
        if (typeof value !== 'string' || !value.trim()) continue;
        const key = `${field}|${value.trim()}`;
        const earlier = first.get(key);
        const here = { file: item.file, exportName: item.exportName, path: [...path, 'seo', field] };
        if (!earlier) {
          first.set(key, here);
          continue;
        }
        problems.push({
          ...here,
          message: say(
            `這個 ${field} 和 ${earlier.file} 的一頁一樣：每頁寫自己的搜尋${field === 'title' ? '標題' : '描述'}`,
            `this ${field} is the same as a page's in ${earlier.file}: each page has a search ${field} of its own`,
          ),
        });
      }
    });
  return problems;
}

export const rules: readonly Rule[] = [
  { id: 'search-unique', scope: 'site', readme: 'No two pages share a title or a search description', run: repeatedSearchText },
];
