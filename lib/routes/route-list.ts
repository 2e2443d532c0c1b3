import type { BlogPost, PageEntry, PageSeo, Therapist } from '@/content/types';

/** Every page entry of the content, by kind (lib/routes/pages.ts gathers the real ones). */
export interface PageSources {
  /** Entries that carry their own path: home, services, contact, service, problem and other pages. */
  readonly pages: readonly PageEntry[];
  /** Profiles at /therapist/<slug>. */
  readonly therapists: readonly Therapist[];
  /** Articles at /blog/<slug>. */
  readonly blogPosts: readonly BlogPost[];
}

export const therapistPath = (slug: string): string => `/therapist/${slug}`;
export const blogPostPath = (slug: string): string => `/blog/${slug}`;

/** A page of the site, derived from its content entry. Pure: the content check runs it over a copy of the content too. */
export interface RouteEntry {
  readonly path: string;
  /** Neutral booking code ('P07'): names the page in a WhatsApp message without its topic. */
  readonly code: string;
  /** Short name used in menus and breadcrumbs. */
  readonly name: string;
  /** The path of the breadcrumb parent; home when omitted. */
  readonly parent?: string;
  /** Listed in the sitemap (false for aliases, which serve another page under an older address). */
  readonly indexable: boolean;
  /** The page has no top margin or padding (its hero sits under the fixed header). */
  readonly flush: boolean;
  /** ISO date of the last content change, used by the sitemap. */
  readonly lastModified: string;
  /** The address search engines should index for this page's content. */
  readonly canonical: string;
  readonly seo: PageSeo;
}

/** The booking code of a page that is not a route (the not-found page). */
export const UNKNOWN_PAGE_CODE = 'P00';

/** Every route, from the page entries; aliases follow their page. Ordered by booking code. */
export function collectRoutes(sources: PageSources): RouteEntry[] {
  const found: RouteEntry[] = [];
  for (const page of sources.pages) {
    const { path, code, name, parent, lastModified, flush = false, seo } = page;
    const base = { name, ...(parent ? { parent } : {}), flush, lastModified, canonical: path };
    found.push({ ...base, path, code, indexable: true, seo: { path, ...seoFields(seo) } });
    for (const alias of page.aliases ?? []) {
      found.push({ ...base, path: alias.path, code: alias.code, indexable: false, seo: { path: alias.path, ...seoFields(seo) } });
    }
  }
  for (const therapist of sources.therapists) {
    const path = therapistPath(therapist.slug);
    const { code, name, lastModified, seo } = therapist;
    found.push({
      path,
      code,
      name,
      parent: '/therapist',
      indexable: true,
      flush: false,
      lastModified,
      canonical: path,
      seo: { path, ...seoFields(seo) },
    });
  }
  for (const post of sources.blogPosts) {
    const path = blogPostPath(post.slug);
    found.push({
      path,
      code: post.code,
      name: post.title,
      parent: '/blog',
      indexable: true,
      flush: false,
      lastModified: post.dateModified,
      canonical: path,
      seo: { path, ...seoFields(post.seo), type: 'article' },
    });
  }
  return found.sort((a, b) => a.code.localeCompare(b.code));
}

function seoFields(seo: { title: string; description: string; image?: string }) {
  return { title: seo.title, description: seo.description, ...(seo.image ? { ogImage: seo.image } : {}) };
}

export interface Crumb {
  readonly name: string;
  readonly path: string;
}

/** Home → … → the page itself, following each route's parent. */
export function trailIn(routes: readonly RouteEntry[], path: string): Crumb[] {
  const byPath = new Map(routes.map((route) => [route.path, route]));
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
