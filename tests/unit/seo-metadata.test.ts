import { site } from '@/content/site';
import { notFoundMetadata, pageMetadata, rootMetadata } from '@/lib/seo/metadata';
import { ogImageUrl } from '@/lib/seo/og-image';

const origin = site.origin;

describe('ogImageUrl', () => {
  it('maps a source image name to its generated 1200×630 JPEG', () => {
    expect(ogImageUrl('service-family.svg')).toBe('/generated/og/service-family.jpg');
    expect(ogImageUrl('og-default.svg')).toBe('/generated/og/og-default.jpg');
    expect(ogImageUrl('photos/team.v2.png')).toBe('/generated/og/team.v2.jpg');
  });
});

describe('pageMetadata', () => {
  it('gives the full title (absolute, so home gets it too) and the description from content/seo.ts', () => {
    const metadata = pageMetadata('/services/family');
    expect(metadata.title).toEqual({ absolute: '家族系統排列治療｜心晴治療中心' });
    expect(typeof metadata.description).toBe('string');
  });

  it('sets an absolute, trailing-slash canonical to the page itself', () => {
    expect(pageMetadata('/').alternates?.canonical).toBe(`${origin}/`);
    expect(pageMetadata('/services/family').alternates?.canonical).toBe(`${origin}/services/family/`);
  });

  it('points the alias /problems/relationship-trauma at /problems/love', () => {
    const alias = pageMetadata('/problems/relationship-trauma');
    expect(alias.alternates?.canonical).toBe(`${origin}/problems/love/`);
    expect(alias.openGraph?.url).toBe(`${origin}/problems/love/`);
    expect(alias.title).toEqual(pageMetadata('/problems/love').title);
  });

  it('fills Open Graph with the full title, absolute url, zh_HK locale and a 1200×630 image', () => {
    const { openGraph, description } = pageMetadata('/services/hypnotherapy');
    expect(openGraph).toMatchObject({
      title: '超個人催眠治療｜心晴治療中心',
      description,
      url: `${origin}/services/hypnotherapy/`,
      siteName: site.name,
      locale: 'zh_HK',
      type: 'website',
      images: [
        {
          url: `${origin}/generated/og/service-hypnotherapy.jpg`,
          width: 1200,
          height: 630,
          alt: '超個人催眠治療｜心晴治療中心',
        },
      ],
    });
  });

  it('falls back to the default social image with its own alt text', () => {
    expect(pageMetadata('/faq').openGraph?.images).toEqual([
      { url: `${origin}/generated/og/og-default.jpg`, width: 1200, height: 630, alt: site.defaultSocialImage.alt },
    ]);
  });

  it('uses a large-image Twitter card with the same image', () => {
    expect(pageMetadata('/contact').twitter).toMatchObject({
      card: 'summary_large_image',
      title: '聯絡我們及交通指南｜心晴治療中心',
      images: [`${origin}/generated/og/og-default.jpg`],
    });
  });

  it('types the blog article as an article with its dates and author', () => {
    const metadata = pageMetadata('/blog/what-is-family-constellation', {
      article: { publishedTime: '2026-11-01', modifiedTime: '2026-11-18', authors: [`${origin}/therapist/chan-sum-yee/`] },
    });
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-11-01',
      modifiedTime: '2026-11-18',
      authors: [`${origin}/therapist/chan-sum-yee/`],
    });
  });

  it('sets robots only where the SEO entry does', () => {
    expect(pageMetadata('/').robots).toBeUndefined();
  });

  it('throws, naming the path, when a page has no SEO entry', () => {
    expect(() => pageMetadata('/missing')).toThrow(/no page entry.*"\/missing"/);
  });
});

describe('notFoundMetadata', () => {
  it('is noindex with no canonical', () => {
    expect(notFoundMetadata.title).toEqual({ absolute: '找不到頁面｜心晴治療中心' });
    expect(notFoundMetadata.robots).toEqual({ index: false, follow: true });
    expect(notFoundMetadata.alternates).toBeUndefined();
  });
});

describe('rootMetadata', () => {
  it('holds the site-wide defaults and the title template', () => {
    expect(rootMetadata.metadataBase?.toString()).toBe(`${origin}/`);
    expect(rootMetadata.title).toEqual({
      default: '香港家族系統排列、整合心理治療及催眠治療｜心晴治療中心',
      template: '%s｜心晴治療中心',
    });
    expect(rootMetadata.applicationName).toBe(site.name);
    expect(rootMetadata.openGraph).toMatchObject({
      locale: 'zh_HK',
      images: [{ url: `${origin}/generated/og/og-default.jpg`, width: 1200, height: 630 }],
    });
  });

  it('sets no canonical that every page would inherit', () => {
    expect(rootMetadata.alternates).toBeUndefined();
  });
});
