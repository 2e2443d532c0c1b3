import { say } from '@/lib/schema/fields';
import type { FoundProblem, Origin } from './cross';
import type { IssuePath } from './locate';

/*
 * The shape of the site: each address and booking code belongs to one entry, and every parent
 * chain reaches the home page. Of two entries that claim one code, the one an editor changed last
 * is blamed, so the first line points at the edit, not at the page it was copied from.
 */

/** One page entry (a page, an alias's page, a therapist, an article) as the shape checks see it. */
export interface ShapedEntry {
  readonly origin: Origin;
  /** `path` for pages, `slug` for therapists and articles. */
  readonly pathField: string;
  readonly routePath: string;
  readonly name: string;
  readonly code: string;
  readonly aliases: readonly { path: string; code: string }[];
  /** The parent as written (undefined: home, or fixed by the template as for therapists and articles). */
  readonly parent: string | undefined;
  /** The entry's own date of its last change (`lastModified`, an article's `dateModified`). */
  readonly changed: string;
}

export interface ShapeOptions {
  /** When the entry's file was last saved (ms); an editor's save is later than the checkout around it. */
  readonly savedAt?: (file: string) => number;
}

/** Saves closer than this are one checkout or one copy, not an editor's edit after it. */
const SAVE_GAP_MS = 2000;

interface Claim {
  readonly entry: ShapedEntry;
  readonly field: IssuePath;
  readonly order: number;
}

/**
 * Orders claims from the one changed first to the one changed last: the file an editor saved
 * later, else the later date of last change the entry gives, else the later in the lists (a page
 * pasted at the end, a new import line).
 */
function byEdit(options: ShapeOptions): (a: Claim, b: Claim) => number {
  const savedAt = (claim: Claim) => options.savedAt?.(claim.entry.origin.file) ?? 0;
  return (a, b) => {
    const saved = savedAt(a) - savedAt(b);
    if (Math.abs(saved) > SAVE_GAP_MS) return saved;
    return a.entry.changed.localeCompare(b.entry.changed) || a.order - b.order;
  };
}

const at = (origin: Origin, more: IssuePath, message: string): FoundProblem => ({ ...origin, path: [...origin.path, ...more], message });
const ownerOf = (entry: ShapedEntry) => `${entry.origin.file}（${entry.name || entry.routePath}）`;

/** Groups claims by what they claim; in each group of two or more, the earliest-changed keeps it. */
function copies(claims: readonly (Claim & { key: string })[], options: ShapeOptions): { kept: Claim; copy: Claim; key: string }[] {
  const groups = new Map<string, Claim[]>();
  for (const claim of claims) groups.set(claim.key, [...(groups.get(claim.key) ?? []), claim]);
  const found: { kept: Claim; copy: Claim; key: string }[] = [];
  for (const [key, group] of groups) {
    const [kept, ...later] = [...group].sort(byEdit(options));
    if (kept) for (const copy of later) found.push({ kept, copy, key });
  }
  return found.sort((a, b) => a.copy.order - b.copy.order);
}

/** The next codes after the highest in use (the README: a new page takes the next number, an old one is never reused). */
function nextCodes(used: readonly string[]): () => string {
  const taken = new Set(used);
  let next = Math.max(0, ...used.map((code) => Number(code.slice(1))).filter(Number.isFinite)) + 1;
  return () => {
    while (taken.has(`P${String(next).padStart(2, '0')}`)) next += 1;
    const code = next <= 99 ? `P${String(next).padStart(2, '0')}` : 'P99';
    taken.add(code);
    return code;
  };
}

/** One address and one booking code per entry: the copy (changed last) is reported, naming the entry that keeps it. */
export function copiedClaims(entries: readonly ShapedEntry[], options: ShapeOptions = {}): FoundProblem[] {
  const paths = entries.flatMap((entry, order) => [
    { entry, order, field: [entry.pathField], key: entry.routePath },
    ...entry.aliases.map((alias, i) => ({ entry, order, field: ['aliases', i, 'path'], key: alias.path })),
  ]);
  const codes = entries.flatMap((entry, order) => [
    { entry, order, field: ['code'], key: entry.code },
    ...entry.aliases.map((alias, i) => ({ entry, order, field: ['aliases', i, 'code'], key: alias.code })),
  ]);
  const next = nextCodes(codes.map((claim) => claim.key));
  const problems: FoundProblem[] = [];
  const pathCopies = copies(paths, options);
  // An entry pasted and left unchanged copies both: one line, at its address.
  const whole = new Set(
    pathCopies.filter(({ copy, kept }) => copy.field.length === 1 && kept.field.length === 1).map(({ copy }) => copy.entry),
  );
  for (const { kept, copy, key } of pathCopies) {
    const both = whole.has(copy.entry) && copy.entry.code === kept.entry.code;
    problems.push(
      at(
        copy.entry.origin,
        copy.field,
        both
          ? say(
              `這一項的網址 ${key} 和編號 ${copy.entry.code} 都與 ${ownerOf(kept.entry)}相同，像是複製後未改：改為新的${copy.entry.pathField === 'slug' ? ' slug' : '網址'}，編號改為 ${next()}`,
              `this entry has the address ${key} and the code ${copy.entry.code} of ${ownerOf(kept.entry)}, as if pasted and left unchanged: give it its own ${copy.entry.pathField}, and the code ${next()}`,
            )
          : say(
              `網址 ${key} 已由 ${ownerOf(kept.entry)}使用：改用另一個`,
              `the address ${key} is already used by ${ownerOf(kept.entry)}: choose another`,
            ),
      ),
    );
  }
  for (const { kept, copy, key } of copies(codes, options)) {
    if (copy.field.length === 1 && whole.has(copy.entry) && kept.field.length === 1) continue;
    const code = next();
    problems.push(
      at(
        copy.entry.origin,
        copy.field,
        say(
          `頁面編號 ${key} 已由 ${ownerOf(kept.entry)}使用：改用下一個未用的編號 ${code}（舊編號不要重用）`,
          `page code ${key} is already used by ${ownerOf(kept.entry)}: use the next unused code, ${code} (never reuse an old one)`,
        ),
      ),
    );
  }
  return problems;
}

/**
 * Breadcrumbs follow each page's parent up to the home page: a page that is its own parent, or
 * pages that are each other's, never get there (the trail loses 首頁). Each loop is reported once,
 * at the parent changed last among the pages in it.
 */
export function parentLoops(entries: readonly ShapedEntry[], options: ShapeOptions = {}): FoundProblem[] {
  const byPath = new Map<string, ShapedEntry>();
  for (const entry of entries) for (const path of [entry.routePath, ...entry.aliases.map((alias) => alias.path)]) byPath.set(path, entry);
  const parentOf = (path: string) => {
    const entry = byPath.get(path);
    return entry
      ? (entry.parent ?? (entry.pathField === 'slug' ? entry.routePath.slice(0, entry.routePath.lastIndexOf('/')) : '/'))
      : undefined;
  };
  const seen = new Set<string>();
  const problems: FoundProblem[] = [];
  entries.forEach((start) => {
    const chain: string[] = [];
    let path: string | undefined = start.routePath;
    while (path !== undefined && path !== '/' && !chain.includes(path)) {
      chain.push(path);
      path = parentOf(path);
    }
    if (path === undefined || path === '/') return;
    const loop = chain.slice(chain.indexOf(path));
    const members = [...new Set(loop.map((each) => byPath.get(each)).filter((entry): entry is ShapedEntry => entry?.parent !== undefined))];
    const key = members
      .map((entry) => entry.routePath)
      .sort()
      .join(' ');
    if (seen.has(key) || members.length === 0) return;
    seen.add(key);
    const order = (entry: ShapedEntry) => entries.indexOf(entry);
    const [blamed] = members
      .map((entry) => ({ entry, order: order(entry), field: ['parent'] }))
      .sort(byEdit(options))
      .reverse();
    if (!blamed) return;
    const { entry } = blamed;
    const above = abovePath(entry.routePath, byPath, new Set(loop)) ?? siblingsParent(entry, entries, new Set(loop));
    const [zh, en] = above
      ? [
          `上一層頁面的路徑，例如 ${above}，或刪除 parent 這一行（上層便是首頁）`,
          `the page above it, e.g. ${above}, or delete the parent line (home is then its parent)`,
        ]
      : [
          '上一層頁面的路徑，或刪除 parent 這一行（上層便是首頁）',
          'the page above it, or delete the parent line (home is then its parent)',
        ];
    const message =
      members.length === 1 && loop.every((path) => byPath.get(path) === entry)
        ? say(
            `上層頁面 ${entry.parent} 是這一頁自己，麵包屑便到不了首頁：寫${zh}`,
            `the parent ${entry.parent} is this page itself, so its breadcrumbs never reach the home page: write ${en}`,
          )
        : say(
            `上層頁面形成循環（${describeLoop(entry, parentOf)}），麵包屑便到不了首頁：把這一頁的 parent 改為${zh}`,
            `the parents go round in a loop (${describeLoop(entry, parentOf)}), so the breadcrumbs never reach the home page: for this page's parent, write ${en}`,
          );
    problems.push(at(entry.origin, ['parent'], message));
  });
  return problems;
}

/** The loop from the blamed page back to itself: /fee → /info → /fee. */
function describeLoop(entry: ShapedEntry, parentOf: (path: string) => string | undefined): string {
  const chain = [entry.routePath];
  let path = parentOf(entry.routePath);
  while (path !== undefined && !chain.includes(path) && chain.length < 10) {
    chain.push(path);
    path = parentOf(path);
  }
  return [...chain, path ?? ''].join(' → ');
}

/** The nearest page above an address (/services/isp → /services), outside the loop; never home. */
function abovePath(path: string, byPath: ReadonlyMap<string, ShapedEntry>, loop: ReadonlySet<string>): string | undefined {
  for (let cut = path.lastIndexOf('/'); cut > 0; cut = path.lastIndexOf('/', cut - 1)) {
    const candidate = path.slice(0, cut);
    if (byPath.has(candidate) && !loop.has(candidate)) return candidate;
  }
  return undefined;
}

/** The parent most pages of the same folder name, outside the loop (the problem pages' /services). */
function siblingsParent(entry: ShapedEntry, entries: readonly ShapedEntry[], loop: ReadonlySet<string>): string | undefined {
  const folder = entry.origin.file.slice(0, entry.origin.file.lastIndexOf('/'));
  const counts = new Map<string, number>();
  for (const other of entries) {
    if (other === entry || !other.parent || loop.has(other.parent) || loop.has(other.routePath)) continue;
    if (other.origin.file.slice(0, other.origin.file.lastIndexOf('/')) === folder)
      counts.set(other.parent, (counts.get(other.parent) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}
