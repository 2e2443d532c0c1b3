import type { MetadataRoute } from 'next';
import { site } from '@/content/site';

// A static export can only write route handlers that are fully static.
export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    // A file, so no trailing slash (lib/routes/site-url.ts absoluteUrl is for pages).
    sitemap: new URL('/sitemap.xml', site.origin).toString(),
  };
}
