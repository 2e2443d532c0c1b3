import { editionPlaceText } from '@/lib/crisis/hotline';
import { home } from '@/content/home';
import { page as feePage } from '@/content/pages/fee';
import { site } from '@/content/site';
import type { BlogPost, ContentPage, FaqItem, Therapist } from '@/content/types';
import { streetAddress } from '@/lib/address';
import { edition } from '@/lib/edition';
import { LOGO_PNG_PATH, LOGO_PNG_SIZE } from '@/lib/images/logo';
import { absoluteUrl } from '@/lib/routes/site-url';
import type { Crumb } from '@/lib/routes';
import { blogPostPath, therapistPath } from '@/lib/routes/addresses';
import type {
  AdministrativeArea,
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  ImageObject,
  LocalBusiness,
  Person,
  ProfilePage,
  Service,
  WebSite,
  WithContext,
} from 'schema-dts';
import { priceRange, sessionFees } from './fees';
import { absoluteFileUrl, defaultOgImagePath, ogImageUrl } from './og-image';

/*
 * Pure builders of schema.org JSON-LD, rendered by components/seo/json-ld-script.tsx. Every URL is
 * absolute; page URLs carry the trailing slash of the export. Images are the generated
 * 1200×630 social JPEGs (crawlers do not read our AVIF/WebP variants); the logo is the square
 * PNG the image step renders from the brand logo.
 */

const CONTEXT = 'https://schema.org' as const;
const LANGUAGE = edition.lang;
const homeUrl = absoluteUrl('/');
const ORGANIZATION_ID = `${homeUrl}#organization`;
const WEBSITE_ID = `${homeUrl}#website`;
/** The centre's one type, the spec's local business (not a medical one: psychotherapy here is no medical service): every mention of its @id says the same, or parsers see two entities. */
const ORGANIZATION_TYPE = 'LocalBusiness';
/** Hong Kong has no daylight saving: a content date is that day's midnight at UTC+8. */
const HONG_KONG_OFFSET = '+08:00';

function logo() {
  // schema.org gives an image's width and height as text (a Distance), e.g. "512".
  const size = String(LOGO_PNG_SIZE);
  return { '@type': 'ImageObject', url: absoluteFileUrl(LOGO_PNG_PATH), width: size, height: size } as const satisfies ImageObject;
}

function organizationRef() {
  return {
    '@type': ORGANIZATION_TYPE,
    '@id': ORGANIZATION_ID,
    name: site.name,
    url: homeUrl,
    logo: logo(),
  } as const satisfies LocalBusiness;
}

/** A content date ('2026-11-20') as a full ISO 8601 time in Hong Kong ('2026-11-20T00:00:00+08:00'). */
export function hongKongDateTime(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`hongKongDateTime: "${date}" is not a YYYY-MM-DD date`);
  return `${date}T00:00:00${HONG_KONG_OFFSET}`;
}

const areaServed = () => ({ '@type': 'AdministrativeArea', name: site.areaServed }) as const satisfies AdministrativeArea;

function therapistUrl(slug: string): string {
  return absoluteUrl(therapistPath(slug));
}

function personRef(t: Therapist) {
  const url = therapistUrl(t.slug);
  return { '@type': 'Person', '@id': `${url}#person`, name: t.name, url, jobTitle: t.role } as const satisfies Person;
}

/** The centre (schema.org has no psychotherapy type; MedicalClinic would claim a clinic). */
export function organizationJsonLd() {
  return {
    '@context': CONTEXT,
    '@type': ORGANIZATION_TYPE,
    '@id': ORGANIZATION_ID,
    name: site.name,
    alternateName: [site.shortName, site.englishName],
    description: home.seo.description,
    url: homeUrl,
    logo: logo(),
    image: absoluteFileUrl(defaultOgImagePath),
    telephone: site.phone.e164,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: streetAddress(site.address),
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
    priceRange: priceRange(),
    sameAs: site.social.map((link) => link.url),
    areaServed: areaServed(),
    foundingDate: String(site.foundingYear),
  } satisfies WithContext<LocalBusiness>;
}

export function websiteJsonLd() {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    name: site.name,
    alternateName: site.shortName,
    url: homeUrl,
    inLanguage: LANGUAGE,
    publisher: { '@id': ORGANIZATION_ID },
  } satisfies WithContext<WebSite>;
}

/** The same trail as the visible breadcrumb (a route's `crumbs`): home → … → the page itself. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  } satisfies WithContext<BreadcrumbList>;
}

/** Pass the items the visible accordion renders, so the two cannot drift apart. */
export function faqJsonLd(items: readonly FaqItem[]) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: editionPlaceText(item.answer) },
    })),
  } satisfies WithContext<FAQPage>;
}

export function articleJsonLd(post: BlogPost, author: Therapist) {
  if (post.authorSlug !== author.slug) {
    throw new Error(`articleJsonLd: post "${post.slug}" is by "${post.authorSlug}", not "${author.slug}"`);
  }
  const url = absoluteUrl(blogPostPath(post.slug));
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: [absoluteFileUrl(ogImageUrl(post.image.file))],
    datePublished: hongKongDateTime(post.datePublished),
    dateModified: hongKongDateTime(post.dateModified),
    inLanguage: LANGUAGE,
    url,
    author: personRef(author),
    publisher: organizationRef(),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  } satisfies WithContext<BlogPosting>;
}

export function profilePageJsonLd(t: Therapist) {
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
      worksFor: organizationRef(),
      ...credentialsOf(t),
    },
  } satisfies WithContext<ProfilePage>;
}

/**
 * The qualifications the profile page shows (content/therapists.ts), and no others: degrees and
 * certificates as credentials recognised by their issuer, memberships as the bodies the therapist
 * belongs to. Sample entries are left out: search engines get only what the centre has checked.
 */
function credentialsOf(t: Therapist) {
  const shown = (t.qualifications ?? []).filter((q) => !q.sample);
  const credentials = shown.filter((q) => q.kind !== 'membership');
  const memberships = shown.filter((q) => q.kind === 'membership');
  return {
    ...(credentials.length > 0 && {
      hasCredential: credentials.map((q) => ({
        '@type': 'EducationalOccupationalCredential' as const,
        name: q.title,
        credentialCategory: q.kind,
        recognizedBy: { '@type': 'Organization' as const, name: q.issuer },
        dateCreated: q.year,
        ...(q.number && { identifier: q.number }),
        ...(q.registerUrl && { url: q.registerUrl }),
      })),
    }),
    ...(memberships.length > 0 && {
      memberOf: memberships.map((q) => ({
        '@type': 'Organization' as const,
        name: q.issuer,
        ...(q.registerUrl && { url: q.registerUrl }),
      })),
    }),
  };
}

/**
 * A service page as a schema.org Service of the centre: held in Hong Kong in person and online,
 * offered at the session fees the fee page shows.
 */
export function serviceJsonLd(page: Pick<ContentPage, 'path' | 'name' | 'seo'>) {
  const url = absoluteUrl(page.path);
  const fees = sessionFees();
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    '@id': `${url}#service`,
    name: page.name,
    serviceType: page.name,
    description: editionPlaceText(page.seo.description),
    url,
    provider: organizationRef(),
    areaServed: areaServed(),
    availableChannel: [
      { '@type': 'ServiceChannel', name: site.channels.inPerson, serviceLocation: { '@id': ORGANIZATION_ID } },
      { '@type': 'ServiceChannel', name: site.channels.online, serviceUrl: url },
    ],
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'HKD',
      lowPrice: Math.min(...fees),
      highPrice: Math.max(...fees),
      offerCount: fees.length,
      url: absoluteUrl(feePage.path),
    },
  } satisfies WithContext<Service>;
}
