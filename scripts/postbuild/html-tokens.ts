// How the post-build steps (and tests/e2e/security-headers.desktop.spec.ts) read a page: with parse5's tokenizer,
// never with regular expressions over HTML. parse5-sax-parser drives the tokenizer as a browser's
// tree builder would (script data after <script>, raw text in <noscript>, <style>, <textarea>…), so a
// tag is found by its name and its attributes in any order, case or quoting, and nothing inside a
// comment, a script's text or a raw-text element is taken for a tag.
// Rewrites splice the page's own text at the tokens' offsets: every byte outside the edited ranges
// stays as Next wrote it (parse5-html-rewriting-stream emits untouched tokens raw for the same reason).
import { SAXParser, type EndTag, type StartTag } from 'parse5-sax-parser';

export interface HtmlTag {
  /** Lower-case, as the tokenizer reports it. */
  name: string;
  /** By lower-case name, entities decoded; when a name repeats, the first wins, as in a browser. */
  attributes: Map<string, string>;
  /** Offset of the tag's `<` in the page. */
  start: number;
  /** Offset just after the start tag. */
  tagEnd: number;
  /** Offset just after the element: after `</script>` for a script, else `tagEnd`. */
  end: number;
  /** A script's text, exactly as written between its tags; '' for other elements. */
  body: string;
}

export interface Edit {
  start: number;
  end: number;
  text: string;
}

const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'application/ecmascript', 'text/ecmascript']);

/**
 * The SAX parser is a Transform stream; a page already in memory is tokenized in one synchronous
 * write, as its own `_transformChunk` does, with the last-chunk flag set so the tokenizer reaches EOF.
 */
class PageTokenizer extends SAXParser {
  constructor() {
    super({ sourceCodeLocationInfo: true });
  }

  run(html: string): void {
    this.tokenizer.write(html, true);
  }

  // Text is read from the page by the tags' offsets, so no text events: merging the location of
  // every character run into the pending text took half the time on a page of ~200 KB of scripts.
  override onCharacter(): void {}
}

function offsets(token: StartTag | EndTag): { startOffset: number; endOffset: number } {
  const location = token.sourceCodeLocation;
  if (!location) throw new Error(`parse5 gave no source location for <${token.tagName}>`);
  return location;
}

/**
 * The last page read, with its tags: each step of the post-build step reads the page the step
 * before left, and the checks read the page a step is about to rewrite, so one reading serves
 * several of them (4 tokenizer passes a page instead of 7). Callers never change the tags.
 */
let last: { html: string; tags: readonly HtmlTag[] } | null = null;

/** Every start tag of the page, in document order; each script with its text. */
export function htmlTags(html: string): readonly HtmlTag[] {
  if (last?.html === html) return last.tags;
  const tags = readTags(html);
  last = { html, tags };
  return tags;
}

function readTags(html: string): HtmlTag[] {
  const tags: HtmlTag[] = [];
  const open: { script: HtmlTag | null } = { script: null };
  const tokenizer = new PageTokenizer();
  tokenizer.on('startTag', (token: StartTag) => {
    const { startOffset, endOffset } = offsets(token);
    const attributes = new Map<string, string>();
    for (const { name, value } of token.attrs) if (!attributes.has(name)) attributes.set(name, value);
    const tag: HtmlTag = { name: token.tagName, attributes, start: startOffset, tagEnd: endOffset, end: endOffset, body: '' };
    tags.push(tag);
    if (tag.name === 'script') open.script = tag;
  });
  tokenizer.on('endTag', (token: EndTag) => {
    if (token.tagName !== 'script' || !open.script) return;
    const { startOffset, endOffset } = offsets(token);
    open.script.body = html.slice(open.script.tagEnd, startOffset);
    open.script.end = endOffset;
    open.script = null;
  });
  tokenizer.run(html);
  // A script left open runs to the end of the file, as in a browser.
  if (open.script) {
    open.script.body = html.slice(open.script.tagEnd);
    open.script.end = html.length;
  }
  return tags;
}

export const scriptTags = (html: string): readonly HtmlTag[] => htmlTags(html).filter((tag) => tag.name === 'script');

/** The start tag as written, for messages that name it. */
export const tagSource = (html: string, tag: HtmlTag): string => html.slice(tag.start, tag.tagEnd);

/** A script the browser executes from the page's own text (not a data block, not `src`). */
export function isInlineExecutable(tag: HtmlTag): boolean {
  const type = (tag.attributes.get('type') ?? '').trim().toLowerCase();
  return tag.name === 'script' && !tag.attributes.has('src') && (JS_TYPES.has(type) || type === 'module') && tag.body.trim() !== '';
}

/** Whether the tag has exactly these attributes, in any order. */
export function hasExactly(tag: HtmlTag, names: readonly string[]): boolean {
  return tag.attributes.size === names.length && names.every((name) => tag.attributes.has(name));
}

/** A value written into a double-quoted attribute. */
export const escapeAttribute = (value: string): string => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The page with each range replaced by its text; the ranges must not overlap. */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  let result = '';
  let cursor = 0;
  for (const edit of sorted) {
    if (edit.start < cursor) throw new Error(`overlapping edits at offset ${edit.start}`);
    result += html.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  return result + html.slice(cursor);
}
