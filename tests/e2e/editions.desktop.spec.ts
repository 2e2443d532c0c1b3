import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { traditionalLeft } from '@/lib/content-text/to-simplified';
import { SIMPLIFIED, TRADITIONAL } from '@/lib/edition';
import { editionFiles, ORIGIN, OUT, readPage as read, urlOf } from './out-files';
import { elementsNamed, readableText, sitemapEntries } from './page-text';

// Both editions as a crawler reads them from out/.

/** URL paths of the Traditional pages; each must have its Simplified page (reading it fails otherwise). */
const traditionalPaths = editionFiles(TRADITIONAL)
  .map(urlOf)
  .filter((url) => url.endsWith('/') && !/^\/(404|_not-found)\//.test(url));

const attr = (tag: { attributes: Map<string, string> } | undefined, name: string) => tag?.attributes.get(name);

interface Head {
  lang: string | undefined;
  canonical: string | undefined;
  alternates: Record<string, string>;
  /** The switch link: the `<a hreflang>` hrefs, one per place it appears (header, phone menu). */
  switches: string[];
  /** Internal page links other than the switch. */
  links: string[];
}

function headOf(html: string): Head {
  const links = elementsNamed(html, 'link');
  const anchors = elementsNamed(html, 'a');
  return {
    lang: attr(elementsNamed(html, 'html')[0], 'lang'),
    canonical: attr(
      links.find((tag) => attr(tag, 'rel') === 'canonical'),
      'href',
    ),
    alternates: Object.fromEntries(
      links
        .filter((tag) => attr(tag, 'rel') === 'alternate' && attr(tag, 'hreflang'))
        .map((tag) => [attr(tag, 'hreflang'), attr(tag, 'href')]),
    ),
    switches: anchors.filter((tag) => attr(tag, 'hreflang')).map((tag) => attr(tag, 'href') ?? ''),
    links: anchors
      .filter((tag) => !attr(tag, 'hreflang'))
      .map((tag) => attr(tag, 'href') ?? '')
      .filter((href) => href.startsWith('/') && !href.startsWith('//')),
  };
}

test('every Traditional page has its Simplified page, and each names its language', () => {
  expect(traditionalPaths.length).toBeGreaterThan(30);
  for (const url of traditionalPaths) {
    expect({ url, lang: headOf(read(url)).lang }).toEqual({ url, lang: TRADITIONAL.lang });
    expect({ url, lang: headOf(read(SIMPLIFIED.base + url)).lang }).toEqual({ url, lang: SIMPLIFIED.lang });
  }
});

test('each page is its own canonical, both list the same alternates, and the switch leads to the other', () => {
  for (const url of traditionalPaths) {
    const traditional = headOf(read(url));
    const simplified = headOf(read(SIMPLIFIED.base + url));
    expect({ url, switches: traditional.switches }).toEqual({ url, switches: [SIMPLIFIED.base + url, SIMPLIFIED.base + url] });
    expect({ url, switches: simplified.switches }).toEqual({ url, switches: [url, url] });
    // An alias page names its canonical page (the same in both editions, under the edition's base).
    const canonical = traditional.canonical ?? '';
    expect(canonical.startsWith(ORIGIN)).toBe(true);
    const canonicalPath = canonical.slice(ORIGIN.length);
    expect(simplified.canonical).toBe(ORIGIN + SIMPLIFIED.base + canonicalPath);
    const alternates = {
      [TRADITIONAL.lang]: ORIGIN + canonicalPath,
      [SIMPLIFIED.lang]: ORIGIN + SIMPLIFIED.base + canonicalPath,
      'x-default': ORIGIN + canonicalPath,
    };
    expect({ url, alternates: traditional.alternates }).toEqual({ url, alternates });
    expect({ url, alternates: simplified.alternates }).toEqual({ url, alternates });
  }
});

test('internal links stay in the edition of their page', () => {
  for (const url of traditionalPaths) {
    const strays = headOf(read(url)).links.filter((href) => href.startsWith(`${SIMPLIFIED.base}/`));
    const simplifiedStrays = headOf(read(SIMPLIFIED.base + url)).links.filter((href) => !href.startsWith(`${SIMPLIFIED.base}/`));
    expect({ url, strays, simplifiedStrays }).toEqual({ url, strays: [], simplifiedStrays: [] });
  }
});

test('a Simplified page says nothing in Traditional characters: text, title, description, structured data, booking message', () => {
  const found: string[] = [];
  for (const url of [...traditionalPaths, '/404']) {
    const html = url === '/404' ? readFileSync(path.join(OUT, SIMPLIFIED.folder, '404.html'), 'utf8') : read(SIMPLIFIED.base + url);
    const metas = elementsNamed(html, 'meta')
      .filter((tag) => /^(description|og:|twitter:)/.test(attr(tag, 'name') ?? attr(tag, 'property') ?? ''))
      .map((tag) => attr(tag, 'content') ?? '');
    const title = elementsNamed(html, 'title')[0]?.text ?? '';
    const jsonLd = elementsNamed(html, 'script')
      .filter((tag) => attr(tag, 'type') === 'application/ld+json')
      .map((tag) => tag.inner);
    const messages = elementsNamed(html, 'a')
      .map((tag) => attr(tag, 'href') ?? '')
      .filter((href) => href.includes('text='))
      .map((href) => new URL(href).searchParams.get('text') ?? '');
    const said = [readableText(html, TRADITIONAL.lang), title, ...metas, ...jsonLd, ...messages].join('\n');
    const left = traditionalLeft(said);
    if (left.length > 0) found.push(`${SIMPLIFIED.base}${url}: ${left.join('')}`);
  }
  expect(found).toEqual([]);
});

test('the sitemap lists every page in both editions, each with both as alternates', () => {
  const xml = readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
  const entries = sitemapEntries(xml);
  const locs = new Set(entries.map((entry) => entry.loc));
  const traditional = entries.filter((entry) => !entry.loc.startsWith(ORIGIN + SIMPLIFIED.base + '/'));
  expect(traditional.length).toBeGreaterThan(20);
  for (const entry of traditional) {
    const pathOf = entry.loc.slice(ORIGIN.length);
    const other = ORIGIN + SIMPLIFIED.base + pathOf;
    expect(locs.has(other)).toBe(true);
    const alternates = { [TRADITIONAL.lang]: entry.loc, [SIMPLIFIED.lang]: other, 'x-default': entry.loc };
    expect(entry.alternates).toEqual(alternates);
    expect(entries.find((each) => each.loc === other)?.alternates).toEqual(alternates);
  }
  expect(entries.length).toBe(traditional.length * 2);
});
