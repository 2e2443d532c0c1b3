// How the post-build steps (and the e2e specs, through tests/e2e/page-text.ts) read a page: with
// parse5's tokenizer, never with regular expressions over HTML. parse5-sax-parser drives the
// tokenizer as a browser's tree builder would (script data after <script>, raw text in <noscript>,
// <style>, <textarea>…), so a tag is found by its name and its attributes in any order, case or
// quoting, and nothing inside a comment, a script's text or a raw-text element is taken for a tag.
// Only its public API is used: its events, each with the token's source location.
// Rewrites splice the page's own text at the tokens' offsets: every byte outside the edited ranges
// stays as Next wrote it (parse5-html-rewriting-stream emits untouched tokens raw for the same reason).
import { SAXParser, type Comment, type EndTag, type StartTag, type Text } from 'parse5-sax-parser';

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

/** What one reading of a page listens to: parse5-sax-parser's events, each token with its source location. */
export interface HtmlEvents {
  startTag?: (token: StartTag) => void;
  endTag?: (token: EndTag) => void;
  /** Text runs, entities decoded; leave it out when the text is not needed: the parser then reports none. */
  text?: (token: Text) => void;
  /** Comments, with their text between `<!--` and `-->`. */
  comment?: (token: Comment) => void;
}

/**
 * Reads a page already in memory with parse5-sax-parser, through its public API. The parser is a
 * Transform stream: end(html) runs its _transform and _final (the tokenizer's end of file) before
 * it returns, so every event has come when this returns; if a Node version ever deferred that,
 * this stops rather than hand back half a page.
 */
export function readHtml(html: string, events: HtmlEvents): void {
  const parser = new SAXParser({ sourceCodeLocationInfo: true });
  if (events.startTag) parser.on('startTag', events.startTag);
  if (events.endTag) parser.on('endTag', events.endTag);
  if (events.text) parser.on('text', events.text);
  if (events.comment) parser.on('comment', events.comment);
  let read = false;
  parser.once('prefinish', () => (read = true));
  parser.end(html);
  if (!read) throw new Error('parse5-sax-parser did not read the page to its end before end() returned: its tags cannot be trusted.');
}

/** A token's offsets in the page. */
export function offsets(token: StartTag | EndTag | Text | Comment): { startOffset: number; endOffset: number } {
  const location = token.sourceCodeLocation;
  if (!location) throw new Error(`parse5 gave no source location for ${'tagName' in token ? `<${token.tagName}>` : 'a text'}`);
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
  // Only the tags: a script's text is read from the page by its tags' offsets.
  readHtml(html, {
    startTag: (token) => {
      const { startOffset, endOffset } = offsets(token);
      const attributes = new Map<string, string>();
      for (const { name, value } of token.attrs) if (!attributes.has(name)) attributes.set(name, value);
      const tag: HtmlTag = { name: token.tagName, attributes, start: startOffset, tagEnd: endOffset, end: endOffset, body: '' };
      tags.push(tag);
      if (tag.name === 'script') open.script = tag;
    },
    endTag: (token) => {
      if (token.tagName !== 'script' || !open.script) return;
      const { startOffset, endOffset } = offsets(token);
      open.script.body = html.slice(open.script.tagEnd, startOffset);
      open.script.end = endOffset;
      open.script = null;
    },
  });
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
