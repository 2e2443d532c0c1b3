import { site } from '@/content/site';
import type { BlogPost, Therapist } from '@/content/types';
import { breadcrumbTrail, routes } from '@/lib/routes';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  organizationJsonLd,
  profilePageJsonLd,
  websiteJsonLd,
} from '@/lib/seo/json-ld';

const origin = site.origin;

const therapist: Therapist = {
  slug: 'chan-sum-yee',
  code: 'P17',
  lastModified: '2026-11-20',
  seo: { title: '陳心怡', description: '創辦人及首席治療師。' },
  name: '陳心怡',
  englishName: 'Chan Sum Yee',
  role: '創辦人及首席治療師',
  description: '擅長家族系統排列及整合心理治療。',
  image: { file: 'therapist-chan-sum-yee.svg', alt: '陳心怡' },
  languages: ['廣東話', '普通話', 'English'],
  specialties: ['家庭關係', '感情困擾'],
  training: [],
  approach: [],
  bio: [],
  inTeamGrid: true,
  isLead: true,
};

const post: BlogPost = {
  slug: 'what-is-family-constellation',
  code: 'P31',
  seo: { title: '甚麼是家族系統排列？', description: '介紹家族系統排列的原理與過程。' },
  title: '甚麼是家族系統排列？',
  excerpt: '介紹家族系統排列的原理與過程。',
  authorSlug: 'chan-sum-yee',
  datePublished: '2026-11-01',
  dateModified: '2026-11-18',
  image: { file: 'blog-what-is-family-constellation.svg', alt: '家族系統排列' },
  readingMinutes: 8,
  sections: [],
};

describe('organizationJsonLd', () => {
  const org = organizationJsonLd();

  it('describes the centre as a MedicalBusiness with its contact details', () => {
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MedicalBusiness',
      name: site.name,
      url: `${origin}/`,
      telephone: site.phone.e164,
      email: site.email,
      priceRange: site.priceRange,
      image: `${origin}/generated/og/og-default.jpg`,
      logo: { '@type': 'ImageObject', url: `${origin}/icon.svg` },
    });
  });

  it('gives a Hong Kong postal address and coordinates', () => {
    expect(org.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.district,
      addressRegion: site.address.region,
      addressCountry: 'HK',
    });
    expect(org.geo).toEqual({ '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude });
  });

  it('opens every day 09:00–18:00', () => {
    expect(org.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '09:00',
        closes: '18:00',
      },
    ]);
  });

  it('links the social profiles', () => {
    expect(org.sameAs).toEqual(site.social.map((link) => link.url));
    expect(org.sameAs.length).toBeGreaterThan(0);
  });
});

describe('websiteJsonLd', () => {
  it('names the site, its language and its publisher', () => {
    expect(websiteJsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: site.name,
      alternateName: site.shortName,
      url: `${origin}/`,
      inLanguage: 'zh-Hant-HK',
      publisher: { '@id': organizationJsonLd()['@id'] },
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('follows the route parents with absolute trailing-slash URLs', () => {
    const deepest = [...routes].sort((a, b) => breadcrumbTrail(b.path).length - breadcrumbTrail(a.path).length)[0]?.path ?? '/';
    expect(breadcrumbJsonLd(deepest).itemListElement).toEqual(
      breadcrumbTrail(deepest).map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: `${origin}${crumb.path === '/' ? '/' : `${crumb.path}/`}` })),
    );
    expect(breadcrumbTrail(deepest)[0]?.path).toBe('/');
  });

  it('throws for a path that is not a route', () => {
    expect(() => breadcrumbJsonLd('/nowhere')).toThrow('"/nowhere"');
  });
});

describe('faqJsonLd', () => {
  it('turns each item into a Question with an accepted Answer, in order', () => {
    const data = faqJsonLd([
      { question: '家人需要出席嗎？', answer: '不需要。', open: true },
      { question: '可以網上進行嗎？', answer: '可以，透過視像進行。' },
    ]);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: '家人需要出席嗎？', acceptedAnswer: { '@type': 'Answer', text: '不需要。' } },
      { '@type': 'Question', name: '可以網上進行嗎？', acceptedAnswer: { '@type': 'Answer', text: '可以，透過視像進行。' } },
    ]);
  });
});

describe('articleJsonLd', () => {
  const article = articleJsonLd(post, therapist);

  it('builds a BlogPosting with headline, dates, image and page', () => {
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      datePublished: '2026-11-01',
      dateModified: '2026-11-18',
      image: [`${origin}/generated/og/blog-what-is-family-constellation.jpg`],
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}/blog/what-is-family-constellation/` },
    });
  });

  it('credits the author as a Person linking to the profile, and the centre as publisher', () => {
    expect(article.author).toMatchObject({ '@type': 'Person', name: '陳心怡', url: `${origin}/therapist/chan-sum-yee/` });
    expect(article.publisher).toMatchObject({
      '@type': 'Organization',
      name: site.name,
      logo: { '@type': 'ImageObject', url: `${origin}/icon.svg` },
    });
  });

  it('refuses an author who did not write the post', () => {
    expect(() => articleJsonLd(post, { ...therapist, slug: 'ho-ka-yan' })).toThrow('ho-ka-yan');
  });
});

describe('profilePageJsonLd', () => {
  it('builds a ProfilePage whose main entity is the therapist', () => {
    const profile = profilePageJsonLd(therapist);
    expect(profile).toMatchObject({ '@context': 'https://schema.org', '@type': 'ProfilePage', url: `${origin}/therapist/chan-sum-yee/` });
    expect(profile.mainEntity).toMatchObject({
      '@type': 'Person',
      name: '陳心怡',
      jobTitle: '創辦人及首席治療師',
      description: therapist.description,
      image: `${origin}/generated/og/therapist-chan-sum-yee.jpg`,
      knowsLanguage: ['廣東話', '普通話', 'English'],
      url: `${origin}/therapist/chan-sum-yee/`,
      worksFor: { '@type': 'MedicalBusiness', name: site.name },
    });
  });
});

describe('builders are pure', () => {
  it('return equal, independent objects on each call', () => {
    const first = organizationJsonLd();
    expect(organizationJsonLd()).toEqual(first);
    expect(organizationJsonLd()).not.toBe(first);
    expect(JSON.parse(JSON.stringify(profilePageJsonLd(therapist)))).toEqual(profilePageJsonLd(therapist));
  });
});
