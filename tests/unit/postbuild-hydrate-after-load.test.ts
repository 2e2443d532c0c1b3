/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hydrateAfterLoad, hydrateAfterLoadEnabled, HydrationFormError } from '../../scripts/postbuild/hydrate-after-load';
import { CHUNKS_ATTRIBUTE, hydrateLoader, PAGE_SCRIPT_ATTRIBUTE, PAGE_SCRIPT_ID_ATTRIBUTE } from '../../scripts/postbuild/hydrate-loader';
import { processExport } from '../../scripts/postbuild/process-export';

/** The script tags of a page as Next 16 writes them (chunk names shortened). */
const HEAD =
  '<link rel="preload" href="/icon.svg" as="image"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-x1.js" async=""></script>' +
  '<script src="/_next/static/chunks/poly.js" noModule=""></script>';
const BODY =
  '<h1>標題</h1><script type="application/ld+json">{"@type":"Article"}</script>' +
  '<script src="/_next/static/inline/abc.js" defer="" id="_R_"></script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>';
const page = (head = HEAD, body = BODY) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
const LOADER = '/_next/static/hydrate/l.js';

describe('the rewrite of one page', () => {
  it('replaces the page script and the async chunk tags by the loader, listing them in order, and drops the chunk preloads', () => {
    const html = hydrateAfterLoad(page(), 'index.html', LOADER);
    expect(html).toContain(
      `<script src="${LOADER}" defer="" ${PAGE_SCRIPT_ATTRIBUTE}="/_next/static/inline/abc.js" ${PAGE_SCRIPT_ID_ATTRIBUTE}="_R_" ` +
        `${CHUNKS_ATTRIBUTE}="/_next/static/chunks/a.js /_next/static/chunks/turbopack-x1.js /_next/static/chunks/main.js"></script>`,
    );
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect(html).not.toContain('<script src="/_next/static/inline/');
    expect(html).not.toContain('as="script"');
    // What is not a script to start stays: the image preload, the polyfill, the structured data.
    expect(html).toContain('<link rel="preload" href="/icon.svg" as="image"/>');
    expect(html).toContain('noModule=""');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('<h1>標題</h1>');
  });

  it('leaves the page-script attributes out on a page without inline scripts', () => {
    const html = hydrateAfterLoad(page(HEAD, BODY.replace(/<script src="\/_next\/static\/inline\/[^>]+><\/script>/, '')), 'a.html', LOADER);
    expect(html).toContain(`<script src="${LOADER}" defer="" ${CHUNKS_ATTRIBUTE}=`);
    expect(html).not.toContain(PAGE_SCRIPT_ATTRIBUTE);
  });

  it('fails on a page script in another form, or more than one', () => {
    const asyncPage = page(HEAD, BODY.replace('defer="" id="_R_"', 'async="" id="_R_"'));
    expect(() => hydrateAfterLoad(asyncPage, 'c.html', LOADER)).toThrow(/^c\.html: the page's own script .*async=""/);
    const twice = page(HEAD, BODY + '<script src="/_next/static/inline/def.js" defer=""></script>');
    expect(() => hydrateAfterLoad(twice, 'd.html', LOADER)).toThrow(/^d\.html: the page's own script/);
  });

  it('fails, naming the file and the tag, on a chunk script in a form it does not know', () => {
    const changed = page(HEAD.replace('src="/_next/static/chunks/a.js" async=""', 'src="/_next/static/chunks/a.js" type="module"'));
    expect(() => hydrateAfterLoad(changed, 'blog/index.html', LOADER)).toThrow(HydrationFormError);
    expect(() => hydrateAfterLoad(changed, 'blog/index.html', LOADER)).toThrow(
      /^blog\/index\.html: a chunk tag in a form the hydration-after-load step does not know: <script src="\/_next\/static\/chunks\/a\.js" type="module">.*HYDRATE_AFTER_LOAD=0/,
    );
  });

  it('fails on a chunk preload in another form, and on a page without any async chunk tag', () => {
    const preload = page(HEAD.replace('fetchPriority="low" ', ''));
    expect(() => hydrateAfterLoad(preload, 'a.html', LOADER)).toThrow(/a\.html: a chunk tag in a form .*<link rel="preload" as="script" href=/);
    const none = page('', '<h1>標題</h1>');
    expect(() => hydrateAfterLoad(none, 'b.html', LOADER)).toThrow(/^b\.html: no <script src="\/_next\/static\/chunks\/…" async=""> tags found/);
  });
});

it('is on unless HYDRATE_AFTER_LOAD turns it off', () => {
  expect(hydrateAfterLoadEnabled({})).toBe(true);
  expect(hydrateAfterLoadEnabled({ HYDRATE_AFTER_LOAD: '1' })).toBe(true);
  for (const off of ['0', 'false', 'OFF', 'no']) expect(hydrateAfterLoadEnabled({ HYDRATE_AFTER_LOAD: off })).toBe(false);
});

describe('over an export folder', () => {
  /** A page as Next exports it: its bootstrap and flight data inline (the post-build step moves them). */
  const nextPage = (head = HEAD) =>
    page(
      head,
      '<h1>標題</h1><script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"runtimeModuleIds":[1]});</script>' +
        '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:\\"x\\"\\n"])</script>' +
        '<script src="/_next/static/chunks/main.js" async=""></script>',
    );
  let outDir: string;
  const write = (relative: string, html: string) => {
    mkdirSync(path.dirname(path.join(outDir, relative)), { recursive: true });
    writeFileSync(path.join(outDir, relative), html);
  };
  const snapshot = () =>
    Object.fromEntries(
      readdirSync(outDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => [path.relative(outDir, path.join(entry.parentPath, entry.name)), readFileSync(path.join(entry.parentPath, entry.name), 'utf8')]),
    );
  beforeEach(() => {
    outDir = mkdtempSync(path.join(tmpdir(), 'hydrate-'));
    write('index.html', nextPage());
    write('contact/index.html', nextPage());
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it('fails the build on a page whose script tags it cannot recognise, leaving every file as it was', () => {
    write('blog/index.html', nextPage(HEAD.replaceAll(' async=""', ' defer=""')));
    const before = snapshot();
    expect(() => processExport(outDir, {})).toThrow(/^blog\/index\.html: a chunk tag in a form the hydration-after-load step does not know/);
    expect(snapshot()).toEqual(before);
  });

  it('writes the loader and rewrites every page; with HYDRATE_AFTER_LOAD=0 leaves the tags as Next wrote them', () => {
    const result = processExport(outDir, {});
    expect(result.hydrateAfterLoad).toBe(true);
    const files = snapshot();
    expect(files[path.join(...hydrateLoader().path.split('/').filter(Boolean))]).toBe(hydrateLoader().text);
    for (const file of ['index.html', path.join('contact', 'index.html')]) {
      expect(files[file]).toContain(`src="${hydrateLoader().path}"`);
      expect(files[file]).toMatch(/data-page-script="\/_next\/static\/inline\/[0-9a-f]+\.js"/);
      expect(files[file]).toContain('<script type="application/json" id="__next_f_data">[[0],[1,');
    }

    write('index.html', nextPage());
    expect(processExport(outDir, { HYDRATE_AFTER_LOAD: '0' }).hydrateAfterLoad).toBe(false);
    const direct = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(direct).toContain(HEAD);
    expect(direct).toContain('<script src="/_next/static/chunks/main.js" async=""></script>');
    expect(direct).toMatch(/<script src="\/_next\/static\/inline\/[0-9a-f]+\.js" defer="" id="_R_"><\/script>/);
    expect(direct).not.toContain(hydrateLoader().path);
  });
});
