/** @jest-environment node */
import { flightStream, recordedPage, runScripts } from './support/recorded-page';
import { FLIGHT_DATA_ID, FLIGHT_READER, flightDataBlock, FlightDataError, RAW_TYPE } from '../../scripts/postbuild/flight-data';
import { isInlineExecutable, scriptTags } from '../../scripts/postbuild/html-tokens';
import { externalizeInlineScripts } from '../../scripts/postbuild/inline-scripts';

/** The home page as next build wrote it (tests/fixtures/next-<version>/): nine flight-data pushes. */
const HOME = recordedPage('index.html');

/** The state a page leaves in `self.__next_f` when its scripts run in order (data blocks are not run). */
function run(html: string) {
  const blocks = new Map(
    scriptTags(html)
      .filter((tag) => ['application/json', RAW_TYPE].includes(tag.attributes.get('type') ?? ''))
      .map((tag) => [tag.attributes.get('id'), tag]),
  );
  const element = (id: string) => {
    const tag = blocks.get(id);
    return tag ? { textContent: tag.body, getAttribute: (name: string) => tag.attributes.get(name) ?? null } : null;
  };
  return runScripts(
    scriptTags(html)
      .filter(isInlineExecutable)
      .map((tag) => tag.body),
    element,
  );
}

it('puts the flight data in one data block, its text the stream itself, where the first push was, with a reader that pushes the same stream', () => {
  const html = flightDataBlock(HOME, 'index.html');
  const scripts = scriptTags(html);
  const block = scripts.find((tag) => tag.attributes.get('id') === FLIGHT_DATA_ID);
  expect(block?.attributes.get('type')).toBe(RAW_TYPE);
  expect(block?.body).toBe(flightStream(run(HOME).__next_f));
  expect(scripts.filter((tag) => tag.body.includes('__next_f.push('))).toEqual([]);
  // Where the first push was: after the bootstrap and the last chunk tag, before the end of the body.
  expect(html.indexOf(FLIGHT_DATA_ID)).toBeGreaterThan(html.indexOf('<script id="_R_">'));
  expect(html.slice(block?.end)).toBe(`<script>${FLIGHT_READER}</script></body></html>`);
  const pushed = run(html).__next_f;
  expect(pushed?.[0]).toEqual([0]);
  expect(flightStream(pushed)).toBe(flightStream(run(HOME).__next_f));
  expect(run(HOME).__next_f).toHaveLength(10);
});

it('keeps the JSON form when the stream could not stand as a script text unchanged (a carriage return)', () => {
  const page =
    '<body><script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"1:T2,a\\r"])</script></body>';
  const html = flightDataBlock(page, 'a.html');
  expect(
    scriptTags(html)
      .find((tag) => tag.attributes.get('id') === FLIGHT_DATA_ID)
      ?.attributes.get('type'),
  ).toBe('application/json');
  expect(run(html).__next_f).toEqual([[0], [1, '1:T2,a\r']]);
});

// Next writes `<` in its strings as \u003c; a raw one (not in its pages today) is escaped all the same.
it('escapes a raw < in the data, so nothing in the block can end the script element', () => {
  const page =
    '<body><script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"1:[\\"<i>\\"]\\n"])</script></body>';
  const html = flightDataBlock(page, 'a.html');
  const block = scriptTags(html).find((tag) => tag.attributes.get('id') === FLIGHT_DATA_ID);
  expect(block?.body).not.toContain('<');
  expect(run(html).__next_f).toEqual([[0], [1, '1:["<i>"]\n']]);
});

it('leaves only the bootstrap and the reader as script: the external page script stays small; a page with the block as it is', () => {
  const { html, script } = externalizeInlineScripts(flightDataBlock(HOME, 'index.html'), 'index.html');
  expect(script?.text).not.toContain('__next_f.push([1');
  expect(script?.text.length).toBeLessThan(600);
  expect(scriptTags(html).some((tag) => tag.attributes.get('id') === FLIGHT_DATA_ID)).toBe(true);
  const once = flightDataBlock(HOME, 'index.html');
  expect(flightDataBlock(once, 'index.html')).toBe(once);
});

// Forms Next does not write today, each of which must stop the build: hand-written.
const BOOTSTRAP =
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"runtimeModuleIds":[7]});</script>';
const page = (body: string) => `<!DOCTYPE html><html><head></head><body><h1>標題</h1>${body}</body></html>`;

it.each([
  ['a page without flight data', page(BOOTSTRAP), /^b\.html: no inline flight data/],
  [
    'flight data only inside a comment',
    page(`${BOOTSTRAP}<!-- <script>self.__next_f.push([0])</script> -->`),
    /^b\.html: no inline flight data/,
  ],
  [
    '__next_f in another form',
    page(`${BOOTSTRAP}<script>self.__next_f.unshift([0])</script>`),
    /^b\.html: an inline script uses __next_f in a form .* does not know/,
  ],
  ['an argument that is not JSON', page('<script>self.__next_f.push([1, x])</script>'), /does not know/],
  ['a push with attributes', page('<script nonce="n">self.__next_f.push([0])</script>'), /does not know/],
  ['a push with attributes in other quotes and case', page("<SCRIPT Nonce='n'>self.__next_f.push([0])</SCRIPT>"), /does not know/],
])('stops the build on %s, naming the file', (_, html, message) => {
  expect(() => flightDataBlock(html, 'b.html')).toThrow(FlightDataError);
  expect(() => flightDataBlock(html, 'b.html')).toThrow(message);
});
