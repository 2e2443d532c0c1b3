import { site } from '@/content/site';
import type { BlogPost, FaqItem, Therapist } from '@/content/types';
import { absoluteUrl } from '@/lib/site-url';
import { breadcrumbTrail } from '@/lib/routes';
import type {
  BlogPosting,
  BreadcrumbList,
  FaqPage,
  ImageObject,
  MedicalBusiness,
  OrganizationRef,
  PersonRef,
  ProfilePage,
  WebSite,
  WithContext,
} from './json-ld-types';
import { getPageSeo } from './metadata';
import { LOGO_PATH, absoluteFileUrl, defaultOgImagePath, ogImageUrl } from './og-image';

/*
 * Pure builders of schema.org JSON-LD, rendered by components/seo/json-ld-script.tsx. Every URL is
 * absolute; page URLs carry the trailing slash of the export. Images are the generated
 * 1200×630 social JPEGs (crawlers do not read our AVIF/WebP variants); the logo is /icon.svg.
 */

const CONTEXT = 'https://schema.org' as const;
const LANGUAGE = 'zh-Hant-HK';
const homeUrl = absoluteUrl('/');
const ORGANIZATION_ID = `${homeUrl}#organization`;
const WEBSITE_ID = `${homeUrl}#website`;

function logo(): ImageObject {
  return { '@type': 'ImageObject', url: absoluteFileUrl(LOGO_PATH) };
}

function organizationRef(type: OrganizationRef['@type']): OrganizationRef {
  return { '@type': type, '@id': ORGANIZATION_ID, name: site.name, url: homeUrl, logo: logo() };
}

function therapistUrl(slug: string): string {
  return absoluteUrl(`/therapist/${slug}`);
}

function personRef(t: Therapist): PersonRef {
  const url = therapistUrl(t.slug);
  return { '@type': 'Person', '@id': `${url}#person`, name: t.name, url, jobTitle: t.role };
}

/** The centre (schema.org has no psychotherapy type; MedicalClinic would claim a clinic). */
export function organizationJsonLd(): WithContext<MedicalBusiness> {
  return {
    '@context': CONTEXT,
    '@type': 'MedicalBusiness',
    '@id': ORGANIZATION_ID,
    name: site.name,
    alternateName: [site.shortName, site.englishName],
    description: getPageSeo('/').description,
    url: homeUrl,
    logo: logo(),
    image: absoluteFileUrl(defaultOgImagePath),
    telephone: site.phone.e164,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.district,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...site.openingHours.days],
        opens: site.openingHours.opens,
        closes: site.openingHours.closes,
      },
    ],
    priceRange: site.priceRange,
    sameAs: site.social.map((link) => link.url),
    areaServed: { '@type': 'AdministrativeArea', name: site.areaServed },
    foundingDate: String(site.foundingYear),
  };
}

export function websiteJsonLd(): WithContext<WebSite> {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    name: site.name,
    alternateName: site.shortName,
    url: homeUrl,
    inLanguage: LANGUAGE,
    publisher: { '@id': ORGANIZATION_ID },
  };
}

/** The same trail as the visible breadcrumb: home → … → the page itself. */
export function breadcrumbJsonLd(path: string): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbTrail(path).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** Pass the items the visible accordion renders, so the two cannot drift apart. */
export function faqJsonLd(items: readonly FaqItem[]): WithContext<FaqPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function articleJsonLd(post: BlogPost, author: Therapist): WithContext<BlogPosting> {
  if (post.authorSlug !== author.slug) {
    throw new Error(`articleJsonLd: post "${post.slug}" is by "${post.authorSlug}", not "${author.slug}"`);
  }
  const url = absoluteUrl(`/blog/${post.slug}`);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: [absoluteFileUrl(ogImageUrl(post.image.file))],
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    inLanguage: LANGUAGE,
    url,
    author: personRef(author),
    publisher: organizationRef('Organization'),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}

export function profilePageJsonLd(t: Therapist): WithContext<ProfilePage> {
  const ref = personRef(t);
  return {
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    url: ref.url,
    inLanguage: LANGUAGE,
    mainEntity: {
      ...ref,
      alternateName: t.englishName,
      jobTitle: t.role,
      description: t.description,
      image: absoluteFileUrl(ogImageUrl(t.image.file)),
      knowsLanguage: [...t.languages],
      knowsAbout: [...t.specialties],
      worksFor: organizationRef('MedicalBusiness'),
    },
  };
}
