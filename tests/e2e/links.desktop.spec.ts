import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test } from '@playwright/test';
import { htmlFiles, ORIGIN, OUT as OUT_DIR, urlOf } from './out-files';
import { elements, sitemapEntries } from './page-text';

interface Tag {
  name: string;
  attributes: Map<string, string>;
}

interface Page {
  file: string;
  /** The URL path the page is served under ('/services/' for out/services/index.html). */
  url: string;
  tags: Tag[];
  ids: Set<string>;
}

function parse(file: string): Page {
  // Read by the tokenizer: nothing in a script, a style or a comment is taken for a tag.
  const tags: Tag[] = elements(readFileSync(file, 'utf8')).map(({ name, attributes }) => ({ name, attributes }));
  const ids = new Set(tags.map((tag) => tag.attributes.get('id')).filter((id): id is string => Boolean(id)));
  return { file: relative(OUT_DIR, file), url: urlOf(file), tags, ids };
}

/** Every URL a tag makes the browser load or follow. */
function urlsOf(tag: Tag): string[] {
  const urls: string[] = [];
  for (const name of ['href', 'src', 'poster', 'data']) {
    const value = tag.attributes.get(name);
    if (value !== undefined) urls.push(value.trim());
  }
  for (const name of ['srcset', 'imagesrcset']) {
    const value = tag.attributes.get(name);
    if (value)
      urls.push(
        ...value
          .split(/,\s+/)
          .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
          .filter(Boolean),
      );
  }
  return urls;
}

/** The file of out/ a same-site path is served from, or why there is none. */
function resolvePath(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return 'is not a valid URL path';
  }
  const target = join(OUT_DIR, decoded);
  if (target !== OUT_DIR && !target.startsWith(OUT_DIR + sep)) return 'points outside the export';
  if (decoded.endsWith('/')) return existsSync(join(target, 'index.html')) ? undefined : `has no ${join(decoded, 'index.html')}`;
  if (existsSync(target) && statSync(target).isFile()) return undefined;
  if (existsSync(join(target, 'index.html'))) return 'lacks the trailing slash (a redirect on every click)';
  return 'has no file in the export';
}

const pages = htmlFiles().map(parse);

test('every internal href, src and srcset resolves to a file of the export', () => {
  const problems: string[] = [];
  for (const page of pages) {
    for (const tag of page.tags) {
      for (const raw of urlsOf(tag)) {
        if (raw === '' || /^(mailto|tel|sms|data|blob|javascript):/i.test(raw)) continue;
        const url = new URL(raw, ORIGIN + page.url);
        if (url.origin !== ORIGIN) continue;
        if (raw.startsWith('#') || (url.pathname === page.url && url.hash && !url.search)) {
          const id = decodeURIComponent(url.hash.slice(1));
          if (id && !page.ids.has(id)) problems.push(`${page.file}: <${tag.name}> ${raw} points to no element with that id`);
          continue;
        }
        const problem = resolvePath(url.pathname);
        if (problem) problems.push(`${page.file}: <${tag.name}> ${raw} ${problem}`);
      }
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('every target="_blank" link has rel="noopener noreferrer"', () => {
  const problems: string[] = [];
  for (const page of pages) {
    for (const tag of page.tags) {
      if (tag.attributes.get('target') !== '_blank') continue;
      const rel = new Set((tag.attributes.get('rel') ?? '').toLowerCase().split(/\s+/));
      if (!rel.has('noopener') || !rel.has('noreferrer')) {
        problems.push(`${page.file}: <${tag.name}> ${tag.attributes.get('href') ?? ''} rel="${tag.attributes.get('rel') ?? ''}"`);
      }
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('every <img> has alt, width and height', () => {
  const problems: string[] = [];
  for (const page of pages) {
    for (const tag of page.tags) {
      if (tag.name !== 'img') continue;
      const missing = ['alt', 'width', 'height'].filter((name) => !tag.attributes.has(name));
      const badSize = ['width', 'height'].filter((name) => tag.attributes.has(name) && !/^\d+$/.test(tag.attributes.get(name) ?? ''));
      if (missing.length > 0 || badSize.length > 0) {
        problems.push(
          `${page.file}: <img src="${tag.attributes.get('src') ?? ''}"> missing ${missing.join(', ') || '-'}; not a whole number: ${badSize.join(', ') || '-'}`,
        );
      }
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('every sitemap URL is a page of the export', () => {
  const sitemap = join(OUT_DIR, 'sitemap.xml');
  expect(existsSync(sitemap), 'out/sitemap.xml exists').toBe(true);
  const problems: string[] = [];
  for (const { loc } of sitemapEntries(readFileSync(sitemap, 'utf8'))) {
    const url = new URL(loc);
    if (url.origin !== ORIGIN) problems.push(`sitemap.xml: ${loc} is not on ${ORIGIN}`);
    else if (resolvePath(url.pathname)) problems.push(`sitemap.xml: ${loc} ${resolvePath(url.pathname) ?? ''}`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
