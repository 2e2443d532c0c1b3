// What a visitor sees of a built page, read with parse5's tokenizer (scripts/postbuild/html-tokens.ts),
// never with regular expressions over markup: its title and search description, its text as
// lines (a block element ends a line), its pictures with their alt, and where its links lead.
// Used by the audit of the published pages (./rules.ts) and by `npm run preview:changes`.
import { readHtml } from '@/scripts/postbuild/html-tokens';

export interface PageReading {
  readonly title: string;
  readonly description: string;
  /** The visible text, a line per block, whitespace folded; a picture as its alt. */
  readonly lines: readonly string[];
  readonly images: readonly { readonly src: string; readonly alt: string }[];
  /** Every address a visitor can be sent to: links, forms, frames. */
  readonly links: readonly string[];
  /** The ids of its elements: where a link's #fragment lands. */
  readonly ids: readonly string[];
  /** The page's canonical address, if it names one (an older address of a page names the page's). */
  readonly canonical: string;
  /** Search engines leave the page out (the 404 pages). */
  readonly noindex: boolean;
}

/** Elements whose content is no visible text. */
const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript', 'svg', 'title']);
const BLOCK = new Set(
  'address article aside blockquote br button caption dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);
const TARGETS: Readonly<Record<string, string>> = { a: 'href', area: 'href', form: 'action', iframe: 'src' };

const folded = (text: string) => text.replace(/\s+/g, ' ').trim();

export function readPage(html: string): PageReading {
  const head = { title: '', description: '', canonical: '', noindex: false };
  let inTitle = false;
  let hidden = 0;
  const lines: string[] = [];
  const images: { src: string; alt: string }[] = [];
  const links: string[] = [];
  const ids: string[] = [];
  let line = '';
  // Ends the line at hand, and adds `after` (a picture's alt) as lines of their own.
  const flush = (...after: string[]) => {
    const text = folded(line);
    lines.push(...(text ? [text] : []), ...after);
    line = '';
  };
  readHtml(html, {
    startTag: ({ tagName, attrs, selfClosing }) => {
      const attribute = (name: string) => attrs.find((attr) => attr.name === name)?.value;
      if (tagName === 'title' && hidden === 0) inTitle = true;
      if (tagName === 'meta' && attribute('name') === 'description') head.description = folded(attribute('content') ?? '');
      if (tagName === 'meta' && attribute('name') === 'robots') head.noindex = /noindex/.test(attribute('content') ?? '');
      if (tagName === 'link' && attribute('rel') === 'canonical') head.canonical = attribute('href') ?? '';
      const address = TARGETS[tagName] && attribute(TARGETS[tagName]);
      if (address) links.push(address);
      if (attribute('id')) ids.push(attribute('id') ?? '');
      if (NOT_TEXT.has(tagName) && !selfClosing) hidden += 1;
      if (hidden > 0) return;
      if (BLOCK.has(tagName)) flush();
      if (tagName === 'img') {
        const alt = folded(attribute('alt') ?? '');
        images.push({ src: attribute('src') ?? '', alt });
        if (alt) flush(`[${alt}]`);
      }
    },
    endTag: ({ tagName }) => {
      if (tagName === 'title') inTitle = false;
      if (NOT_TEXT.has(tagName)) hidden = Math.max(0, hidden - 1);
      else if (hidden === 0 && BLOCK.has(tagName)) flush();
    },
    text: ({ text }) => {
      if (inTitle) head.title += text;
      else if (hidden === 0) line += text;
    },
  });
  flush();
  return { ...head, title: folded(head.title), lines, images, links, ids };
}
