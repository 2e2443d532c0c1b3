import type { BlogPost, PageEntry, Therapist } from '@/content/types';
import { blogPostPath, collectRoutes, therapistPath } from '@/lib/routes/route-list';
import { INTERNAL_PATH } from '@/lib/schema/fields';
import { committedExport } from '../committed';
import { everyItem, findings, nodeRule, pagesOf, stringAt, textRule, valueAt, valueOf } from '../shared';
import type { FoundProblem, LoadedExport, Origin, Rule, RuleInput } from '../types';

/*
 * The shape of the site, over the entries that passed the schema. Of two entries that claim one
 * thing, the one listed later is blamed, and the message says so (never a file's save time).
 * "Later" is the check's order: page files in the order of their folder list's import lines
 * (scripts/content-check/run.ts `listed`), not the order of the list's array.
 */
// Elsewhere: a page file missing from its folder's list #page-in-its-list ./page-folders.ts; our site as a full address #own-domain-link ./copy.ts.

/** Each page entry (a page, an alias's page, a therapist, an article) as the shape checks see it, and every route's path. */
function readSite({ valid, refusedAddresses }: RuleInput) {
  const entries = pagesOf(valid).flatMap(({ item, value, path }) => {
    if (value === undefined) return [];
    const entry = value as Partial<PageEntry & BlogPost & Therapist>;
    const kind = item.pageKind === 'therapists' || item.pageKind === 'blogPosts' ? item.pageKind : 'pages';
    const routePath = kind === 'pages' ? (entry.path ?? '') : (kind === 'therapists' ? therapistPath : blogPostPath)(entry.slug ?? '');
    return {
      kind,
      value,
      origin: { file: item.file, exportName: item.exportName, path },
      /** `path` for pages, `slug` for therapists and articles. */
      pathField: kind === 'pages' ? 'path' : 'slug',
      routePath,
      name: entry.name ?? entry.title ?? '',
      code: entry.code ?? '',
      aliases: entry.aliases ?? [],
      /** The parent as written (undefined: home, or fixed by the template as for therapists and articles). */
      parent: kind === 'pages' ? entry.parent : undefined,
      /** Where its breadcrumbs go up: the parent, else home, or the list of therapists or articles. */
      up: kind === 'pages' ? (entry.parent ?? '/') : routePath.slice(0, routePath.lastIndexOf('/')),
      author: entry.authorSlug,
    };
  });
  const valuesOf = <T>(kind: string) => entries.filter((entry) => entry.kind === kind).map((entry) => entry.value as T);
  const therapists = valuesOf<Therapist>('therapists');
  const routes = collectRoutes({ pages: valuesOf<PageEntry>('pages'), therapists, blogPosts: valuesOf<BlogPost>('blogPosts') });
  const slugs = therapists.map((therapist) => therapist.slug);
  return { entries, slugs, routePaths: routes.map((route) => route.path), refused: new Set(refusedAddresses) };
}
type ShapedEntry = ReturnType<typeof readSite>['entries'][number];

// The site's entries, read once per check run for the rules below.
const sites = new WeakMap<readonly LoadedExport[], ReturnType<typeof readSite>>();
function siteOf(input: RuleInput) {
  const site = sites.get(input.valid) ?? readSite(input);
  sites.set(input.valid, site);
  return site;
}

const ownerOf = (entry: ShapedEntry) => `${entry.origin.file}（${entry.name || entry.routePath}）`;
/** The blame, said: the later of two in the check's order (a file's import line in its list) is the copy. */
const LATER = ['，它列在較前', ', listed before this one'] as const;

/** Groups claims (given in the check's order) by what they claim; in each group of two or more, the first keeps it. */
function copies<C extends { key: string; order: number }>(claims: readonly C[]): { kept: C; copy: C; key: string }[] {
  const groups = new Map<string, C[]>();
  for (const claim of claims) groups.set(claim.key, [...(groups.get(claim.key) ?? []), claim]);
  const found = [...groups].flatMap(([key, [kept, ...later]]) => (kept ? later.map((copy) => ({ kept, copy, key })) : []));
  return found.sort((a, b) => a.copy.order - b.copy.order);
}

/** The next codes after the highest in use (docs/editing.md: a new page takes the next number, an old one is never reused). */
function nextCodes(used: readonly string[]): () => string {
  let last = Math.max(0, ...used.map((code) => Number(code.slice(1))).filter(Number.isFinite));
  return () => {
    last += 1;
    return last <= 99 ? `P${String(last).padStart(2, '0')}` : 'P99';
  };
}

/** The address an entry had when last committed (found by its code), if it had another. */
async function addressBefore({ origin, code, pathField, value }: ShapedEntry): Promise<string | undefined> {
  const committed = await committedExport(origin.file, origin.exportName);
  const before = Array.isArray(committed) ? committed.find((each) => stringAt(each, 'code') === code) : committed;
  const was = stringAt(before, pathField);
  return was !== stringAt(value, pathField) ? was : undefined;
}

/** One address and one booking code per entry: the copy (listed later) is reported, naming the entry that keeps it. */
async function copiedClaims(input: RuleInput): Promise<FoundProblem[]> {
  const claims = (field: 'path' | 'code') =>
    siteOf(input).entries.flatMap((entry, order) => [
      { entry, order, field: [field === 'code' ? 'code' : entry.pathField], key: field === 'code' ? entry.code : entry.routePath },
      ...entry.aliases.map((alias, i) => ({ entry, order, field: ['aliases', i, field], key: alias[field] })),
    ]);
  const next = nextCodes(claims('code').map((claim) => claim.key));
  const [problems, add] = findings();
  const pathCopies = copies(claims('path'));
  // An entry pasted and left unchanged copies both: one line, at its address.
  const whole = new Set(
    pathCopies.filter(({ copy, kept }) => copy.field.length === 1 && kept.field.length === 1).map(({ copy }) => copy.entry),
  );
  for (const { kept, copy, key } of pathCopies) {
    const pasted = whole.has(copy.entry) && copy.entry.code === kept.entry.code;
    const code = pasted ? next() : '';
    const { file, exportName, path } = kept.entry.origin;
    const [line, name] = [input.lineOf(file, exportName, [...path, kept.entry.pathField]), kept.entry.name || kept.entry.routePath];
    // The address it had, where links to it still point: written back, unless another entry has it now.
    const was = pasted || copy.field.length > 1 ? undefined : await addressBefore(copy.entry).catch(() => undefined);
    const address =
      was === undefined || copy.entry.kind === 'pages' ? was : (copy.entry.kind === 'therapists' ? therapistPath : blogPostPath)(was);
    const back = address && !siteOf(input).routePaths.includes(address) ? `${copy.entry.pathField}: '${was}'` : undefined;
    add(
      copy.entry.origin,
      copy.field,
      pasted
        ? `這一項的網址 ${key} 和編號 ${copy.entry.code} 都與 ${ownerOf(kept.entry)}相同，像是複製後未改：改為新的${copy.entry.pathField === 'slug' ? ' slug' : '網址'}，編號改為 ${code}`
        : `網址 ${key} 已是 ${file} 第 ${line} 行（${name}）的網址${LATER[0]}：每一項要有自己的網址，${back ? `改回原本的 ${back}` : '這一項改用另一個'}`,
      pasted
        ? `this entry has the address ${key} and the code ${copy.entry.code} of ${ownerOf(kept.entry)}, as if pasted and left unchanged: give it its own ${copy.entry.pathField}, and the code ${code}`
        : `the address ${key} is already that of ${file}:${line} (${name})${LATER[1]}: each entry has its own; ${back ? `write back the one it had, ${back}` : 'give this one another'}`,
    );
  }
  for (const { kept, copy, key } of copies(claims('code'))) {
    if (copy.field.length === 1 && whole.has(copy.entry) && kept.field.length === 1) continue;
    const code = next();
    add(
      copy.entry.origin,
      copy.field,
      `頁面編號 ${key} 已由 ${ownerOf(kept.entry)}使用${LATER[0]}：改用下一個未用的編號 ${code}（舊編號不要重用）`,
      `page code ${key} is already used by ${ownerOf(kept.entry)}${LATER[1]}: use the next unused code, ${code} (never reuse an old one)`,
    );
  }
  return problems;
}

/**
 * Breadcrumbs follow each page's parent up to the home page: a page that is its own parent, or
 * pages that are each other's, never get there (the trail loses 首頁). Each loop is reported once,
 * at the parent of the page listed last among the pages in it (in the check's order, above).
 */
function parentLoops(input: RuleInput): FoundProblem[] {
  const { entries } = siteOf(input);
  const byPath = new Map<string, ShapedEntry>();
  for (const entry of entries) for (const path of [entry.routePath, ...entry.aliases.map((alias) => alias.path)]) byPath.set(path, entry);
  const parentOf = (path: string) => byPath.get(path)?.up;
  // The paths from one up its parents, and where the climb ends: at `stop`, at a path no page has, or at the first path met twice.
  const climb = (from: string, stop?: string) => {
    const chain: string[] = [];
    let end: string | undefined = from;
    while (end !== undefined && end !== stop && !chain.includes(end)) {
      chain.push(end);
      end = parentOf(end);
    }
    return { chain, end };
  };
  const seen = new Set<ShapedEntry>();
  const [problems, add] = findings();
  const write = [
    '上一層頁面的路徑，或刪除 parent 這一行（上層便是首頁）',
    'the page above it, or delete the parent line (home is then its parent)',
  ];
  entries.forEach((start) => {
    const { chain, end } = climb(start.routePath, '/');
    if (end === undefined || end === '/') return;
    const loop = chain.slice(chain.indexOf(end));
    const members = [...new Set(loop.map((each) => byPath.get(each)).filter((entry): entry is ShapedEntry => entry?.parent !== undefined))];
    const [entry] = members.sort((a, b) => entries.indexOf(b) - entries.indexOf(a));
    if (!entry || seen.has(entry)) return;
    seen.add(entry);
    const itself = members.length === 1 && loop.every((each) => byPath.get(each) === entry);
    // The loop from the blamed page back to itself (/fee → /info → /fee), cut after ten pages.
    const { chain: around, end: back } = climb(entry.routePath);
    const said = [...around, back ?? ''].slice(0, 11).join(' → ');
    add(
      entry.origin,
      ['parent'],
      itself
        ? `上層頁面 ${entry.parent} 是這一頁自己，麵包屑便到不了首頁：寫${write[0]}`
        : `上層頁面形成循環（${said}），麵包屑便到不了首頁：把這一頁的 parent 改為${write[0]}`,
      itself
        ? `the parent ${entry.parent} is this page itself, so its breadcrumbs never reach the home page: write ${write[1]}`
        : `the parents go round in a loop (${said}), so the breadcrumbs never reach the home page: for this page's parent, write ${write[1]}`,
    );
  });
  return problems;
}

/** How many characters to add, remove or change to turn one text into the other. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1)
    row = row.reduce<number[]>(
      (next, above, j) => [
        ...next,
        j === 0 ? i : Math.min(above + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)),
      ],
      [],
    );
  return row[b.length] ?? 0;
}

/** The page an editor most likely meant: one whose path begins with what was written, else the nearest spelling. */
const closest = (wanted: string, known: readonly string[]) =>
  known.find((path) => path.startsWith(wanted)) ?? [...known].sort((a, b) => distance(wanted, a) - distance(wanted, b))[0] ?? '/';

/**
 * A parent, a link to one of our pages and an article's author go to a page (one the schema refused
 * is reported there: what points at it does not echo it; a link in the wrong form is the schema's).
 */
function pathsArePages(input: RuleInput): FoundProblem[] {
  const { entries, routePaths, refused, slugs } = siteOf(input);
  // Two entries at one address: one has lost its own, and what pointed there would echo it (one-address-one-code says it).
  if (new Set(routePaths).size < routePaths.length) return [];
  const [problems, add] = findings();
  for (const { origin, parent, routePath, author } of entries) {
    if (author !== undefined && !slugs.includes(author) && !refused.has(therapistPath(author)))
      add(
        origin,
        ['authorSlug'],
        `作者 ${author} 不是治療師的 slug：可用 ${slugs.join('、')}`,
        `author ${author} is not a therapist's slug: use one of ${slugs.join(', ')}`,
      );
    if (!parent || routePaths.includes(parent) || refused.has(parent)) continue;
    // Suggested from the other pages: never the page itself or one below it.
    const near = closest(
      parent,
      routePaths.filter((path) => path !== routePath && !path.startsWith(`${routePath}/`)),
    );
    add(
      origin,
      ['parent'],
      `上層頁面 ${parent} 不存在：寫一個現有頁面的路徑，例如 ${near}`,
      `parent ${parent} is not a page: write an existing path, e.g. ${near}`,
    );
  }
  const links = textRule(everyItem, () => (target, found, path) => {
    const bare =
      ['href', 'link'].includes(String(path.at(-1))) && INTERNAL_PATH.test(target) ? (target.split('#')[0] ?? target) : undefined;
    if (bare === undefined || routePaths.includes(bare) || refused.has(bare)) return;
    const near = closest(bare, routePaths);
    found(
      `連結 ${target} 指向不存在的頁面：改為現有頁面，例如 ${near}`,
      `link ${target} goes to no page: link an existing page, e.g. ${near}`,
    );
  });
  return [...problems, ...links(input.valid)];
}

function renderedPages(input: RuleInput): FoundProblem[] {
  const [problems, add] = findings();
  for (const { origin, pathField, routePath: path } of siteOf(input).entries)
    if (pathField === 'path' && path && !input.pageFileExists(path, origin.file))
      add(
        origin,
        ['path'],
        `網站沒有顯示 ${path} 的版面：請程式人員加上 app${path}/page.tsx，或刪除這個頁面`,
        `nothing under app/ renders ${path}: a developer adds app${path}/page.tsx, or remove this page`,
      );
  return problems;
}

/** A picture, a share image or a QR code is a file of content/images/. */
const imageFiles = (input: RuleInput) =>
  nodeRule(everyItem, () => (node, found, path) => {
    const fields = { file: 'alt' in node && node.file, image: path.at(-1) === 'seo' && node.image, qrImage: node.qrImage };
    for (const [key, file] of Object.entries(fields))
      if (typeof file === 'string' && !input.imageExists(file))
        found(
          `content/images/ 裡沒有圖片 ${file}：先放入圖片，或改正檔名`,
          `there is no image ${file} in content/images/: add it, or fix the name`,
          [key],
        );
  })(input.valid);

/** Booking tags 01–06 each used once: the later use of a tag (in the check's order) is reported, offering the unused ones. */
function bookingTags(input: RuleInput): FoundProblem[] {
  const uses = new Map<string, Origin[]>();
  nodeRule(everyItem, () => (node, _, path, item) => {
    const tag = stringAt(node.booking, 'tag');
    if (tag !== undefined) uses.set(tag, [...(uses.get(tag) ?? []), { ...item, path: [...path, 'booking'] }]);
  })(input.valid);
  const unused = ['01', '02', '03', '04', '05', '06'].filter((tag) => !uses.has(tag));
  const [problems, add] = findings();
  for (const [tag, [first, ...later]] of uses)
    for (const use of later)
      add(
        use,
        ['tag'],
        `預約按鈕編號 ${tag} 已在 ${first?.file} 使用（它列在較前），每個編號只可用一次${unused.length ? `：改用未用的 ${unused.join('、')}` : ''}`,
        `booking tag ${tag} is already used in ${first?.file} (listed before this one): each tag is used once${unused.length ? `; use the unused ${unused.join(', ')}` : ''}`,
      );
  return problems;
}

/**
 * A booking message names no page: it travels in the WhatsApp link, which the provider and the
 * browser's history see before the visitor sends it (the page's neutral code already says where
 * they were). A page's own message may hold no page name; no message, the site's included, a word
 * of a page address. (The built links: tests/e2e/booking-privacy.desktop.spec.ts.)
 */
function bookingMessages(input: RuleInput): FoundProblem[] {
  const pages = siteOf(input).entries.filter((entry) => entry.kind === 'pages' && entry.routePath !== '/');
  const names = [...new Set(pages.map((entry) => entry.name).filter((name) => name.length > 1))];
  const words = [...new Set(pages.flatMap((entry) => entry.routePath.split(/[/-]/)).filter((word) => word.length > 2))];
  return nodeRule(everyItem, () => (node, found, path, item) => {
    // A page's own booking block, or the site's (content/site.ts `booking`, the export itself).
    const own = path.length === item.path.length && item.exportName === 'booking';
    const message = stringAt(own ? node : node.booking, 'message');
    if (message === undefined) return;
    // The site's message goes with every page, so a page's name in it tells nothing.
    const named =
      (own ? undefined : names.find((name) => message.includes(name))) ?? words.find((word) => message.toLowerCase().includes(word));
    if (named)
      found(
        `預約訊息寫了「${named}」，透露訪客在看哪一頁：訊息放在 WhatsApp 連結裡，傳送前已被看到。刪去這幾個字（頁面代碼已標示來源）`,
        `the booking message says "${named}", which tells what page the visitor read: the message sits in the WhatsApp link, seen before it is sent. Remove those words (the page's code already names the source)`,
        own ? ['message'] : ['booking', 'message'],
      );
  })(input.valid);
}

/** Where a platform's link is wanted: the home page's follower figures and the contact page's cards. */
const SOCIAL_USES = [
  { file: 'content/home.ts', exportName: 'home', path: ['videos', 'stats'] },
  { file: 'content/pages/contact.ts', exportName: 'contactCopy', path: ['socialCards'] },
] as const;

/** Each platform named by a follower figure or a contact card has its link in site.social: the page takes the URL from there. */
function socialLinks({ valid }: RuleInput): FoundProblem[] {
  const site = valueOf(valid, 'content/site.ts', 'site');
  if (site === undefined) return [];
  const links = valueAt(site, ['social']);
  const platforms = new Set((Array.isArray(links) ? links : []).map((link: unknown) => stringAt(link, 'platform')));
  const [problems, add] = findings();
  for (const use of SOCIAL_USES) {
    const list = valueAt(valueOf(valid, use.file, use.exportName), use.path);
    (Array.isArray(list) ? list : []).forEach((item: unknown, index) => {
      const platform = stringAt(item, 'platform');
      if (platform !== undefined && !platforms.has(platform))
        add(
          { file: use.file, exportName: use.exportName, path: [...use.path] },
          [index, 'platform'],
          `content/site.ts 的 social 沒有 ${platform} 的網址，這一項會沒有連結：在 social 加上 { platform: '${platform}', label: '…', url: 'https://…' }，或刪除這一項`,
          `content/site.ts has no ${platform} link in social, so this item would link nowhere: add { platform: '${platform}', label: '…', url: 'https://…' } to social, or delete this item`,
        );
    });
  }
  return problems;
}

export const rules: readonly Rule[] = [
  { id: 'one-address-one-code', scope: 'site', readme: 'one address, one code', run: (_, input) => copiedClaims(input) },
  { id: 'parents-reach-home', scope: 'site', readme: "a page's parents reach home", run: (_, input) => parentLoops(input) },
  { id: 'page-rendered', scope: 'site', readme: 'a page has a template under app/', run: (_, input) => renderedPages(input) },
  { id: 'link-to-a-page', scope: 'site', readme: 'a link, a parent or an author goes to a page', run: (_, input) => pathsArePages(input) },
  { id: 'image-file', scope: 'site', readme: 'a picture is a file of content/images/', run: (_, input) => imageFiles(input) },
  { id: 'booking-tag-once', scope: 'site', readme: 'booking tags 01–06 each used once', run: (_, input) => bookingTags(input) },
  {
    id: 'booking-message-private',
    scope: 'site',
    readme: 'a booking message names no page',
    run: (_, input) => bookingMessages(input),
  },
  { id: 'social-link-set', scope: 'site', readme: 'a follower figure or contact card has its link', run: (_, input) => socialLinks(input) },
];
