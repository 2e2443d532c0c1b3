import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageSeo, Therapist } from '@/content/types';
import { SIMPLIFIED, TRADITIONAL } from '@/lib/edition';
import { getRoute, routes } from '@/lib/routes';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/routes/site-url';
import { fullTitle, notFoundSeo } from '@/lib/seo/metadata';
import { therapists } from '@/content/therapists';
import { contentFactValues } from '@/lib/fact-values';
import { fillFacts } from '@/lib/facts';
import { editionPlaceText } from '@/lib/crisis/hotline';
import { priceRange } from '@/lib/seo/fees';
import { editionFiles, OUT, urlOf } from './out-files';
import { elementsNamed, isInside, sitemapEntries } from './page-text';

/** Pages that serve another page's content under an older address: path → canonical path. */
const canonicalAliases: Readonly<Record<string, string>> = Object.fromEntries(
  routes.filter((route) => route.canonical !== route.path).map((route) => [route.path, route.canonical] as const),
);

// What a crawler gets: every HTML page of the Traditional edition, read from out/ (no browser).
// The Simplified edition is read against these by editions.desktop.spec.ts.
const origin = site.origin;
const NOT_FOUND = '(not found)';

type Node = Record<string, unknown>;
interface Page {
  readonly file: string;
  /** Route path as content writes it, or NOT_FOUND for the 404 page. */
  readonly route: string;
  readonly html: string;
}

/** A trailing-slash page as its route ('/services'); another file stays as it is, reported as an unknown page. */
function routeOf(file: string): string {
  const url = urlOf(file);
  if (/^\/(404|_not-found)(\.html|\/)$/.test(url)) return NOT_FOUND;
  return url === '/' ? url : url.replace(/\/$/, '');
}

function tags(html: string, name: 'meta' | 'link'): Record<string, string>[] {
  return elementsNamed(html, name).map((tag) => Object.fromEntries(tag.attributes));
}

/** All values of a meta tag by name (description, twitter:*) or property (og:*). */
function meta(html: string, key: string): string[] {
  return tags(html, 'meta')
    .filter((attrs) => attrs.name === key || attrs.property === key)
    .map((attrs) => attrs.content ?? '');
}

/** The page's titles, an SVG's own `<title>` left out. */
function titles(html: string): string[] {
  const svgs = elementsNamed(html, 'svg');
  return elementsNamed(html, 'title')
    .filter((title) => !svgs.some((svg) => isInside(title, svg)))
    .map((title) => title.text);
}

/** Every JSON-LD node: top-level objects, array members and @graph members. */
function jsonLd(html: string): Node[] {
  const blocks = elementsNamed(html, 'script').filter((script) => script.attributes.get('type') === 'application/ld+json');
  return blocks.flatMap((block) => {
    const parsed: unknown = JSON.parse(block.inner);
    const top = [parsed].flat() as Node[];
    for (const node of top) expect(String(node['@context'])).toMatch(/^https?:\/\/schema\.org\/?$/);
    return top.flatMap((node) => (Array.isArray(node['@graph']) ? (node['@graph'] as Node[]) : [node]));
  });
}

const typesOf = (node: Node) => [node['@type']].flat().map(String);
const ofType = (nodes: Node[], type: string) => nodes.filter((node) => typesOf(node).includes(type));

// The builders' fields are tests/unit/seo-json-ld.test.ts's; here, what the built page adds.
function expectLocalBusiness(nodes: Node[]) {
  const [org] = ofType(nodes, 'LocalBusiness');
  expect(org, 'LocalBusiness JSON-LD').toMatchObject({ name: site.name, url: `${origin}/`, priceRange: priceRange() });
  // The logo's declared size is the built file's.
  const logo = org?.logo as Node;
  expect(pngSize(String(logo.url))).toEqual({ width: Number(logo.width), height: Number(logo.height) });
}

function expectBreadcrumb(nodes: Node[], route: string) {
  const lists = ofType(nodes, 'BreadcrumbList');
  expect(lists, 'one BreadcrumbList').toHaveLength(1);
  const items = (lists[0]?.itemListElement as Node[]).map((item) => ({ position: item.position, name: item.name, item: item.item }));
  const trailOf = (p: string) =>
    getRoute(p).crumbs.map((crumb, i) => ({ position: i + 1, name: crumb.name, item: absoluteUrl(crumb.path) }));
  const alias = canonicalAliases[route];
  if (alias && JSON.stringify(items) === JSON.stringify(trailOf(alias))) return; // the alias may show its canonical's trail
  expect(items).toEqual(trailOf(route));
}

function expectFaq(nodes: Node[], count?: number) {
  const [faq] = ofType(nodes, 'FAQPage');
  const questions = (faq?.mainEntity ?? []) as Node[];
  expect(questions.length, 'FAQPage questions').toBeGreaterThan(0);
  if (count !== undefined) expect(questions).toHaveLength(count);
  for (const q of questions) {
    expect(q).toMatchObject({ '@type': 'Question', name: expect.stringMatching(/\S/) });
    expect((q.acceptedAnswer as Node).text).toMatch(/\S/);
  }
}

function expectBlogPosting(nodes: Node[], url: string) {
  const [post] = ofType(nodes, 'BlogPosting');
  expect(post, 'BlogPosting JSON-LD').toMatchObject({ mainEntityOfPage: { '@id': url } });
  const authorPath = new URL(String((post?.author as Node).url)).pathname.replace(/\/$/, '');
  expect(
    routes.some((route) => route.path === authorPath),
    `author profile ${authorPath} is a route`,
  ).toBe(true);
}

function expectProfile(nodes: Node[], url: string, html: string) {
  const person = ofType(nodes, 'ProfilePage')[0]?.mainEntity as Node;
  expect(person, 'ProfilePage JSON-LD').toMatchObject({ '@type': 'Person', url });
  const content: Therapist | undefined = therapists.find((t) => url.endsWith(`/therapist/${t.slug}/`));
  // Only the checked qualifications (no sample) reach search engines, and each is on the page itself.
  const checked = (content?.qualifications ?? []).filter((entry) => !entry.sample);
  const credentials = (person.hasCredential ?? []) as Node[];
  const memberships = (person.memberOf ?? []) as Node[];
  expect(credentials).toHaveLength(checked.filter((entry) => entry.kind !== 'membership').length);
  expect(memberships).toHaveLength(checked.filter((entry) => entry.kind === 'membership').length);
  const text = html.replace(/<script[\s\S]*?<\/script>/g, '');
  const named = [
    ...credentials.flatMap((credential) => [credential.name, (credential.recognizedBy as Node).name]),
    ...memberships.map((body) => body.name),
  ];
  for (const name of named) expect(text).toContain(String(name));
}

function expectService(nodes: Node[], url: string) {
  const services = ofType(nodes, 'Service');
  expect(services, 'one Service').toHaveLength(1);
  expect(services[0]).toMatchObject({ url });
  // Its channels' names as the build fills their tokens.
  const channels = services[0]?.availableChannel as Node[];
  expect(channels.map((channel) => channel.name)).toEqual([fillFacts(site.channels.inPerson, contentFactValues()), site.channels.online]);
}

/** Width and height of a PNG in out/, from its IHDR chunk. */
function pngSize(url: string): { width: number; height: number } {
  const bytes = readFileSync(path.join(OUT, new URL(url).pathname));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function checkPage({ route, html }: Page) {
  expect(elementsNamed(html, 'html')[0]?.attributes.get('lang')).toBe('zh-Hant-HK');
  const isNotFound = route === NOT_FOUND;
  const written: PageSeo = isNotFound ? notFoundSeo : getRoute(route).seo;
  // Content as written, its fact tokens filled as the build fills them ({sessions.simple} → 「1 至 3 節」),
  // and its place tokens as the edition's place says them ({place.emergency} → 「999」).
  const facts = contentFactValues();
  const filled = (text: string) => editionPlaceText(fillFacts(text, facts), TRADITIONAL.id);
  const seo: PageSeo = { ...written, title: filled(written.title), description: filled(written.description) };
  expect(titles(html)).toEqual([fullTitle(seo.title)]);
  expect(meta(html, 'description')).toEqual([seo.description]);

  const robots = meta(html, 'robots').join(',');
  const canonical = tags(html, 'link')
    .filter((attrs) => attrs.rel === 'canonical')
    .map((attrs) => attrs.href);
  if (isNotFound) {
    expect(robots).toMatch(/noindex/);
  } else {
    expect(robots).not.toMatch(/noindex/);
    expect(canonical).toEqual([absoluteUrl(canonicalAliases[route] ?? route)]);
    expect(meta(html, 'og:url')).toEqual(canonical);
  }

  expect(meta(html, 'og:title')).toEqual([fullTitle(seo.title)]);
  expect(meta(html, 'og:description')).toEqual([seo.description]);
  expect(meta(html, 'og:locale')).toEqual(['zh_HK']);
  expect(meta(html, 'og:type')).toEqual([seo.type ?? 'website']);
  expect(meta(html, 'og:image')).toHaveLength(1);
  expect(meta(html, 'og:image')[0]).toMatch(new RegExp(`^${origin}/.+\\.jpg$`));
  expect(meta(html, 'og:image:width')).toEqual(['1200']);
  expect(meta(html, 'og:image:height')).toEqual(['630']);
  expect(meta(html, 'og:image:alt')[0]).toMatch(/\S/);
  expect(meta(html, 'twitter:card')).toEqual(['summary_large_image']);

  const nodes = jsonLd(html);
  if (isNotFound) return;
  const url = absoluteUrl(route);
  if (route === '/') {
    expectLocalBusiness(nodes);
    expect(ofType(nodes, 'WebSite')[0]).toMatchObject({ url: `${origin}/`, name: expect.any(String) });
    expect(ofType(nodes, 'BreadcrumbList')).toHaveLength(0);
  } else {
    expectBreadcrumb(nodes, route);
  }
  if (route === '/contact') expectLocalBusiness(nodes);
  if (route === '/faq') expectFaq(nodes);
  if (/^\/services\/[^/]+$/.test(route)) expectService(nodes, url);
  if (seo.type === 'article') expectBlogPosting(nodes, url);
  if (/^\/therapist\/[^/]+$/.test(route)) expectProfile(nodes, url, html);
}

const pages: Page[] = editionFiles(TRADITIONAL).map((file) => ({ file, route: routeOf(file), html: readFileSync(file, 'utf8') }));

test('every route has a page and every page is a route or the not-found page', () => {
  const found = new Set(pages.map((page) => page.route));
  for (const route of routes) expect(found, `page for ${route.path}`).toContain(route.path);
  for (const page of pages) {
    if (page.route !== NOT_FOUND)
      expect(
        routes.some((route) => route.path === page.route),
        `${page.file} is not a route`,
      ).toBe(true);
  }
  expect(found).toContain(NOT_FOUND);
});

test('titles are unique; only an alias repeats the page it serves', () => {
  const owners = new Map<string, string>();
  for (const page of pages) {
    const owner = page.route === NOT_FOUND ? NOT_FOUND : (canonicalAliases[page.route] ?? page.route);
    for (const title of titles(page.html)) {
      expect(owners.get(title) ?? owner, `title "${title}" of ${page.file}`).toBe(owner);
      owners.set(title, owner);
    }
  }
});

for (const page of pages) {
  test(`head and JSON-LD of ${path.relative(OUT, page.file)}`, () => checkPage(page));
}

test('social images and the logo named by any page exist in out/', () => {
  const urls = new Set<string>();
  for (const page of pages) {
    for (const url of meta(page.html, 'og:image')) urls.add(url);
    const text = JSON.stringify(jsonLd(page.html));
    for (const match of text.matchAll(/"(https?:\/\/[^"]+\.(?:jpg|jpeg|png|svg|webp|avif))"/g)) urls.add(match[1] ?? '');
  }
  for (const url of urls) {
    if (!url.startsWith(`${origin}/`)) continue;
    const file = path.join(OUT, decodeURIComponent(new URL(url).pathname));
    expect(existsSync(file), `${url} → ${file}`).toBe(true);
  }
});

test('sitemap.xml lists exactly the indexable routes of the Traditional edition, each dated', () => {
  const xml = readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
  const entries = sitemapEntries(xml);
  const locs = entries.map((entry) => entry.loc);
  const expected = routes.filter((route) => route.indexable).map((route) => absoluteUrl(route.path));
  // The Simplified edition's entries are the same pages under /zh-hans/ (editions.desktop.spec.ts).
  expect(locs.filter((loc) => !loc.startsWith(`${origin}${SIMPLIFIED.base}/`)).sort()).toEqual([...expected].sort());
  for (const entry of entries) expect(entry.lastmod, entry.loc).toMatch(/^\d{4}-\d{2}-\d{2}/);
});

test("the organisation's @id has one type in every block of every page", () => {
  const types = new Map<string, Set<string>>();
  const visit = (value: unknown, file: string): void => {
    if (Array.isArray(value)) value.forEach((item) => visit(item, file));
    else if (value && typeof value === 'object') {
      const node = value as Node;
      if (node['@id'] === `${origin}/#organization` && node['@type'] !== undefined) {
        const type = typesOf(node).join(',');
        types.set(type, (types.get(type) ?? new Set()).add(path.relative(OUT, file)));
      }
      Object.values(node).forEach((child) => visit(child, file));
    }
  };
  for (const page of pages) visit(jsonLd(page.html), page.file);
  expect([...types.keys()], JSON.stringify(Object.fromEntries([...types].map(([t, files]) => [t, [...files]])))).toHaveLength(1);
});

test('each FAQ question is marked up on one page only', () => {
  const owners = new Map<string, string[]>();
  for (const page of pages) {
    if (canonicalAliases[page.route]) continue; // an alias serves its canonical page's markup
    for (const faq of ofType(jsonLd(page.html), 'FAQPage')) {
      for (const question of faq.mainEntity as Node[]) {
        const name = String(question.name);
        owners.set(name, [...(owners.get(name) ?? []), page.route]);
      }
    }
  }
  expect(owners.size).toBeGreaterThan(0);
  expect([...owners].filter(([, routesOf]) => routesOf.length > 1)).toEqual([]);
});

test('robots.txt allows crawling and names the sitemap', () => {
  const text = readFileSync(path.join(OUT, 'robots.txt'), 'utf8');
  expect(text).toMatch(/^User-Agent: \*$/im);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
});
