/** @jest-environment node */
// The e2e specs' reader of the built pages and the sitemap (tests/e2e/page-text.ts): what the specs
// rely on, on hand-written markup in the forms a regular expression would misread.
import { elements, elementsIn, elementsNamed, isInside, sitemapEntries } from '../e2e/page-text';

it('reads a tag whatever the order, quoting and case of its attributes, entities decoded', () => {
  const forms = ['<a href="/fee/" class="x">費用</a>', "<A CLASS=x HREF='/fee/'>費用</A>", '<a\nclass=x\thref=/f&#101;e/>費用</a>'];
  for (const html of forms) {
    const [link] = elementsNamed(html, 'a');
    const read = { href: link?.attributes.get('href'), inner: link?.inner, text: link?.text };
    expect(read).toEqual({ href: '/fee/', inner: '費用', text: '費用' });
  }
});

it('takes nothing in a comment or a script for an element', () => {
  const html = '<!-- <a href="/x/">x</a> --><script>document.write("<a href=\'/y/\'>y</a>")</script><main><a href="/z/">z</a></main>';
  expect(elementsNamed(html, 'a').map((link) => link.attributes.get('href'))).toEqual(['/z/']);
});

it("gives an element's extent, its markup as written and its text; nesting of one name and void elements included", () => {
  const html = '<header><a href="/">home</a></header><main><div><div><p class="c">A &amp; B</p></div><img src="/i.png"></div></main>';
  const [main] = elementsNamed(html, 'main');
  expect(html.slice(main?.start, main?.end)).toBe(html.slice(html.indexOf('<main>')));
  expect(elementsIn(html, 'main').map((element) => element.name)).toEqual(['div', 'div', 'p', 'img']);
  expect(elementsIn(html, 'header').map((element) => element.name)).toEqual(['a']);
  const [outer, inner] = elementsNamed(html, 'div');
  expect(isInside(inner!, outer!)).toBe(true);
  expect(outer?.inner).toBe('<div><p class="c">A &amp; B</p></div><img src="/i.png">');
  expect(elementsNamed(html, 'p')[0]).toMatchObject({ inner: 'A &amp; B', text: 'A & B' });
  expect(elementsIn('<p>no main</p>', 'main')).toEqual([]);
});

it('gives a script its code and a title its text', () => {
  const html = '<head><title>費用 &amp; 時間</title><script type="application/ld+json">{"a":"</p>"}</script></head>';
  expect(elementsNamed(html, 'title')[0]?.text).toBe('費用 & 時間');
  expect(elementsNamed(html, 'script')[0]?.inner).toBe('{"a":"</p>"}');
  expect(elements(html).map((element) => element.name)).toEqual(['head', 'title', 'script']);
});

it("reads the sitemap's entries, the alternates' attributes in any order", () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
<url>
<loc>https://example.org/fee/?a=1&amp;b=2</loc>
<xhtml:link rel="alternate" hreflang="zh-Hant-HK" href="https://example.org/fee/" />
<xhtml:link href='https://example.org/s/fee/' hreflang=zh-Hans rel="alternate"/>
<lastmod>2024-05-01</lastmod>
</url>
<url><loc> https://example.org/ </loc></url>
</urlset>`;
  expect(sitemapEntries(xml)).toEqual([
    {
      loc: 'https://example.org/fee/?a=1&b=2',
      lastmod: '2024-05-01',
      alternates: { 'zh-Hant-HK': 'https://example.org/fee/', 'zh-Hans': 'https://example.org/s/fee/' },
    },
    { loc: 'https://example.org/', lastmod: undefined, alternates: {} },
  ]);
});
