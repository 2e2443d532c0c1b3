import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SIMPLIFIED } from '@/lib/edition';
import { htmlFiles, ORIGIN, OUT, readPage, urlOf } from './out-files';
import { elements, elementsIn, sitemapEntries } from './page-text';

// The export's internal link graph: crawlers and visitors find every service without a search box.

const MAX_CLICKS = 3;
const MIN_INBOUND = 2;

/**
 * Internal page paths an HTML file links to with `<a href>` (only those inside its first `<main>` or
 * `<header>` when `inside` names one), normalised to the export's trailing-slash form.
 */
function linksOf(html: string, from: string, inside?: 'main' | 'header'): Set<string> {
  const targets = new Set<string>();
  const anchors = (inside ? elementsIn(html, inside) : elements(html)).filter((element) => element.name === 'a');
  for (const anchor of anchors) {
    const raw = anchor.attributes.get('href');
    if (raw === undefined) continue;
    const url = new URL(raw, `${ORIGIN}${from}`);
    if (url.origin !== ORIGIN) continue;
    const pathname = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
    if (pathname !== from) targets.add(decodeURIComponent(pathname));
  }
  return targets;
}

const indexed = sitemapEntries(readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8')).map((entry) => new URL(entry.loc).pathname);
const indexedSet = new Set(indexed);
// Only indexable pages count as sources: a link that exists only on the 404 page or on an
// alias that crawlers are told not to index does not make a page findable.
const graph = new Map<string, Set<string>>();
for (const file of htmlFiles()) {
  const url = urlOf(file);
  if (indexedSet.has(url)) graph.set(url, linksOf(readFileSync(file, 'utf8'), url));
}

test('the sitemap lists pages that all exist in out/', () => {
  expect(indexed.length).toBeGreaterThan(10);
  expect(indexed.filter((url) => !graph.has(url))).toEqual([]);
});

test(`every page in the sitemap is reachable from home in at most ${MAX_CLICKS} clicks`, () => {
  const clicks = new Map<string, number>([['/', 0]]);
  let frontier = ['/'];
  for (let depth = 1; depth <= MAX_CLICKS && frontier.length > 0; depth += 1) {
    const next: string[] = [];
    for (const url of frontier) {
      for (const target of graph.get(url) ?? []) {
        if (graph.has(target) && !clicks.has(target)) {
          clicks.set(target, depth);
          next.push(target);
        }
      }
    }
    frontier = next;
  }
  expect(indexed.filter((url) => !clicks.has(url))).toEqual([]);
});

test(`every page in the sitemap is linked from at least ${MIN_INBOUND} other indexable pages`, () => {
  const inbound = new Map<string, number>();
  for (const targets of graph.values()) {
    for (const target of targets) inbound.set(target, (inbound.get(target) ?? 0) + 1);
  }
  const weak = indexed.filter((url) => url !== '/' && (inbound.get(url) ?? 0) < MIN_INBOUND);
  expect(weak.map((url) => `${url} (${inbound.get(url) ?? 0})`)).toEqual([]);
});

const servicePages = indexed.filter((url) => /^\/(services|problems)\/[^/]+\/$/.test(url));

test('the services hub, in its main content, links every service page and every problem page', () => {
  const hub = linksOf(readPage('/services/'), '/services/', 'main');
  expect(servicePages.length).toBeGreaterThanOrEqual(12);
  expect(servicePages.filter((url) => !hub.has(url))).toEqual([]);
});

test('the header menu of every page links every service page and every problem page', () => {
  for (const file of htmlFiles()) {
    const url = urlOf(file);
    if (!indexedSet.has(url)) continue;
    const menu = linksOf(readFileSync(file, 'utf8'), url, 'header');
    // A Simplified page's menu leads to the Simplified pages.
    const base = url.startsWith(`${SIMPLIFIED.base}/`) ? SIMPLIFIED.base : '';
    expect(
      servicePages.map((page) => base + page).filter((page) => page !== url && !menu.has(page)),
      url,
    ).toEqual([]);
  }
});

test('the Cantonese and Mandarin service pages link each other', () => {
  expect([...(graph.get('/services/cantonese/') ?? [])]).toContain('/services/mandarin/');
  expect([...(graph.get('/services/mandarin/') ?? [])]).toContain('/services/cantonese/');
});
