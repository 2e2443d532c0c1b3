import type { BlogPost, ContentPage, PageEntry, PageSeo, Therapist } from '@/content/types';
import { blogPostPath, therapistPath } from './addresses';
import { FLUSH_PATHS, MAINLAND_NOTICE_PATHS, WITHOUT_BOOKING_PATHS } from './frame-paths';

/** Every page entry of the content, by the route that renders it (lib/routes/pages.ts gathers the real ones). */
export interface PageSources {
  /**
   * Pages rendered by a folder of their own under app/ (home, /services, /contact, /blog, …). The
   * content check, which does not know the templates, passes every page entry here.
   */
  readonly pages: readonly PageEntry[];
  /** General pages that app/[...path] renders from their sections alone. */
  readonly sectionPages?: readonly ContentPage[];
  /** Pages at /services/<slug>. */
  readonly servicePages?: readonly ContentPage[];
  /** Pages at /problems/<slug>, with their older addresses. */
  readonly problemPages?: readonly ContentPage[];
  /** Profiles at /therapist/<slug>. */
  readonly therapists: readonly Therapist[];
  /** Articles at /blog/<slug>. */
  readonly blogPosts: readonly BlogPost[];
}

export { blogPostPath, lastSegment, pathOfSegments, problemPath, segmentsOf, servicePath, therapistPath } from './addresses';

export interface Crumb {
  readonly name: string;
  readonly path: string;
}

/** What a page is, whichever template renders it. Pure: the content check derives it from a copy of the content too. */
interface RouteFields {
  readonly path: string;
  /** Neutral booking code ('P07'): names the page in a WhatsApp message without its topic. */
  readonly code: string;
  /** Short name used in menus and breadcrumbs. */
  readonly name: string;
  /** The path of the breadcrumb parent; home when omitted. */
  readonly parent?: string;
  /** Home → … → the page itself, following each route's parent. */
  readonly crumbs: readonly Crumb[];
  /** Listed in the sitemap (false for aliases, which serve another page under an older address). */
  readonly indexable: boolean;
  /** The page has no top margin or padding (its hero sits under the fixed header): lib/routes/frame-paths.ts. */
  readonly flush: boolean;
  /** The page opens with the quick exit (lib/crisis/quick-exit.ts). */
  readonly quickExit: boolean;
  /** A page built from content sections ends with the booking block (lib/routes/frame-paths.ts). */
  readonly booking: boolean;
  /** The Simplified edition shows the notice for the mainland before the booking block (lib/routes/frame-paths.ts). */
  readonly mainlandNotice: boolean;
  /** ISO date of the last content change, used by the sitemap. */
  readonly lastModified: string;
  /** The address search engines should index for this page's content. */
  readonly canonical: string;
  readonly seo: PageSeo;
}

/**
 * A page of the site and the template that renders it: `kind` names its route under app/
 * ('folder': a folder of its own; 'section': app/[...path]; the others their [slug] folder), and
 * the routes built from content sections carry that content.
 */
export type RouteEntry =
  | (RouteFields & { readonly kind: 'folder' })
  | (RouteFields & { readonly kind: 'section'; readonly page: ContentPage })
  | (RouteFields & { readonly kind: 'service'; readonly page: ContentPage })
  | (RouteFields & { readonly kind: 'problem'; readonly page: ContentPage })
  | (RouteFields & { readonly kind: 'therapist'; readonly therapist: Therapist })
  | (RouteFields & { readonly kind: 'article'; readonly post: BlogPost });
export type RouteKind = RouteEntry['kind'];
export type RouteOf<K extends RouteKind> = Extract<RouteEntry, { readonly kind: K }>;

/** What a booking link needs to know of its page: the code it sends, and the path (the terms page leaves out its own link). */
export type PageRef = Pick<RouteEntry, 'path' | 'code'>;

/** The booking code of a page that is not a route (the not-found page). */
export const UNKNOWN_PAGE_CODE = 'P00';

/** The not-found page, which answers for every unknown address, as a booking link names it. */
export const notFoundPageRef: PageRef = { path: '/404', code: UNKNOWN_PAGE_CODE };

export interface RouteOptions {
  /** The paths that open with the quick exit (lib/crisis/quick-exit.ts); none when omitted. */
  readonly quickExit?: ReadonlySet<string>;
}

type Fields = Omit<RouteFields, 'crumbs'>;
/** A route before its trail is known: each member of the union without `crumbs`. */
type WithoutCrumbs<T> = T extends unknown ? Omit<T, 'crumbs'> : never;
type Found = WithoutCrumbs<RouteEntry>;

/** Every page entry of the sources, whatever renders it (for checks that read all their words). */
export function pageEntriesOf(sources: PageSources): PageEntry[] {
  return [...sources.pages, ...(sources.sectionPages ?? []), ...(sources.servicePages ?? []), ...(sources.problemPages ?? [])];
}

/**
 * Every route, from the page entries, in the order the editors list them: the pages with a folder
 * of their own, the service pages and the problem pages (the menu under /services lists them
 * before any general page that names /services as its parent), the general pages, the therapists,
 * the articles, each in its list's order; an alias right after its page. Menus, cards and listings
 * read this order; the booking codes name pages and never order them, so a new page's next free
 * code does not send it to the end.
 */
export function collectRoutes(sources: PageSources, options: RouteOptions = {}): RouteEntry[] {
  const quickExit = options.quickExit ?? new Set<string>();
  const fields = (path: string, rest: Omit<Fields, 'path' | 'flush' | 'quickExit' | 'booking' | 'mainlandNotice'>): Fields => ({
    path,
    ...rest,
    flush: FLUSH_PATHS.has(path),
    quickExit: quickExit.has(path),
    booking: !WITHOUT_BOOKING_PATHS.has(path),
    mainlandNotice: MAINLAND_NOTICE_PATHS.has(path),
  });
  const pageRoutes = (page: PageEntry): Fields[] => {
    const { path, code, name, parent, lastModified, seo } = page;
    const base = { name, ...(parent ? { parent } : {}), lastModified, canonical: path };
    return [
      fields(path, { ...base, code, indexable: true, seo: { path, ...seoFields(seo) } }),
      ...(page.aliases ?? []).map((alias) =>
        fields(alias.path, { ...base, code: alias.code, indexable: false, seo: { path: alias.path, ...seoFields(seo) } }),
      ),
    ];
  };
  const found: Found[] = [
    ...sources.pages.flatMap((page) => pageRoutes(page).map((route) => ({ ...route, kind: 'folder' as const }))),
    ...(sources.servicePages ?? []).flatMap((page) => pageRoutes(page).map((route) => ({ ...route, kind: 'service' as const, page }))),
    ...(sources.problemPages ?? []).flatMap((page) => pageRoutes(page).map((route) => ({ ...route, kind: 'problem' as const, page }))),
    ...(sources.sectionPages ?? []).flatMap((page) => pageRoutes(page).map((route) => ({ ...route, kind: 'section' as const, page }))),
    ...sources.therapists.map((therapist) => {
      const path = therapistPath(therapist.slug);
      const { code, name, lastModified, seo } = therapist;
      const route = fields(path, {
        code,
        name,
        parent: '/therapist',
        indexable: true,
        lastModified,
        canonical: path,
        seo: { path, ...seoFields(seo) },
      });
      return { ...route, kind: 'therapist' as const, therapist };
    }),
    ...sources.blogPosts.map((post) => {
      const path = blogPostPath(post.slug);
      const route = fields(path, {
        code: post.code,
        name: post.title,
        parent: '/blog',
        indexable: true,
        lastModified: post.dateModified,
        canonical: path,
        seo: { path, ...seoFields(post.seo), type: 'article' },
      });
      return { ...route, kind: 'article' as const, post };
    }),
  ];
  const byPath = new Map<string, Fields>(found.map((route) => [route.path, route]));
  return found.map((route): RouteEntry => ({ ...route, crumbs: trailFrom(byPath, route.path) }));
}

function seoFields(seo: { title: string; description: string; image?: string }) {
  return { title: seo.title, description: seo.description, ...(seo.image ? { ogImage: seo.image } : {}) };
}

function trailFrom(byPath: ReadonlyMap<string, Pick<RouteFields, 'path' | 'name' | 'parent'>>, path: string): Crumb[] {
  const trail: Crumb[] = [];
  let current = byPath.get(path);
  const seen = new Set<string>();
  while (current && !seen.has(current.path)) {
    seen.add(current.path);
    trail.unshift({ name: current.name, path: current.path });
    if (current.path === '/') break;
    current = byPath.get(current.parent ?? '/');
  }
  return trail;
}
