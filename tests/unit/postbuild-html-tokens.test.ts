/** @jest-environment node */
// Hand-written pages throughout: these are the tokenizer's own cases (quoting, case, comments,
// raw-text elements), forms Next does not write today but a browser reads all the same.
import {
  applyEdits,
  escapeAttribute,
  hasExactly,
  htmlTags,
  isInlineExecutable,
  scriptTags,
  tagSource,
} from '../../scripts/postbuild/html-tokens';

const summary = (html: string) => htmlTags(html).map((tag) => [tag.name, Object.fromEntries(tag.attributes), tag.body]);

it('reads a tag by its name and attributes in any order, case and quoting, entities decoded', () => {
  const tags = [
    `<script src="/a.js" async=""></script>`,
    `<SCRIPT ASYNC src='/a.js'></SCRIPT>`,
    `<script async src=/a.js ></script>`,
    `<script\nasync\tsrc="/&#97;.js"></script>`,
  ];
  for (const html of tags) expect(summary(html)).toEqual([['script', { src: '/a.js', async: '' }, '']]);
});

it('keeps the first of a repeated attribute, as a browser does', () => {
  expect(htmlTags('<script src="/a.js" src="/b.js"></script>')[0]?.attributes.get('src')).toBe('/a.js');
});

it('takes nothing inside a comment, a script, <noscript>, <textarea> or <title> for a tag', () => {
  const html =
    '<title><script>t()</script></title><!-- <script>c()</script> --><noscript><script>n()</script></noscript>' +
    '<textarea><script>x()</script></textarea><script>var s = "<div onclick=go()></div>";</script><p>';
  expect(summary(html).map(([name]) => name)).toEqual(['title', 'noscript', 'textarea', 'script', 'p']);
  expect(scriptTags(html).map((tag) => tag.body)).toEqual(['var s = "<div onclick=go()></div>";']);
});

it('gives each script its exact text and offsets, and runs an unclosed one to the end, as a browser does', () => {
  const html = '<p>a</p><script id="x">if (a < b) f("</scr" + "ipt>");</script><script>tail(';
  const [first, second] = scriptTags(html);
  expect(first?.body).toBe('if (a < b) f("</scr" + "ipt>");');
  expect(html.slice(first?.start, first?.end)).toBe('<script id="x">if (a < b) f("</scr" + "ipt>");</script>');
  expect(tagSource(html, first!)).toBe('<script id="x">');
  expect(second).toMatchObject({ body: 'tail(', end: html.length });
});

it('tells a script the browser runs from its text from data blocks, external and empty scripts', () => {
  const runs = (html: string) => scriptTags(html).map(isInlineExecutable);
  const code = '<script>a()</script><script type="text/javascript">b()</script><script type=" Module ">import "c"</script>';
  const data = '<script type="application/ld+json">{}</script><script type="application/json">[]</script>';
  expect(runs(code)).toEqual([true, true, true]);
  expect(runs(`${data}<script src="/a.js"></script><script> </script>`)).toEqual([false, false, false, false]);
});

it('compares a tag with a set of attribute names, ignoring their order', () => {
  const [tag] = htmlTags('<link href="/a.js" rel="preload" as="script">');
  expect(hasExactly(tag!, ['rel', 'as', 'href'])).toBe(true);
  expect(hasExactly(tag!, ['rel', 'href'])).toBe(false);
  expect(hasExactly(tag!, ['rel', 'as', 'href', 'fetchpriority'])).toBe(false);
});

it('splices edits into the page, keeping every other byte, and refuses overlapping ones', () => {
  const html = '<a>one</a><b>two</b>';
  const edit = (start: number, end: number, text = '') => ({ start, end, text });
  expect(applyEdits(html, [edit(10, 20), edit(3, 6, '1')])).toBe('<a>1</a>');
  expect(() => applyEdits(html, [edit(0, 5), edit(4, 6)])).toThrow(/overlapping/);
  expect(escapeAttribute('a"b&c')).toBe('a&quot;b&amp;c');
});

it('reads the same page the same way twice, and a changed page anew', () => {
  const page = '<script id="a">a()</script>';
  expect(htmlTags(page)).toBe(htmlTags(page));
  expect(htmlTags(page.replace('id="a"', 'id="b"'))[0]?.attributes.get('id')).toBe('b');
});
