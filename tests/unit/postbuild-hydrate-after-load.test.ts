/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordedPages } from '../../scripts/fixtures/recorded-pages';
import { recordedPage } from './support/recorded-page';
import { flightDataBlock } from '../../scripts/postbuild/flight-data';
import { htmlTags, tagSource } from '../../scripts/postbuild/html-tokens';
import { hydrateAfterLoad, hydrateAfterLoadEnabled, HydrationFormError } from '../../scripts/postbuild/hydrate-after-load';
import { CHUNKS_ATTRIBUTE, hydrateLoader, PAGE_SCRIPT_ATTRIBUTE, PAGE_SCRIPT_ID_ATTRIBUTE } from '../../scripts/postbuild/hydrate-loader';
import { externalizeInlineScripts } from '../../scripts/postbuild/inline-scripts';
import { processExport } from '../../scripts/postbuild/process-export';
import { snapshotOf, writeIn } from './temp-export';

/** The fee page as next build wrote it (tests/fixtures/next-<version>/), and as this step receives it. */
const FEE = recordedPage('fee/index.html');
const { html: RECEIVED, script: PAGE_SCRIPT } = externalizeInlineScripts(flightDataBlock(FEE, 'fee/index.html'), 'fee/index.html');
const LOADER = '/_next/static/hydrate/l.js';
/** Next's start tags of a kind, as written: `async` chunks, `nomodule`, script preloads. */
const written = (html: string, test: (attributes: Map<string, string>) => boolean) =>
  htmlTags(html)
    .filter((tag) => test(tag.attributes))
    .map((tag) => html.slice(tag.start, tag.end));
const asyncChunks = (html: string) => written(html, (attributes) => attributes.has('async'));

describe('the rewrite of one page', () => {
  it('replaces the page script and the async chunk tags by the loader, listing them in order, and drops the chunk preloads', () => {
    const html = hydrateAfterLoad(RECEIVED, 'index.html', LOADER);
    const chunks = htmlTags(FEE)
      .filter((tag) => tag.attributes.has('async'))
      .map((tag) => tag.attributes.get('src'));
    expect(chunks).toHaveLength(8);
    expect(html).toContain(
      `<script src="${LOADER}" defer="" ${PAGE_SCRIPT_ATTRIBUTE}="${PAGE_SCRIPT?.path}" ${PAGE_SCRIPT_ID_ATTRIBUTE}="_R_" ${CHUNKS_ATTRIBUTE}="${chunks.join(' ')}"></script>`,
    );
    expect(asyncChunks(html)).toEqual([]);
    expect(html).not.toContain(`src="${PAGE_SCRIPT?.path}"`);
    expect(written(html, (attributes) => attributes.get('as') === 'script')).toEqual([]);
    // What is not a script to start stays as Next wrote it: the image preload, the polyfill, the structured data.
    for (const kept of [
      ...written(FEE, (attributes) => attributes.get('as') === 'image' || attributes.has('nomodule')),
      ...written(FEE, (attributes) => attributes.get('type') === 'application/ld+json'),
    ]) {
      expect(html).toContain(kept);
    }
  });

  it('fails on a page script in another form, or more than one', () => {
    const asyncPage = RECEIVED.replace('defer="" id="_R_"', 'async="" id="_R_"');
    expect(() => hydrateAfterLoad(asyncPage, 'c.html', LOADER)).toThrow(/^c\.html: the page's own script .*async=""/);
    const twice = RECEIVED.replace('</body>', '<script src="/_next/static/inline/def.js" defer=""></script></body>');
    expect(() => hydrateAfterLoad(twice, 'd.html', LOADER)).toThrow(/^d\.html: the page's own script/);
  });

  it('fails, naming the file and the tag, on a chunk script in a form it does not know', () => {
    const [first = ''] = asyncChunks(RECEIVED);
    const changed = RECEIVED.replace(first, first.replace('async=""', 'type="module"'));
    expect(() => hydrateAfterLoad(changed, 'blog/index.html', LOADER)).toThrow(HydrationFormError);
    expect(() => hydrateAfterLoad(changed, 'blog/index.html', LOADER)).toThrow(
      /^blog\/index\.html: a chunk tag in a form the hydration-after-load step does not know: <script src="\/_next\/static\/chunks\/[\w.-]+\.js" type="module">.*HYDRATE_AFTER_LOAD=0/,
    );
  });

  it('fails on a chunk preload in another form', () => {
    const preload = RECEIVED.replace('fetchPriority="low" ', '');
    expect(() => hydrateAfterLoad(preload, 'a.html', LOADER)).toThrow(
      /a\.html: a chunk tag in a form .*<link rel="preload" as="script" href=/,
    );
  });
});

// Hand-written: forms Next does not write today (attributes reordered or requoted, a page without
// chunk tags or without inline scripts, text that turns into a tag once tags are removed).
const chunk = (name: string, attributes = 'async=""') => `<script src="/_next/static/chunks/${name}.js" ${attributes}></script>`;
const page = (body: string) => `<!DOCTYPE html><html><head></head><body><h1>標題</h1>${body}</body></html>`;

it('reads the chunk and page tags in any attribute order, case and quoting', () => {
  const reordered = page(
    `<SCRIPT ASYNC SRC='/_next/static/chunks/a.js'></SCRIPT><link fetchpriority=low href=/_next/static/chunks/b.js as=script rel=preload>` +
      `<script id="_R_" defer src="/_next/static/inline/abc.js"></script>${chunk('b')}`,
  );
  expect(hydrateAfterLoad(reordered, 'a.html', LOADER)).toBe(
    page(
      `<script src="${LOADER}" defer="" ${PAGE_SCRIPT_ATTRIBUTE}="/_next/static/inline/abc.js" ${PAGE_SCRIPT_ID_ATTRIBUTE}="_R_" ` +
        `${CHUNKS_ATTRIBUTE}="/_next/static/chunks/a.js /_next/static/chunks/b.js"></script>`,
    ),
  );
});

it('leaves the page-script attributes out on a page without inline scripts', () => {
  const html = hydrateAfterLoad(page(chunk('a')), 'a.html', LOADER);
  expect(html).toContain(`<script src="${LOADER}" defer="" ${CHUNKS_ATTRIBUTE}="/_next/static/chunks/a.js"></script>`);
  expect(html).not.toContain(PAGE_SCRIPT_ATTRIBUTE);
});

it('fails on a page without any async chunk tag, and on a chunk tag with a body', () => {
  expect(() => hydrateAfterLoad(page(''), 'b.html', LOADER)).toThrow(
    /^b\.html: no <script src="\/_next\/static\/chunks\/…" async=""> tags found/,
  );
  expect(() => hydrateAfterLoad(page(chunk('a').replace('></', '>run()</')), 'c.html', LOADER)).toThrow(/^c\.html: a chunk tag in a form/);
});

it('stops when removing tags would join the text around them into a chunk tag', () => {
  const joined = page(`${chunk('a')}<${chunk('b')}script src="/_next/static/chunks/c.js" type="module"></script>`);
  expect(() => hydrateAfterLoad(joined, 'a.html', LOADER)).toThrow('a.html: chunk tags remain after the hydration-after-load rewrite.');
});

it('is on unless HYDRATE_AFTER_LOAD turns it off', () => {
  expect(hydrateAfterLoadEnabled({})).toBe(true);
  expect(hydrateAfterLoadEnabled({ HYDRATE_AFTER_LOAD: '1' })).toBe(true);
  for (const off of ['0', 'false', 'OFF', 'no']) expect(hydrateAfterLoadEnabled({ HYDRATE_AFTER_LOAD: off })).toBe(false);
});

describe('over an export folder of recorded pages', () => {
  const [THERAPIST = { name: '', html: '' }] = recordedPages().filter((page) => page.name.startsWith('therapist/'));
  let outDir: string;
  const write = (relative: string, html: string) => writeIn(outDir, relative, html);
  const snapshot = () => snapshotOf(outDir);
  beforeEach(() => {
    outDir = mkdtempSync(path.join(tmpdir(), 'hydrate-'));
    // An index.html the step requires, and the recorded page of a dynamic segment at its own path.
    write('index.html', FEE);
    write(THERAPIST.name, THERAPIST.html);
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it('fails the build on a page whose script tags it cannot recognise, leaving every file as it was', () => {
    write('blog/index.html', FEE.replaceAll(' async=""', ' defer=""'));
    const before = snapshot();
    expect(() => processExport(outDir, {})).toThrow(
      /^blog\/index\.html: a chunk tag in a form the hydration-after-load step does not know/,
    );
    expect(snapshot()).toEqual(before);
  });

  it('writes the loader and rewrites every page; with HYDRATE_AFTER_LOAD=0 leaves the tags as Next wrote them', () => {
    expect(processExport(outDir, {}).hydrateAfterLoad).toBe(true);
    const files = snapshot();
    expect(files[path.join(...hydrateLoader().path.split('/').filter(Boolean))]).toBe(hydrateLoader().text);
    for (const file of ['index.html', path.join(...THERAPIST.name.split('/'))]) {
      expect(files[file]).toContain(`src="${hydrateLoader().path}"`);
      expect(files[file]).toMatch(/data-page-script="\/_next\/static\/inline\/[0-9a-f]+\.js"/);
    }

    write('index.html', FEE);
    expect(processExport(outDir, { HYDRATE_AFTER_LOAD: '0' }).hydrateAfterLoad).toBe(false);
    const direct = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    for (const tag of written(FEE, (attributes) => /chunks/.test(attributes.get('src') ?? attributes.get('href') ?? '')))
      expect(direct).toContain(tag);
    const pageScript = htmlTags(direct).find((tag) => tag.attributes.get('src')?.startsWith('/_next/static/inline/'));
    expect(pageScript && tagSource(direct, pageScript)).toMatch(
      /^<script src="\/_next\/static\/inline\/[0-9a-f]+\.js" defer="" id="_R_">$/,
    );
    expect(direct).not.toContain(hydrateLoader().path);
  });
});
