/**
 * What a visitor will see change, page by page: the visible text of two builds compared line by
 * line (lines as scripts/content-check/published/read-page.ts reads them), one change repeated across pages told
 * once with its pages, and the changes that need a second look flagged. Pure, for
 * `npm run preview:changes` (scripts/preview/preview-changes.ts).
 */
import { EMAIL, HKD, HOURS_SPAN, PHONE, matchesOf } from '@/scripts/content-check/fact-patterns';

/** A page's visible text: its title and description first, then its lines. */
export type SiteText = ReadonlyMap<string, readonly string[]>;

export interface Hunk {
  readonly removed: readonly string[];
  readonly added: readonly string[];
}

/** One change, and every page it appears on. */
export interface ChangeGroup extends Hunk {
  readonly pages: readonly string[];
}

export interface SiteChanges {
  readonly groups: readonly ChangeGroup[];
  /** Every page whose visible text changes (new and removed pages too), in address order. */
  readonly pages: readonly string[];
  readonly newPages: readonly string[];
  readonly removedPages: readonly string[];
  /** Changes that need a second look, each said in Chinese and English. */
  readonly flags: readonly string[];
}

/** More pages than this from one edit is flagged: an override or a shared text reaching too far. */
export const MANY_PAGES = 10;

/** The hunks that turn `before` into `after` (a longest common subsequence of lines). */
export function lineHunks(before: readonly string[], after: readonly string[]): Hunk[] {
  const n = before.length;
  const m = after.length;
  const common: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i -= 1)
    for (let j = m - 1; j >= 0; j -= 1)
      common[i]![j] = before[i] === after[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const hunks: Hunk[] = [];
  let removed: string[] = [];
  let added: string[] = [];
  const close = () => {
    if (removed.length || added.length) hunks.push({ removed, added });
    removed = [];
    added = [];
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) {
      close();
      i += 1;
      j += 1;
    } else if (j < m && (i === n || common[i]![j + 1]! >= common[i + 1]![j]!)) added.push(after[(j += 1) - 1]!);
    else removed.push(before[(i += 1) - 1]!);
  }
  close();
  return hunks;
}

/** The facts a line states: numbers, amounts, hours, e-mail addresses, and any watched value (crisis numbers). */
function factsOf(lines: readonly string[], watched: readonly string[]): string[] {
  const text = lines.join('\n');
  const found = [PHONE, HKD, HOURS_SPAN, EMAIL].flatMap((pattern) => matchesOf(pattern, text).map(([match]) => match.replace(/\s+/g, ' ')));
  for (const value of watched) {
    const alone = new RegExp(`(?<![\\d])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\d])`, 'gu');
    found.push(...matchesOf(alone, text).map(() => value));
  }
  return found.sort();
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, index) => value === b[index]);

/** Compares two builds' visible text. `watched`: values whose change anywhere is flagged (crisis numbers, contacts). */
export function compareSites(before: SiteText, after: SiteText, watched: readonly string[] = []): SiteChanges {
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
  const groups = new Map<string, { removed: readonly string[]; added: readonly string[]; pages: string[] }>();
  const changed: string[] = [];
  const newPages = paths.filter((path) => !before.has(path));
  const removedPages = paths.filter((path) => !after.has(path));
  for (const path of paths) {
    const hunks = lineHunks(before.get(path) ?? [], after.get(path) ?? []);
    if (hunks.length === 0) continue;
    changed.push(path);
    for (const hunk of hunks) {
      const key = JSON.stringify([hunk.removed, hunk.added]);
      const group = groups.get(key) ?? { ...hunk, pages: [] };
      // A page names one change once, however often it repeats there (a menu label in the header and the footer).
      if (group.pages.at(-1) !== path) group.pages.push(path);
      groups.set(key, group);
    }
  }
  const sorted = [...groups.values()].sort((a, b) => b.pages.length - a.pages.length || (a.pages[0] ?? '').localeCompare(b.pages[0] ?? ''));
  const flags: string[] = [];
  if (changed.length > MANY_PAGES)
    flags.push(
      `這次修改改變了 ${changed.length} 頁（多於 ${MANY_PAGES} 頁）：檢查是否有一行覆寫或共用文字影響太廣（this edit changes ${changed.length} pages, more than ${MANY_PAGES}: check for an override or a shared text that reaches too far）`,
    );
  for (const group of sorted) {
    const was = factsOf(group.removed, watched);
    const now = factsOf(group.added, watched);
    if (sameList(was, now)) continue;
    const gone = was.filter((fact) => !now.includes(fact));
    const come = now.filter((fact) => !was.includes(fact));
    flags.push(
      `聯絡資料、熱線號碼、收費或時間有改動：${gone.join('、') || '—'} → ${come.join('、') || '—'}，在 ${group.pages.length} 頁（a contact value, crisis number, fee or hours changes: ${gone.join(', ') || '—'} → ${come.join(', ') || '—'}, on ${group.pages.length} page${group.pages.length === 1 ? '' : 's'}: ${group.pages.slice(0, 3).join(' ')}${group.pages.length > 3 ? ' …' : ''}）`,
    );
  }
  return { groups: sorted, pages: changed, newPages, removedPages, flags };
}

/** The report, in Chinese and English, ending with one line `N pages change`. */
export function formatChanges(changes: SiteChanges): string {
  const out: string[] = [];
  for (const path of changes.newPages) out.push(`新頁面（new page）：${path}`);
  for (const path of changes.removedPages) out.push(`刪除的頁面（removed page）：${path}`);
  for (const group of changes.groups) {
    const pages = group.pages.length;
    out.push('');
    out.push(
      pages === 1
        ? `頁面（page） ${group.pages[0]}：`
        : `${pages} 頁有同一改動（the same change on ${pages} pages）：${group.pages.slice(0, 12).join(' ')}${pages > 12 ? ` …（+${pages - 12}）` : ''}`,
    );
    // A sentence changed in place reads before → after; other lines as removed and added.
    const paired = group.removed.length === group.added.length;
    if (paired) group.removed.forEach((line, at) => out.push(`  ~ 改為（before → after）：${line} → ${group.added[at] ?? ''}`));
    else {
      for (const line of group.removed) out.push(`  - 刪除（was）：${line}`);
      for (const line of group.added) out.push(`  + 新增（now）：${line}`);
    }
  }
  if (changes.flags.length) {
    out.push('');
    for (const flag of changes.flags) out.push(`⚠ 請留意（look again）：${flag}`);
  }
  out.push('');
  out.push(`${changes.pages.length} pages change`);
  return out.join('\n');
}
