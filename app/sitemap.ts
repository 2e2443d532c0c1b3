import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site-url';
import { indexableRoutes } from '@/lib/routes';

// A static export can only write route handlers that are fully static.
export const dynamic = 'force-static';

/** Every indexable page entry (aliases such as /problems/relationship-trauma are not). */
export default function sitemap(): MetadataRoute.Sitemap {
  return indexableRoutes().map((route) => ({
    url: absoluteUrl(route.path),
    lastModified: route.lastModified,
  }));
}
