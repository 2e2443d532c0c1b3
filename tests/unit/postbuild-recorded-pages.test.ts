// The whole post-build step over real pages of the pinned Next (tests/fixtures/next-<version>/, from
// `npm run fixtures:record`), in a temporary copy. The results are read back as a browser would,
// with the DOM (jsdom), not with the step's own tag list.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixtureDir, installedNextVersion, recordedPages, TAGS_FILE } from '../../scripts/fixtures/recorded-pages';
import { tagSummary } from '../../scripts/fixtures/tag-summary';
import { FLIGHT_DATA_ID, FLIGHT_READER, RAW_TYPE } from '../../scripts/postbuild/flight-data';
import { CHUNKS_ATTRIBUTE, hydrateLoader, PAGE_SCRIPT_ATTRIBUTE } from '../../scripts/postbuild/hydrate-loader';
import { type ExportResult, processExport } from '../../scripts/postbuild/process-export';
import { flightStream, runScripts } from './support/recorded-page';

const pages = recordedPages();
const loader = hydrateLoader();
let outDir = '';
let result: ExportResult;

beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'recorded-'));
  cpSync(fixtureDir(installedNextVersion()), outDir, { recursive: true });
  result = processExport(outDir, { ANALYTICS_ENABLED: 'false' });
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const read = (name: string) => readFileSync(path.join(outDir, ...name.split('/')), 'utf8');
const all = (document: Document, selector: string) => [...document.querySelectorAll(selector)];
const JS_TYPES = ['', 'text/javascript', 'application/javascript', 'module'];
const runsInline = (script: Element) =>
  !script.hasAttribute('src') &&
  JS_TYPES.includes((script.getAttribute('type') ?? '').trim().toLowerCase()) &&
  Boolean(script.textContent?.trim());

it('records the home page, a general page and a page of a dynamic segment, and their tags in short', () => {
  expect(pages.map((page) => page.name)).toEqual([
    'fee/index.html',
    'index.html',
    expect.stringMatching(/^therapist\/[a-z0-9-]+\/index\.html$/),
  ]);
  expect(readFileSync(path.join(fixtureDir(installedNextVersion()), TAGS_FILE), 'utf8')).toBe(tagSummary(pages));
  expect(result.rewritten).toBe(pages.length);
});

describe.each(pages)('$name', ({ name, html }) => {
  // Read once; the last test, which removes elements, parses its own copies.
  let source: Document;
  let page: Document;
  beforeAll(() => {
    source = parse(html);
    page = parse(read(name));
  });

  it('leaves no script the browser runs from the page, no inline handler, and scripts from our own origin only', () => {
    expect(all(page, 'script').filter(runsInline)).toEqual([]);
    expect(all(page, '*').flatMap((element) => element.getAttributeNames().filter((attribute) => attribute.startsWith('on')))).toEqual([]);
    for (const script of all(page, 'script[src]')) expect(script.getAttribute('src')).toMatch(/^\/_next\/static\//);
    expect(result.text).toMatch(/Content-Security-Policy: default-src 'self'; script-src 'self';/);
  });

  it("starts Next's chunks from one loader tag, listing them in the page's order, with no chunk preload left", () => {
    const chunks = [...new Set(all(source, 'script[src][async]').map((script) => script.getAttribute('src')))];
    expect(chunks.length).toBeGreaterThan(1);
    const [tag, ...others] = all(page, `script[src="${loader.path}"]`);
    expect(others).toEqual([]);
    expect(tag?.hasAttribute('defer')).toBe(true);
    expect(tag?.getAttribute(CHUNKS_ATTRIBUTE)?.split(' ')).toEqual(chunks);
    expect(all(page, 'script[async], link[as="script"]')).toEqual([]);
    // The legacy polyfill stays as Next wrote it: a module-capable browser never fetches it.
    expect(all(page, 'script[nomodule]').map((script) => script.outerHTML)).toEqual(
      all(source, 'script[nomodule]').map((script) => script.outerHTML),
    );
    expect(read(loader.path)).toBe(loader.text);
  });

  it('keeps the flight data as one block, the stream as text, that the external page script pushes as the inline scripts did', () => {
    const expected = runScripts(
      all(source, 'script')
        .filter(runsInline)
        .map((script) => script.textContent ?? ''),
      (id) => source.getElementById(id),
    );
    const block = page.getElementById(FLIGHT_DATA_ID);
    expect(block?.getAttribute('type')).toBe(RAW_TYPE);
    expect(block?.textContent).not.toContain('<');
    const pageScript = all(page, `script[src="${loader.path}"]`)[0]?.getAttribute(PAGE_SCRIPT_ATTRIBUTE) ?? '';
    expect(pageScript).toMatch(/^\/_next\/static\/inline\/[0-9a-f]{20}\.js$/);
    // The same stream, now in one chunk after the bootstrap item, as Next's client reads it.
    const received = runScripts([read(pageScript)], (id) => page.getElementById(id));
    expect(received.__next_f?.[0]).toEqual([0]);
    expect(flightStream(received.__next_f)).toBe(flightStream(expected.__next_f));
    expect(received.TURBOPACK).toEqual(expected.TURBOPACK);
    expect(expected.__next_f?.length).toBeGreaterThan(2);
    expect(expected.TURBOPACK).toHaveLength(1);
  });

  it('changes nothing else in the page', () => {
    const strip = (document: Document) => {
      for (const element of all(document, 'script, link[as="script"]')) element.remove();
      return document.documentElement.outerHTML;
    };
    expect(strip(parse(read(name)))).toBe(strip(parse(html)));
  });
});

it('writes the external page script every page names: the bootstrap and the flight-data reader, shared by pages alike', () => {
  const named = new Set(
    pages.map(({ name }) => all(parse(read(name)), `script[src="${loader.path}"]`)[0]?.getAttribute(PAGE_SCRIPT_ATTRIBUTE) ?? ''),
  );
  // Real pages differ only in their flight data, now in each page's HTML: one file serves them all.
  expect(named.size).toBe(1);
  for (const script of named) {
    expect(read(script)).toContain('globalThis["TURBOPACK"]');
    expect(read(script)).toContain(FLIGHT_READER);
  }
});
