/**
 * @jest-environment node
 */
import { runInNewContext } from 'node:vm';
import { FLIGHT_DATA_ID, flightDataBlock, FlightDataError } from '../../scripts/postbuild/flight-data';
import { isInlineExecutable, scriptTags } from '../../scripts/postbuild/html-tokens';
import { externalizeInlineScripts } from '../../scripts/postbuild/inline-scripts';

const BOOTSTRAP = '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[7]});</script>';
const FLIGHT =
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  // Next writes `<` in its strings as \u003c; a raw one is escaped all the same.
  '<script>self.__next_f.push([1,"0:\\"中文 \\u003cb\\u003e\\"\\n"])</script>' +
  '<script>self.__next_f.push([1,"1:[\\"<i>\\"]\\n"])</script>';
const page = (body: string) => `<!DOCTYPE html><html><head></head><body><h1>標題</h1>${body}<footer>頁尾</footer></body></html>`;
const PUSHED = [[0], [1, '0:"中文 <b>"\n'], [1, '1:["<i>"]\n']];

/** The state a page leaves in `self.__next_f` when its scripts run in order (data blocks are not run). */
function run(html: string) {
  const blocks = new Map(
    scriptTags(html)
      .filter((tag) => tag.attributes.get('type') === 'application/json')
      .map((tag) => [tag.attributes.get('id'), tag.body]),
  );
  const sandbox: { __next_f?: unknown[]; TURBOPACK?: unknown[]; document?: unknown } = {
    document: { getElementById: (id: string) => (blocks.has(id) ? { textContent: blocks.get(id) } : null) },
  };
  for (const tag of scriptTags(html).filter(isInlineExecutable)) runInNewContext(`var self = globalThis;\n${tag.body}`, sandbox);
  return sandbox;
}

it('puts the flight data in one JSON data block where the first push was, with a reader that pushes the same items in order', () => {
  const source = page(BOOTSTRAP + FLIGHT);
  const html = flightDataBlock(source, 'index.html');
  expect(html).toContain(`<script type="application/json" id="${FLIGHT_DATA_ID}">[[0],`);
  expect(html).not.toContain('self.__next_f.push([1');
  expect(html.indexOf(FLIGHT_DATA_ID)).toBeGreaterThan(html.indexOf('_R_'));
  expect(html).toContain('<footer>頁尾</footer>');
  // No `<` left in the block: nothing in it can end the script element.
  const block = scriptTags(html).find((tag) => tag.attributes.get('id') === FLIGHT_DATA_ID);
  expect(block?.body).not.toContain('<');
  expect(run(html).__next_f).toEqual(PUSHED);
  expect(run(source).__next_f).toEqual(PUSHED);
});

it('leaves only the bootstrap and the reader as script: the external page script stays small', () => {
  const { html, script } = externalizeInlineScripts(flightDataBlock(page(BOOTSTRAP + FLIGHT), 'a.html'), 'a.html');
  expect(script?.text).not.toContain('__next_f.push([1');
  expect(script?.text.length).toBeLessThan(600);
  expect(html).toContain(`id="${FLIGHT_DATA_ID}"`);
});

it('leaves a page that already has the block as it is', () => {
  const once = flightDataBlock(page(BOOTSTRAP + FLIGHT), 'a.html');
  expect(flightDataBlock(once, 'a.html')).toBe(once);
});

it.each([
  ['a page without flight data', page(BOOTSTRAP), /^b\.html: no inline flight data/],
  ['__next_f in another form', page(`${BOOTSTRAP}<script>self.__next_f.unshift([0])</script>`), /^b\.html: an inline script uses __next_f in a form .* does not know/],
  ['an argument that is not JSON', page('<script>self.__next_f.push([1, x])</script>'), /does not know/],
  ['a push with attributes', page('<script nonce="n">self.__next_f.push([0])</script>'), /does not know/],
])('stops the build on %s, naming the file', (_, html, message) => {
  expect(() => flightDataBlock(html, 'b.html')).toThrow(FlightDataError);
  expect(() => flightDataBlock(html, 'b.html')).toThrow(message);
});
