import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { home } from '@/content/home';
import { site } from '@/content/site';
import { getRoute, routes } from '@/lib/routes';
import { fullTitle, notFoundMetadata, notFoundSeo, pageMetadata, rootMetadata, rootViewport } from '@/lib/seo/metadata';
import { THEME_COLOR } from '@/lib/seo/theme-color';
import { ogImageUrl } from '@/lib/seo/og-image';

const origin = site.origin;

// Pages picked by what they are, not by name, so the centre's own content passes too.
function pick(test: (route: (typeof routes)[number]) => boolean) {
  const found = routes.find(test);
  if (!found) throw new Error('no such page in the content');
  return found;
}
const withImage = pick((route) => route.indexable && route.path !== '/' && route.seo.ogImage !== undefined && route.seo.type !== 'article');
const withoutImage = pick((route) => route.indexable && route.path !== '/' && route.seo.ogImage === undefined);
const article = pick((route) => route.seo.type === 'article');

it.each([
  ['service-family.svg', 'service-family'],
  ['og-default.svg', 'og-default'],
  ['photos/team.v2.png', 'team.v2'],
])('ogImageUrl maps %s to its generated 1200×630 JPEG', (source, name) => {
  expect(ogImageUrl(source)).toBe(`/generated/og/${name}.jpg`);
});

describe('pageMetadata', () => {
  it('gives the full title (absolute, so home gets it too) and the description from the page entry', () => {
    const metadata = pageMetadata(withImage);
    expect(metadata.title).toEqual({ absolute: `${withImage.seo.title}｜${site.shortName}` });
    expect(metadata.description).toBe(withImage.seo.description);
  });

  it('sets an absolute, trailing-slash canonical to the page itself; an alias points at the page it serves', () => {
    expect(pageMetadata(getRoute('/')).alternates?.canonical).toBe(`${origin}/`);
    expect(pageMetadata(withImage).alternates?.canonical).toBe(`${origin}${withImage.path}/`);
    for (const [path, canonical] of routes
      .filter((route) => route.canonical !== route.path)
      .map((route) => [route.path, route.canonical] as const)) {
      const alias = pageMetadata(getRoute(path));
      expect(alias.alternates?.canonical).toBe(`${origin}${canonical}/`);
      expect(alias.openGraph?.url).toBe(`${origin}${canonical}/`);
      expect(alias.title).toEqual(pageMetadata(getRoute(canonical)).title);
    }
  });

  it('fills Open Graph with the full title, absolute url, zh_HK locale and a 1200×630 image', () => {
    const { openGraph, description } = pageMetadata(withImage);
    const title = fullTitle(withImage.seo.title);
    expect(openGraph).toMatchObject({
      title,
      description,
      url: `${origin}${withImage.path}/`,
      siteName: site.name,
      locale: 'zh_HK',
      type: 'website',
      images: [{ url: `${origin}${ogImageUrl(withImage.seo.ogImage ?? '')}`, width: 1200, height: 630, alt: title }],
    });
  });

  it('falls back to the default social image with its own alt text, in a large-image Twitter card too', () => {
    expect(pageMetadata(withoutImage).openGraph?.images).toEqual([
      { url: `${origin}${ogImageUrl(site.defaultSocialImage.file)}`, width: 1200, height: 630, alt: site.defaultSocialImage.alt },
    ]);
    expect(pageMetadata(withoutImage).twitter).toMatchObject({
      card: 'summary_large_image',
      title: fullTitle(withoutImage.seo.title),
      images: [`${origin}/generated/og/og-default.jpg`],
    });
  });

  it('types a blog article as an article with its dates and author', () => {
    const metadata = pageMetadata(article, {
      article: { publishedTime: '2026-11-01', modifiedTime: '2026-11-18', authors: [`${origin}/therapist/chan-sum-yee/`] },
    });
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-11-01',
      modifiedTime: '2026-11-18',
      authors: [`${origin}/therapist/chan-sum-yee/`],
    });
  });

  it('throws, naming the path, when a page has no SEO entry', () => {
    expect(() => pageMetadata(getRoute('/missing'))).toThrow(/no page entry.*"\/missing"/);
  });
});

it('notFoundMetadata has no canonical and leaves noindex to Next, which writes it once', () => {
  expect(notFoundMetadata.title).toEqual({ absolute: fullTitle(notFoundSeo.title) });
  expect(notFoundMetadata.robots).toBeUndefined();
  expect(notFoundMetadata.alternates).toBeUndefined();
});

it('rootMetadata holds the site-wide defaults and the title template, and no canonical every page would inherit', () => {
  expect(rootMetadata.metadataBase?.toString()).toBe(`${origin}/`);
  expect(rootMetadata.title).toEqual({ default: fullTitle(home.seo.title), template: fullTitle('%s') });
  expect(fullTitle('收費')).toBe(`收費｜${site.shortName}`);
  expect(rootMetadata.applicationName).toBe(site.name);
  expect(rootMetadata.openGraph).toMatchObject({
    locale: 'zh_HK',
    images: [{ url: `${origin}${ogImageUrl(site.defaultSocialImage.file)}`, width: 1200, height: 630 }],
  });
  expect(rootMetadata.alternates).toBeUndefined();
});

it("gives the browser's theme colour as the page background of app/globals.css (--color-bg)", () => {
  const css = readFileSync(join(process.cwd(), 'app/globals.css'), 'utf8');
  expect(rootViewport.themeColor).toBe(THEME_COLOR);
  expect(css.match(/--color-bg:\s*(#[0-9a-f]{3,8})\s*;/i)?.[1]?.toLowerCase()).toBe(THEME_COLOR.toLowerCase());
});
