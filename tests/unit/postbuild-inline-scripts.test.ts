/**
 * @jest-environment node
 */
import { runInNewContext } from 'node:vm';
import { isInlineExecutable, scriptTags } from '../../scripts/postbuild/html-tokens';
import { externalizeInlineScripts, INLINE_DIR, InlineScriptError } from '../../scripts/postbuild/inline-scripts';

const JSON_LD = '<script type="application/ld+json">{"@type":"Article"}</script>';
const BOOTSTRAP = '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[7]});</script>';
const page = (body: string) => `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><h1>標題</h1>${body}</body></html>`;
const NEXT_PAGE = page(
  `${JSON_LD}${BOOTSTRAP}<script src="/_next/static/chunks/b.js" async=""></script>` +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:\\"中文\\"\\n"])</script>' +
    '<script>self.__next_f.push([1,"1:[]\\n"])</script>',
);

it('moves every inline script into one deferred file, in document order, keeping the id and the JSON-LD', () => {
  const { html, script } = externalizeInlineScripts(NEXT_PAGE, 'blog/index.html');
  expect(script?.path).toMatch(new RegExp(`^${INLINE_DIR}[0-9a-f]{20}\\.js$`));
  expect(html).toContain(`<script src="${script?.path}" defer="" id="_R_"></script>`);
  expect(html).toContain(JSON_LD);
  expect(html).toContain('<h1>標題</h1>');
  expect(scriptTags(html).filter(isInlineExecutable)).toEqual([]);
  // The replacement sits where the first moved script was: before the async chunk b.js.
  expect(html.indexOf('defer=""')).toBeLessThan(html.indexOf('chunks/b.js'));

  // Run from the file, the scripts leave the same state as inline: pushes in order.
  const sandbox: { __next_f?: unknown[]; TURBOPACK?: unknown[] } = {};
  runInNewContext(`var self = globalThis;\n${script?.text}`, sandbox);
  expect(sandbox.__next_f).toEqual([[0], [1, '0:"中文"\n'], [1, '1:[]\n']]);
  expect(sandbox.TURBOPACK).toEqual([{ otherChunks: ['static/chunks/a.js'], runtimeModuleIds: [7] }]);
});

it('names the file after its content, so a changed page gets a new URL', () => {
  const first = externalizeInlineScripts(NEXT_PAGE, 'a.html').script?.path;
  const changed = externalizeInlineScripts(NEXT_PAGE.replace('中文', '英文'), 'a.html').script?.path;
  expect(first).toBe(externalizeInlineScripts(NEXT_PAGE, 'b.html').script?.path);
  expect(changed).not.toBe(first);
});

it('keeps each script its own statement, even after a trailing line comment', () => {
  const { script } = externalizeInlineScripts(page('<script>var a = 1 // one</script><script>(a = 2)</script>'), 'x.html');
  const sandbox: { a?: number } = {};
  runInNewContext(script?.text ?? '', sandbox);
  expect(sandbox.a).toBe(2);
});

it('leaves a page without inline scripts as it is', () => {
  const html = page(JSON_LD);
  expect(externalizeInlineScripts(html, 'x.html')).toEqual({ html, script: null });
});

it.each([
  ['a module script', '<script type="module">import "./a.js"</script>', /is a module script/],
  ['a script with other attributes', '<script nomodule>run()</script>', /attributes \(nomodule\)/],
  ['a script that needs to run in place', '<script>document.write("<p>")</script>', /document\.currentScript or document\.write/],
])('refuses %s, naming the file and the script', (_, script, reason) => {
  const call = () => externalizeInlineScripts(page(`${BOOTSTRAP}${script}`), 'fee/index.html');
  expect(call).toThrow(InlineScriptError);
  expect(call).toThrow(reason);
  expect(call).toThrow(/^fee\/index\.html: .*: "/);
});
