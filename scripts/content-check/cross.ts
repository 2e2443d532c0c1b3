import type { BlogPost, PageEntry, Therapist } from '@/content/types';
import { INTERNAL_PATH, say } from '@/lib/schema/fields';
import { blogPostPath, collectRoutes, therapistPath } from '@/lib/routes/route-list';
import type { IssuePath } from './locate';
import { copiedClaims, parentLoops, type ShapedEntry } from './site-shape';
import { eachObject } from '@/lib/walk';

/** Where a value sits: the content file, the export and the path inside it. */
export interface Origin {
  readonly file: string;
  readonly exportName: string;
  readonly path: IssuePath;
}

export interface FoundProblem extends Origin {
  readonly message: string;
}

/** The checked modules: every export's value with its origin. */
export interface LoadedExport extends Origin {
  readonly value: unknown;
  /** The export is a page entry (or a list of them) of this kind. */
  readonly pageKind?: 'page' | 'pages' | 'therapists' | 'blogPosts';
}

export interface CrossCheckOptions {
  readonly imageExists: (file: string) => boolean;
  /** True when some file under app/ renders the page at this path (file: the content file of its entry). */
  readonly pageFileExists: (path: string, file: string) => boolean;
  /** Addresses of entries the schema refused: reported there, they still count as pages for links, parents and authors. */
  readonly refusedAddresses?: readonly string[];
  /** When a content file was last saved (ms): of two entries claiming one code, the one saved later is the copy. */
  readonly savedAt?: (file: string) => number;
}

const at = (origin: Origin, more: IssuePath, message: string): FoundProblem => ({ ...origin, path: [...origin.path, ...more], message });

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j] ?? 0;
      row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

/** The page an editor most likely meant: one whose path begins with what was written, else the nearest spelling. */
const closest = (wanted: string, known: readonly string[]) =>
  known.find((path) => path.startsWith(wanted)) ?? [...known].sort((a, b) => distance(wanted, a) - distance(wanted, b))[0] ?? '/';

/** The checks that relate entries to each other: routes, links, images, booking tags, authors. */
export function crossCheck(loaded: readonly LoadedExport[], options: CrossCheckOptions): FoundProblem[] {
  const problems: FoundProblem[] = [];
  const origins = new Map<unknown, { origin: Origin; pathField: string; routePath: string }>();
  const pages: PageEntry[] = [];
  const therapists: Therapist[] = [];
  const blogPosts: BlogPost[] = [];
  for (const item of loaded) {
    const entries =
      item.pageKind === 'page'
        ? [[item.value, item.path]]
        : item.pageKind
          ? (item.value as unknown[]).flatMap((v, i) => (v === undefined ? [] : [[v, [...item.path, i]]]))
          : [];
    for (const [value, path] of entries as [unknown, IssuePath][]) {
      const pathField = item.pageKind === 'therapists' || item.pageKind === 'blogPosts' ? 'slug' : 'path';
      const { slug = '', path: own = '' } = value as { slug?: string; path?: string };
      const routePath = item.pageKind === 'therapists' ? therapistPath(slug) : item.pageKind === 'blogPosts' ? blogPostPath(slug) : own;
      origins.set(value, { origin: { ...item, path }, pathField, routePath });
      if (item.pageKind === 'therapists') therapists.push(value as Therapist);
      else if (item.pageKind === 'blogPosts') blogPosts.push(value as BlogPost);
      else pages.push(value as PageEntry);
    }
  }

  // Routes: one per path and per booking code; a parent must be a page, and parents reach home.
  const routes = collectRoutes({ pages, therapists, blogPosts });
  const routePaths = routes.map((route) => route.path);
  const refused = new Set(options.refusedAddresses ?? []);
  const shaped: ShapedEntry[] = [...origins].map(([value, { origin, pathField, routePath }]) => {
    const entry = value as Partial<PageEntry> & { dateModified?: string; title?: string };
    return {
      origin,
      pathField,
      routePath,
      name: entry.name ?? entry.title ?? '',
      code: entry.code ?? '',
      aliases: entry.aliases ?? [],
      parent: pathField === 'path' ? entry.parent : undefined,
      changed: entry.lastModified ?? entry.dateModified ?? '',
    };
  });
  const shape = options.savedAt ? { savedAt: options.savedAt } : {};
  problems.push(...copiedClaims(shaped, shape), ...parentLoops(shaped, shape));
  for (const [value, { origin, pathField, routePath }] of origins) {
    const entry = value as PageEntry;
    // A parent the schema refused is reported there: its children do not echo it.
    if (entry.parent && !routePaths.includes(entry.parent) && !refused.has(entry.parent)) {
      // Suggested from the other pages: never the page itself or one below it.
      const candidates = routePaths.filter((path) => path !== routePath && !path.startsWith(`${routePath}/`));
      problems.push(
        at(
          origin,
          ['parent'],
          say(
            `上層頁面 ${entry.parent} 不存在：寫一個現有頁面的路徑，例如 ${closest(entry.parent, candidates)}`,
            `parent ${entry.parent} is not a page: write an existing path, e.g. ${closest(entry.parent, candidates)}`,
          ),
        ),
      );
    }
    if (pathField === 'path' && entry.path && !options.pageFileExists(entry.path, origin.file)) {
      problems.push(
        at(
          origin,
          ['path'],
          say(
            `網站沒有顯示 ${entry.path} 的版面：請程式人員加上 app${entry.path}/page.tsx，或刪除這個頁面`,
            `nothing under app/ renders ${entry.path}: a developer adds app${entry.path}/page.tsx, or remove this page`,
          ),
        ),
      );
    }
  }

  // Authors of articles are therapists.
  const therapistSlugs = therapists.map((t) => t.slug);
  for (const post of blogPosts) {
    const found = origins.get(post);
    if (found && !therapistSlugs.includes(post.authorSlug) && !refused.has(therapistPath(post.authorSlug))) {
      problems.push(
        at(
          found.origin,
          ['authorSlug'],
          say(
            `作者 ${post.authorSlug} 不是治療師的 slug：可用 ${therapistSlugs.join('、')}`,
            `author ${post.authorSlug} is not a therapist's slug: use one of ${therapistSlugs.join(', ')}`,
          ),
        ),
      );
    }
  }

  // Links, images and booking buttons anywhere in the content.
  const bookings = new Map<string, Origin[]>();
  for (const item of loaded) {
    eachObject(item.value, item.path, (node, path) => {
      const origin = { ...item, path };
      for (const key of ['href', 'link'] as const) {
        const target = node[key];
        // A link in the wrong form is already reported by the schema; only well-formed ones are looked up.
        if (typeof target !== 'string' || !INTERNAL_PATH.test(target)) continue;
        const bare = target.split('#')[0] ?? target;
        if (!routePaths.includes(bare) && !refused.has(bare)) {
          const near = closest(bare, routePaths);
          problems.push(
            at(
              origin,
              [key],
              say(
                `連結 ${target} 指向不存在的頁面：改為現有頁面，例如 ${near}`,
                `link ${target} goes to no page: link an existing page, e.g. ${near}`,
              ),
            ),
          );
        }
      }
      const imageFields: [string, unknown][] = [];
      if (typeof node.file === 'string' && 'alt' in node) imageFields.push(['file', node.file]);
      if (path.at(-1) === 'seo' && typeof node.image === 'string') imageFields.push(['image', node.image]);
      if (typeof node.qrImage === 'string') imageFields.push(['qrImage', node.qrImage]);
      for (const [key, file] of imageFields) {
        if (typeof file === 'string' && !options.imageExists(file)) {
          problems.push(
            at(
              origin,
              [key],
              say(
                `content/images/ 裡沒有圖片 ${file}：先放入圖片，或改正檔名`,
                `there is no image ${file} in content/images/: add it, or fix the name`,
              ),
            ),
          );
        }
      }
      const booking = node.booking;
      if (typeof booking === 'object' && booking !== null && typeof (booking as { tag?: unknown }).tag === 'string') {
        const tag = (booking as { tag: string }).tag;
        bookings.set(tag, [...(bookings.get(tag) ?? []), { ...item, path: [...path, 'booking'] }]);
      }
    });
  }
  const unused = ['01', '02', '03', '04', '05', '06'].filter((tag) => !bookings.has(tag));
  // As with codes, the button whose file was saved last is the copy (a stable sort keeps the lists' order otherwise).
  const savedAt = (use: Origin) => options.savedAt?.(use.file) ?? 0;
  const bySave = (a: Origin, b: Origin) => (Math.abs(savedAt(a) - savedAt(b)) > 2000 ? savedAt(a) - savedAt(b) : 0);
  for (const [tag, uses] of bookings) {
    for (const use of [...uses].sort(bySave).slice(1)) {
      const instead = unused.length ? say(`改用未用的 ${unused.join('、')}`, `use the unused ${unused.join(', ')}`) : '';
      problems.push(
        at(
          use,
          ['tag'],
          `${say(`預約按鈕編號 ${tag} 已在別處使用，每個編號只可用一次`, `booking tag ${tag} is already used: each tag is used once`)}${instead ? ` ${instead}` : ''}`,
        ),
      );
    }
  }
  return problems;
}
