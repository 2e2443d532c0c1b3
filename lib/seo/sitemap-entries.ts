import type { MetadataRoute } from 'next';
import type { RouteEntry } from '@/lib/routes/route-list';
import { absoluteUrl } from '@/lib/site-url';

/** Every indexable page, dated by its entry (aliases such as an older address are left out). */
export function sitemapEntries(routes: readonly RouteEntry[]): MetadataRoute.Sitemap {
  return routes.filter((route) => route.indexable).map((route) => ({ url: absoluteUrl(route.path), lastModified: route.lastModified }));
}
