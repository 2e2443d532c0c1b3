import { SAXParser, type StartTag } from 'parse5-sax-parser';

/** Elements whose content is no visible text. */
const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript', 'svg']);
/** Attributes a visitor reads or hears. */
const READ_ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder'];
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * What a visitor reads or hears of a page's body (its text and the attributes above), parsed with
 * parse5's tokenizer, leaving out elements marked with the `lang` named here (the other script's
 * link), and the data of scripts.
 */
export function readableText(html: string, skipLang: string): string {
  const parts: string[] = [];
  const open: { name: string; skip: boolean }[] = [];
  const skipping = () => open.some((element) => element.skip);
  const parser = new SAXParser();
  parser.on('startTag', (token: StartTag) => {
    const attributes = new Map(token.attrs.map(({ name, value }) => [name, value]));
    const skip = NOT_TEXT.has(token.tagName) || attributes.get('lang') === skipLang;
    if (!skip && !skipping()) for (const name of READ_ATTRIBUTES) parts.push(attributes.get(name) ?? '');
    if (!token.selfClosing && !VOID.has(token.tagName)) open.push({ name: token.tagName, skip });
  });
  parser.on('endTag', ({ tagName }) => {
    const at = open.map((element) => element.name).lastIndexOf(tagName);
    if (at >= 0) open.length = at;
  });
  parser.on('text', ({ text }) => {
    if (!skipping()) parts.push(text);
  });
  parser.end(html);
  return parts.join(' ');
}
