import type { MetadataRoute } from 'next';
import { routes } from '@/lib/routes';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';

// A static export can only write route handlers that are fully static.
export const dynamic = 'force-static';

/**
 * Every indexable page entry (aliases such as /problems/relationship-trauma are not). Each `lastmod`
 * is its entry's `lastModified` in content/ (a post's `dateModified`), gathered by `collectRoutes`.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(routes);
}
