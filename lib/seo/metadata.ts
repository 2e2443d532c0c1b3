// lib/seo/: what search engines and link previews read, all built at build time: metadata.ts (this
// file: each page's <head>), json-ld.ts (structured data), og-image.ts (share images), faq.ts and
// fees.ts (what json-ld.ts reads from content), sitemap-entries.ts, theme-color.ts.
import { editionPlaceText } from '@/lib/crisis/hotline';
import type { Metadata, Viewport } from 'next';
import { notFoundCopy } from '@/content/pages/not-found';
import { site } from '@/content/site';
import type { PageSeo } from '@/content/types';
import { SIMPLIFIED, TRADITIONAL, edition } from '@/lib/edition';
import { getRoute, type RouteEntry } from '@/lib/routes';
import { absoluteUrl } from '@/lib/routes/site-url';
import { THEME_COLOR } from '@/lib/seo/theme-color';
import { OG_IMAGE_SIZE, absoluteFileUrl, defaultOgImagePath, ogImageUrl } from './og-image';

/** The not-found page. Next writes its `noindex` itself, once: no robots of ours beside it. */
export const notFoundSeo: PageSeo = { path: '/404', ...notFoundCopy.seo };

export const TITLE_TEMPLATE = `%s｜${site.shortName}`;
const OG_LOCALE = edition.ogLocale;

/** The title as the browser shows it, after the root template. */
export function fullTitle(title: string): string {
  return TITLE_TEMPLATE.replace('%s', title);
}

function socialImage(seo: PageSeo, title: string) {
  const url = absoluteFileUrl(seo.ogImage ? ogImageUrl(seo.ogImage) : defaultOgImagePath);
  const alt = seo.ogImage ? title : site.defaultSocialImage.alt;
  return { url, ...OG_IMAGE_SIZE, alt };
}

export interface PageMetadataOptions {
  /** Open Graph article fields for pages of type 'article' (ISO dates, author profile URLs). */
  readonly article?: {
    readonly publishedTime: string;
    readonly modifiedTime: string;
    readonly authors?: readonly string[];
  };
}

function buildMetadata(seo: PageSeo, canonicalPath: string | null, options: PageMetadataOptions = {}): Metadata {
  const title = fullTitle(seo.title);
  const image = socialImage(seo, title);
  const url = canonicalPath === null ? undefined : absoluteUrl(canonicalPath);
  // Each edition names itself as canonical and both as alternates; search engines without a
  // language match get the Traditional page.
  const languages =
    canonicalPath === null
      ? undefined
      : {
          [TRADITIONAL.lang]: absoluteUrl(canonicalPath, TRADITIONAL),
          [SIMPLIFIED.lang]: absoluteUrl(canonicalPath, SIMPLIFIED),
          'x-default': absoluteUrl(canonicalPath, TRADITIONAL),
        };
  const description = editionPlaceText(seo.description);
  const common = { title, description, url, siteName: site.name, locale: OG_LOCALE, images: [image] };
  const openGraph: Metadata['openGraph'] =
    seo.type === 'article'
      ? { ...common, type: 'article', ...options.article, authors: options.article?.authors?.slice() }
      : { ...common, type: 'website' };
  return {
    // Absolute: the root layout's template does not reach a page in its own segment (home).
    title: { absolute: title },
    description,
    ...(url ? { alternates: { canonical: url, languages } } : {}),
    openGraph,
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  };
}

/** Metadata of a route from its page entry: title, description, canonical, Open Graph, Twitter. */
export function pageMetadata(route: Pick<RouteEntry, 'seo' | 'canonical'>, options?: PageMetadataOptions): Metadata {
  return buildMetadata(route.seo, route.canonical, options);
}

/** The not-found page: no canonical (it answers for every unknown address). */
export const notFoundMetadata: Metadata = buildMetadata(notFoundSeo, null);

const home = getRoute('/').seo;

/**
 * Defaults of the root layout. No `alternates` here: a canonical inherited by a page that
 * forgot its own would point every such page at the home page.
 */
export const rootMetadata: Metadata = {
  metadataBase: new URL(site.origin),
  title: { default: fullTitle(home.title), template: TITLE_TEMPLATE },
  description: home.description,
  applicationName: site.name,
  openGraph: {
    type: 'website',
    siteName: site.name,
    locale: OG_LOCALE,
    images: [{ url: absoluteFileUrl(defaultOgImagePath), ...OG_IMAGE_SIZE, alt: site.defaultSocialImage.alt }],
  },
  twitter: { card: 'summary_large_image', images: [absoluteFileUrl(defaultOgImagePath)] },
  // iOS Safari would otherwise turn digit runs (fees, dates, years) into phone links; the
  // real numbers are already explicit tel: links, so detection adds only false positives.
  formatDetection: { telephone: false, email: false, address: false },
};

/** The viewport of every page: the root layout's, and the global not-found page's (outside the layout). */
export const rootViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: THEME_COLOR,
};
