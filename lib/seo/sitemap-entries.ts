import type { MetadataRoute } from 'next';
import { EDITIONS, TRADITIONAL } from '@/lib/edition';
import type { RouteEntry } from '@/lib/routes/route-list';
import { absoluteUrl } from '@/lib/routes/site-url';

/**
 * Every indexable page in each edition, dated by its entry (aliases such as an older address are
 * left out); each lists both editions as alternates, the Traditional one also as x-default.
 */
export function sitemapEntries(routes: readonly RouteEntry[]): MetadataRoute.Sitemap {
  return routes
    .filter((route) => route.indexable)
    .flatMap((route) => {
      const languages = Object.fromEntries([
        ...EDITIONS.map((each) => [each.lang, absoluteUrl(route.path, each)]),
        ['x-default', absoluteUrl(route.path, TRADITIONAL)],
      ]);
      return EDITIONS.map((each) => ({ url: absoluteUrl(route.path, each), lastModified: route.lastModified, alternates: { languages } }));
    });
}
