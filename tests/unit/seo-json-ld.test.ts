import { site } from '@/content/site';
import type { BlogPost, Therapist } from '@/content/types';
import { routes } from '@/lib/routes';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  hongKongDateTime,
  organizationJsonLd,
  profilePageJsonLd,
  serviceJsonLd,
  websiteJsonLd,
} from '@/lib/seo/json-ld';
import { priceRange, sessionFees } from '@/lib/seo/fees';
import { LOGO_PNG_PATH } from '@/lib/images/logo';

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

  it('describes the centre as a LocalBusiness with its contact details', () => {
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: site.name,
      url: `${origin}/`,
      telephone: site.phone.e164,
      email: site.email,
      priceRange: priceRange(),
      image: `${origin}/generated/og/og-default.jpg`,
    });
  });

  it('points to a square raster logo of at least 112 px', () => {
    // Width and height as schema.org writes a Distance: text ("512").
    expect(org.logo).toEqual({
      '@type': 'ImageObject',
      url: `${origin}${LOGO_PNG_PATH}`,
      width: expect.stringMatching(/^\d+$/),
      height: expect.stringMatching(/^\d+$/),
    });
    expect(org.logo.url).toMatch(/\.png$/);
    expect(Number(org.logo.width)).toBeGreaterThanOrEqual(112);
    expect(org.logo.height).toBe(org.logo.width);
  });

  it('gives the price range of the session fees the fee page shows', () => {
    const fees = sessionFees();
    expect(fees.length).toBeGreaterThan(1);
    expect(org.priceRange).toBe(`HK$${Math.min(...fees).toLocaleString('en-US')}–${Math.max(...fees).toLocaleString('en-US')}`);
  });

  it('gives a Hong Kong postal address and coordinates, the days and hours of content/site.ts, and the social profiles', () => {
    expect(org.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: `${site.address.street} ${site.address.building}`,
      addressLocality: site.address.district,
      addressRegion: site.address.region,
      addressCountry: 'HK',
    });
    expect(org.geo).toEqual({ '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude });
    for (const value of [org.geo.latitude, org.geo.longitude]) expect(String(value)).toMatch(/\.\d{5,}$/);
    const { days, opens, closes } = site.openingHours;
    expect(org.openingHoursSpecification).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: [...days], opens, closes }]);
    // schema.org reads the times as hh:mm.
    for (const time of [opens, closes]) expect(time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(org.sameAs).toEqual(site.social.map((link) => link.url));
    expect(org.sameAs.length).toBeGreaterThan(0);
  });
});

it('websiteJsonLd: names the site, its language and its publisher', () => {
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

it('breadcrumbJsonLd follows the route parents with absolute trailing-slash URLs', () => {
  const deepest = [...routes].sort((a, b) => b.crumbs.length - a.crumbs.length)[0]?.crumbs ?? [];
  expect(deepest.length).toBeGreaterThan(2);
  expect(breadcrumbJsonLd(deepest).itemListElement).toEqual(
    deepest.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path === '/' ? '/' : `${crumb.path}/`}`,
    })),
  );
  expect(deepest[0]?.path).toBe('/');
});

it('faqJsonLd: turns each item into a Question with an accepted Answer, in order', () => {
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

describe('articleJsonLd', () => {
  const article = articleJsonLd(post, therapist);

  it('builds a BlogPosting with headline, dates, image and page', () => {
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      datePublished: '2026-11-01T00:00:00+08:00',
      dateModified: '2026-11-18T00:00:00+08:00',
      image: [`${origin}/generated/og/blog-what-is-family-constellation.jpg`],
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}/blog/what-is-family-constellation/` },
    });
  });

  it('credits the author as a Person linking to the profile, and the centre as publisher; refuses an author who did not write it', () => {
    expect(article.author).toMatchObject({ '@type': 'Person', name: '陳心怡', url: `${origin}/therapist/chan-sum-yee/` });
    expect(article.publisher).toMatchObject({
      '@type': 'LocalBusiness',
      '@id': organizationJsonLd()['@id'],
      name: site.name,
      logo: organizationJsonLd().logo,
    });
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
      worksFor: { '@type': 'LocalBusiness', '@id': organizationJsonLd()['@id'], name: site.name },
    });
  });

  it("names the therapist's checked qualifications: credentials with issuer and year, memberships by their body", () => {
    const person = profilePageJsonLd({
      ...therapist,
      qualifications: [
        {
          kind: 'certificate',
          title: '證書甲',
          issuer: '學會乙',
          year: '2010',
          number: 'A-123',
          registerUrl: 'https://example.org/register',
        },
        { kind: 'degree', title: '學位丙', issuer: '大學丁', year: '2008' },
        { kind: 'membership', title: '會員', issuer: '學會乙', year: '2011', registerUrl: 'https://example.org' },
        { kind: 'degree', title: '學位戊', issuer: '○○大學', year: '2012', sample: true },
      ],
    }).mainEntity;
    const credential = (name: string, credentialCategory: string, issuer: string, dateCreated: string) => ({
      '@type': 'EducationalOccupationalCredential',
      name,
      credentialCategory,
      recognizedBy: { '@type': 'Organization', name: issuer },
      dateCreated,
    });
    expect(person.hasCredential).toEqual([
      { ...credential('證書甲', 'certificate', '學會乙', '2010'), identifier: 'A-123', url: 'https://example.org/register' },
      credential('學位丙', 'degree', '大學丁', '2008'),
    ]);
    expect(person.memberOf).toEqual([{ '@type': 'Organization', name: '學會乙', url: 'https://example.org' }]);
  });

  it('leaves credentials and memberships out when content has none, or only samples', () => {
    const without = { ...therapist, qualifications: undefined };
    for (const t of [
      without,
      { ...therapist, qualifications: [{ kind: 'degree' as const, title: '學位', issuer: '○○大學', year: '2012', sample: true as const }] },
    ]) {
      const person = profilePageJsonLd(t).mainEntity;
      expect(person).not.toHaveProperty('hasCredential');
      expect(person).not.toHaveProperty('memberOf');
    }
  });
});

it("types the centre's @id, one organisation, the same way wherever it appears", () => {
  const id = organizationJsonLd()['@id'];
  const types = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (record['@id'] === id && record['@type'] !== undefined) types.add(String(record['@type']));
      Object.values(record).forEach(visit);
    }
  };
  visit([
    organizationJsonLd(),
    articleJsonLd(post, therapist),
    profilePageJsonLd(therapist),
    serviceJsonLd({ path: '/services/isp', name: 'ISP', seo: { title: 'ISP', description: 'ISP。' } }),
  ]);
  expect([...types]).toEqual(['LocalBusiness']);
});

it('hongKongDateTime puts a content date at midnight in Hong Kong time, and refuses anything but a YYYY-MM-DD date', () => {
  expect(hongKongDateTime('2026-03-09')).toBe('2026-03-09T00:00:00+08:00');
  expect(() => hongKongDateTime('2026-3-9')).toThrow('2026-3-9');
});

describe('priceRange', () => {
  it("spans the lowest and highest fee in the fee page's form, and fails the build when no fee is given", () => {
    expect(priceRange([1600, 1400, 2200])).toBe('HK$1,400–2,200');
    expect(priceRange([980])).toBe('HK$980');
    expect(() => priceRange([])).toThrow('fee');
  });

  it('reads the fees from the cards that carry one', () => {
    expect(
      sessionFees([
        {
          kind: 'cards',
          heading: '收費',
          items: [
            { title: 'A', text: 'HK$900', fee: 900 },
            { title: 'B', text: '另議' },
          ],
        },
        { kind: 'list', heading: '備註', items: ['HK$5'] },
      ]),
    ).toEqual([900]);
  });
});

describe('serviceJsonLd', () => {
  const page = {
    path: '/services/family',
    name: '家族系統排列',
    seo: { title: '家族系統排列', description: '以家族系統排列處理家庭關係。' },
  };
  const service = serviceJsonLd(page);

  it('marks the page up as a Service of the centre, served in Hong Kong', () => {
    expect(service).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: page.name,
      description: page.seo.description,
      url: `${origin}/services/family/`,
      provider: { '@type': 'LocalBusiness', '@id': organizationJsonLd()['@id'] },
      areaServed: { '@type': 'AdministrativeArea', name: site.areaServed },
    });
  });

  it('is available in person at the centre and online', () => {
    expect(service.availableChannel).toEqual([
      { '@type': 'ServiceChannel', name: site.channels.inPerson, serviceLocation: { '@id': organizationJsonLd()['@id'] } },
      { '@type': 'ServiceChannel', name: site.channels.online, serviceUrl: `${origin}/services/family/` },
    ]);
  });

  it('offers sessions at the fees of the fee page, in HKD', () => {
    const fees = sessionFees();
    expect(service.offers).toEqual({
      '@type': 'AggregateOffer',
      priceCurrency: 'HKD',
      lowPrice: Math.min(...fees),
      highPrice: Math.max(...fees),
      offerCount: fees.length,
      url: `${origin}/fee/`,
    });
  });
});

it('builders return equal, independent objects on each call', () => {
  const first = organizationJsonLd();
  expect(organizationJsonLd()).toEqual(first);
  expect(organizationJsonLd()).not.toBe(first);
  expect(JSON.parse(JSON.stringify(profilePageJsonLd(therapist)))).toEqual(profilePageJsonLd(therapist));
});
