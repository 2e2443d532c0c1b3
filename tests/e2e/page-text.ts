// The built pages read through the post-build step's tokenizer (scripts/postbuild/html-tokens.ts),
// never regular expressions: attribute order, quoting, a comment or a script cannot fool a check.
import { offsets, readHtml } from '../../scripts/postbuild/html-tokens';

/** Elements whose content is no visible text. */
const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript', 'svg']);
/** Attributes a visitor reads or hears. */
const READ_ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder'];
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

export interface Element {
  /** Lower-case. */
  name: string;
  /** By lower-case name, entities decoded; the first of a repeated name, as in a browser. */
  attributes: Map<string, string>;
  /** Offset of the start tag's `<`. */
  start: number;
  /** Offset just after the start tag. */
  tagEnd: number;
  /** Offset just after its end tag (the end of the page for one never closed); `tagEnd` for a void element. */
  end: number;
  /** The markup between its tags, exactly as written (a script's code, a paragraph's text). */
  inner: string;
  /** Its text and its descendants', entities decoded. */
  text: string;
}

let last: { html: string; elements: readonly Element[] } | null = null;

/**
 * Every element of a page (or an XML file such as the sitemap), in document order. An end tag closes
 * the last open element of its name: the export's markup closes every element it opens.
 */
export function elements(html: string): readonly Element[] {
  if (last?.html === html) return last.elements;
  const all: Element[] = [];
  const open: { element: Element; text: string[] }[] = [];
  readHtml(html, {
    startTag: (token) => {
      const { startOffset, endOffset } = offsets(token);
      const attributes = new Map<string, string>();
      for (const { name, value } of token.attrs) if (!attributes.has(name)) attributes.set(name, value);
      const element: Element = {
        name: token.tagName,
        attributes,
        start: startOffset,
        tagEnd: endOffset,
        end: endOffset,
        inner: '',
        text: '',
      };
      all.push(element);
      if (!token.selfClosing && !VOID.has(token.tagName)) open.push({ element, text: [] });
    },
    endTag: (token) => {
      const at = open.map((entry) => entry.element.name).lastIndexOf(token.tagName);
      if (at < 0) return;
      const { startOffset, endOffset } = offsets(token);
      // The element it closes, and any left open inside it, which end where it starts.
      open.splice(at).forEach(({ element, text }, index) => {
        element.end = index === 0 ? endOffset : startOffset;
        element.inner = html.slice(element.tagEnd, startOffset);
        element.text = text.join('');
      });
    },
    text: ({ text }) => {
      for (const entry of open) entry.text.push(text);
    },
  });
  // Never closed: it runs to the end of the page.
  for (const { element, text } of open) {
    element.end = html.length;
    element.inner = html.slice(element.tagEnd);
    element.text = text.join('');
  }
  last = { html, elements: all };
  return all;
}

/** The elements of a page with this name, in document order. */
export const elementsNamed = (html: string, name: string): Element[] => elements(html).filter((element) => element.name === name);

/** Whether `element` lies inside `container`. */
export const isInside = (element: Element, container: Element): boolean =>
  element.start >= container.tagEnd && element.end <= container.end;

/** The elements inside the first element of this name (`main`, `header`), or none when the page has none. */
export function elementsIn(html: string, name: string): Element[] {
  const container = elementsNamed(html, name)[0];
  return container ? elements(html).filter((element) => isInside(element, container)) : [];
}

/** The sitemap's entries: each `<url>`'s `<loc>`, `<lastmod>` and `<xhtml:link rel="alternate">` by hreflang. */
export function sitemapEntries(xml: string): { loc: string; lastmod: string | undefined; alternates: Record<string, string> }[] {
  const all = elements(xml);
  return all
    .filter((element) => element.name === 'url')
    .map((url) => {
      const inside = all.filter((element) => isInside(element, url));
      const first = (name: string) => inside.find((element) => element.name === name)?.text.trim();
      return {
        loc: first('loc') ?? '',
        lastmod: first('lastmod'),
        alternates: Object.fromEntries(
          inside
            .filter((element) => element.name === 'xhtml:link' && element.attributes.get('rel') === 'alternate')
            .map((link) => [link.attributes.get('hreflang') ?? '', link.attributes.get('href') ?? '']),
        ),
      };
    });
}

/**
 * What a visitor reads or hears of a page's body (its text and the attributes above), leaving out
 * elements marked with the `lang` named here (the other script's link), and the data of scripts.
 */
export function readableText(html: string, skipLang: string): string {
  const parts: string[] = [];
  const open: { name: string; skip: boolean }[] = [];
  const skipping = () => open.some((element) => element.skip);
  readHtml(html, {
    startTag: (token) => {
      const attributes = new Map(token.attrs.map(({ name, value }) => [name, value]));
      const skip = NOT_TEXT.has(token.tagName) || attributes.get('lang') === skipLang;
      if (!skip && !skipping()) for (const name of READ_ATTRIBUTES) parts.push(attributes.get(name) ?? '');
      if (!token.selfClosing && !VOID.has(token.tagName)) open.push({ name: token.tagName, skip });
    },
    endTag: ({ tagName }) => {
      const at = open.map((element) => element.name).lastIndexOf(tagName);
      if (at >= 0) open.length = at;
    },
    text: ({ text }) => {
      if (!skipping()) parts.push(text);
    },
  });
  return parts.join(' ');
}
