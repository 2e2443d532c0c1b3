import type { MetadataRoute } from 'next';
import { routes } from '@/lib/routes';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';

// A static export can only write route handlers that are fully static.
export const dynamic = 'force-static';

/** Every indexable page entry (aliases such as /problems/relationship-trauma are not). */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(routes);
}
