/** @jest-environment node */
import { svgIssueMessage, svgIssues, type SvgIssueKind } from '@/lib/images/svg-safety';

/*
 * An SVG opened at the site's address is a document of the site: it may draw, and nothing more.
 * Each case is one way an SVG can run or load something (or hide it from a reader), as an editor's
 * drawing program, a download or a hostile file could write it.
 */
const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (body: string, attributes = '') => `<svg ${NS}${attributes} viewBox="0 0 10 10">${body}</svg>`;
const kinds = (text: string) => [...new Set(svgIssues(text).map((issue) => issue.kind))];

describe('a picture and nothing more', () => {
  it.each([
    [
      'shapes, gradients and references to its own elements',
      svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/>'),
    ],
    [
      'an XML declaration, a comment, a plain DOCTYPE and a title',
      `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<!-- drawn -->${svg('<title>A &amp; B &#x4E00;</title>')}`,
    ],
    [
      'a style sheet on its own elements',
      svg('<style><![CDATA[ .a { fill: url(#g); stroke: #000 } ]]></style><rect class="a" style="opacity:.5"/>'),
    ],
    ['a raster picture embedded as data', svg('<image width="4" height="4" href="data:image/png;base64,iVBORw0KGgo="/>')],
    ['an animation of a shape', svg('<rect><animate attributeName="opacity" values="0;1" dur="1s"/></rect>')],
    ['a byte-order mark first', `\ufeff${svg('<rect/>')}`],
  ])('passes %s', (_, text) => {
    expect(svgIssues(text)).toEqual([]);
  });
});

describe('refused', () => {
  it.each<[string, string, SvgIssueKind]>([
    ['a script', svg('<script>alert(1)</script>'), 'script'],
    ['a script under another prefix', svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'), 'script'],
    ['a script with a source', svg('<script href="https://example.org/x.js"/>'), 'script'],
    ['an event handler', svg('<rect/>', ' onload="alert(1)"'), 'event-handler'],
    ['an event handler in capitals, on an animation', svg('<rect><animate ONBEGIN="alert(1)" attributeName="x"/></rect>'), 'event-handler'],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect/></a>'), 'script-url'],
    [
      'a javascript: link spelled with a tab, a character reference and spaces',
      svg('<a xlink:href=" jav&#x09;ascript&#58;alert(1)"><rect/></a>'),
      'script-url',
    ],
    ['a javascript: link in capitals', svg('<a href="JaVaScRiPt:alert(1)"><rect/></a>'), 'script-url'],
    ['an external link', svg('<a href="https://example.org/"><rect/></a>'), 'reference'],
    ['a protocol-relative reference', svg('<image href="//example.org/a.png"/>'), 'reference'],
    ['an external <use>', svg('<use href="https://example.org/sprite.svg#a"/>'), 'reference'],
    ['a <use> of another file of the site', svg('<use xlink:href="sprite.svg#a"/>'), 'reference'],
    ['an external <image>', svg('<image href="http://example.org/a.png"/>'), 'reference'],
    ['an SVG embedded as data', svg('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>'), 'reference'],
    ['an HTML document as data', svg('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><rect/></a>'), 'reference'],
    ['xml:base', svg('<g xml:base="https://example.org/"><use href="#a"/></g>'), 'reference'],
    ['a <foreignObject>', svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>'), 'foreign-object'],
    ['an <iframe>', svg('<iframe src="https://example.org/"/>'), 'embedded'],
    ['an <embed>', svg('<embed src="a.swf"/>'), 'embedded'],
    ['an <object>', svg('<object data="a.html"/>'), 'embedded'],
    ['<set> on href', svg('<a href="#x"><set attributeName="href" to="https://example.org/"/><rect/></a>'), 'animated-link'],
    ['<animate> on xlink:href', svg('<a><animate attributeName="xlink:href" values="#a;#b"/><rect/></a>'), 'animated-link'],
    ['<set> of a handler', svg('<rect><set attributeName="onclick" to="x"/></rect>'), 'animated-link'],
    ['a url() to another address in a presentation attribute', svg('<rect fill="url(https://example.org/p.svg#g)"/>'), 'style'],
    ['a url() to another address in a style attribute', svg('<rect style="fill: url(\'//example.org/g.svg#g\')"/>'), 'style'],
    ['@import in a style sheet', svg('<style>@import "https://example.org/a.css";</style>'), 'style'],
    [
      'a url() in a style sheet, in CDATA',
      svg('<style><![CDATA[ rect { background: url(https://example.org/a.png) } ]]></style>'),
      'style',
    ],
    ['a CSS escape that spells url', svg('<style>rect { fill: u\\72l(https://example.org/g) }</style>'), 'style'],
    ['an xml-stylesheet instruction', `<?xml-stylesheet href="https://example.org/a.css"?>${svg('<rect/>')}`, 'instruction'],
    ['entities defined in the DOCTYPE', `<!DOCTYPE svg [<!ENTITY s "&#60;script&#62;alert(1)&#60;/script&#62;">]>${svg('&s;')}`, 'doctype'],
    ['an entity XML does not define', svg('<text>&nbsp;</text>'), 'malformed'],
    ['a tag it cannot read', svg('<rect/ onload="alert(1)">'), 'malformed'],
    ['an unquoted attribute', svg('<rect onload=alert(1)>'), 'malformed'],
    ['an unclosed element', `<svg ${NS}><g>`, 'malformed'],
    ['a second top element', `${svg('')}<script>alert(1)</script>`, 'malformed'],
    ['HTML instead of SVG', '<html><body>hi</body></html>', 'not-svg'],
  ])('%s', (_, text, kind) => {
    expect(kinds(text)).toContain(kind);
    expect(svgIssues(text)).not.toEqual([]);
  });

  it('names the line of each thing found', () => {
    const text = `<svg ${NS}>\n<rect/>\n<script>alert(1)</script>\n<rect\n  onclick="x"/>\n</svg>`;
    expect(svgIssues(text)).toEqual([
      { kind: 'script', line: 3, found: '<script>' },
      { kind: 'event-handler', line: 5, found: 'onclick=' },
    ]);
  });
});

it('the message says in one line, in Chinese and English, what is wrong where, and what to do', () => {
  const message = svgIssueMessage(svgIssues(`<svg ${NS}>\n<script>a()</script><script>b()</script>\n<rect onload="x"/></svg>`));
  expect(message).not.toContain('\n');
  expect(message).toMatch(/第 2 行含有程式碼（<script>）：<script>；第 3 行含有事件程式碼.*onload=/);
  expect(message).toMatch(/line 2 holds a script.*line 3 holds an event handler/);
  expect(message).toMatch(/重新匯出為純圖形 SVG.*PNG.*Export it again .* as a plain SVG .* or as PNG/);
  // Each kind once: the second script is not listed again.
  expect(message.match(/第 \d+ 行含有程式碼/g)).toHaveLength(1);
});
