import { site } from '@/content/site';

/** Open Graph images: 1200×630 (1.91:1, the link-preview shape); the image step writes them as JPEG, which every crawler reads. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * Site path of the generated social image for a source in content/images/:
 * 'service-family.svg' → '/generated/og/service-family.jpg'. The image step writes the file at the
 * same path; the SEO browser test checks that every page's og:image exists in out/.
 */
export function ogImageUrl(file: string): string {
  const name = file.split('/').pop() ?? file;
  const basename = name.replace(/\.[^.]+$/, '');
  if (!basename) throw new Error(`ogImageUrl: no file name in "${file}"`);
  // eslint-disable-next-line no-restricted-syntax -- a file the image step writes under public/, not a page's address
  return `/generated/og/${basename}.jpg`;
}

/** The default social image (og-default.svg → /generated/og/og-default.jpg). */
export const defaultOgImagePath = ogImageUrl(site.defaultSocialImage.file);

/**
 * Absolute URL of a file path. Unlike lib/routes/site-url.ts `absoluteUrl`, it adds no trailing slash:
 * files (images, sitemap.xml) are not pages.
 */
export function absoluteFileUrl(filePath: string): string {
  return new URL(filePath, site.origin).toString();
}
