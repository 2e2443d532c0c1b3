// Whether an SVG is a picture and nothing more. Opened at the site's address, an SVG is a document:
// a script or an event handler in it runs with the site's origin, a reference loads whatever it
// names. So an SVG that reaches out/ may hold shapes, gradients, styles and references to its own
// elements (`href="#id"`, `url(#id)`), and raster pictures embedded as data (`<image href="data:image/png;base64,…">`);
// anything else is refused: the content check names it (scripts/content-check/rules/pictures.ts), the image step
// and the post-build step stop on it. Served SVGs also get a CSP that blocks all of it
// (scripts/postbuild/headers.ts): a second wall, not the first.
//
// The file is read as XML, strictly: what this reader cannot read with certainty (a tag it cannot
// parse, an entity XML does not define, an internal DOCTYPE subset) is refused too, so a browser's
// XML parser can never see an element or attribute this reader did not.
import { say } from '../schema/fields';

export type SvgIssueKind =
  | 'malformed'
  | 'not-svg'
  | 'doctype'
  | 'instruction'
  | 'script'
  | 'event-handler'
  | 'foreign-object'
  | 'embedded'
  | 'animated-link'
  | 'script-url'
  | 'reference'
  | 'style';

export interface SvgIssue {
  readonly kind: SvgIssueKind;
  /** The line (1-based) where it starts. */
  readonly line: number;
  /** What was found, as written (shortened): `<script>`, `onload=`, `href="https://…"`. */
  readonly found: string;
}

/** Elements that hold or load another document, or take input: never part of a picture. */
const EMBEDDING = new Set([
  'iframe',
  'frame',
  'frameset',
  'embed',
  'object',
  'applet',
  'base',
  'meta',
  'link',
  'form',
  'input',
  'button',
  'textarea',
  'audio',
  'video',
  'source',
  'track',
  'portal',
  'handler',
  'listener',
]);
const ANIMATION = new Set(['animate', 'set', 'animatetransform', 'animatemotion', 'animatecolor', 'discard']);
/** Raster pictures embedded as data: pixels only, nothing that runs or loads. */
const RASTER_DATA = /^data:image\/(?:png|jpeg|jpg|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i;
const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const NAME = /^[A-Za-z_][-A-Za-z0-9_.]*(?::[A-Za-z_][-A-Za-z0-9_.]*)?/;

class Malformed extends Error {}

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);
const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

/** Text with its character references replaced; an entity XML does not define makes it malformed. */
function decode(text: string): string {
  return text.replace(/&([^;\s&]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw new Malformed(`「&」後沒有「;」 & without ; (${short(whole)})`);
    const code = /^#x([0-9a-f]+)$/i.exec(ref)?.[1] ?? undefined;
    const decimal = /^#([0-9]+)$/.exec(ref)?.[1];
    if (code !== undefined || decimal !== undefined) {
      const point = code !== undefined ? parseInt(code, 16) : Number(decimal);
      if (point > 0x10ffff || point === 0) throw new Malformed(`無效字元參照 invalid character reference ${whole}`);
      return String.fromCodePoint(point);
    }
    const known = PREDEFINED[ref];
    if (known === undefined) throw new Malformed(`XML 未定義的實體 undefined entity ${whole}`);
    return known;
  });
}

/** What a URL reference points at, as a browser reads it (spaces and control characters around it, tabs and newlines in it, dropped). */
function referenceKind(value: string, element: string): SvgIssueKind | null {
  const url = value.replace(/[\t\n\r]/g, '').replace(/^[\s\0-\x1f]+|[\s\0-\x1f]+$/g, '');
  if (url.startsWith('#')) return null;
  if (element === 'image' && RASTER_DATA.test(url)) return null;
  if (/^(?:javascript|vbscript):/i.test(url)) return 'script-url';
  return 'reference';
}

/** Problems in a style sheet or style attribute: it may only refer to the SVG's own elements. */
function styleIssues(css: string, line: number): SvgIssue[] {
  const issues: SvgIssue[] = [];
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, ' ');
  // A CSS escape can spell any word (`u\72l(`); drawings never need one.
  if (plain.includes('\\')) issues.push({ kind: 'style', line, found: short(plain.slice(plain.indexOf('\\'), plain.indexOf('\\') + 20)) });
  for (const match of plain.matchAll(/@import|expression\s*\(|-moz-binding|behavior\s*:|image-set\s*\(|\bsrc\s*\(/gi))
    issues.push({ kind: 'style', line, found: match[0] });
  for (const match of plain.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))\s*\)/gi)) {
    const target = match[1] ?? match[2] ?? match[3] ?? '';
    if (!target.trim().startsWith('#'))
      issues.push({ kind: /^\s*javascript:/i.test(target) ? 'script-url' : 'style', line, found: short(match[0]) });
  }
  return issues;
}

/**
 * Everything in `text` that makes it more than a picture, in the order met (empty when the SVG is
 * safe to serve). A file that cannot be read with certainty yields one `malformed` issue.
 */
export function svgIssues(text: string): SvgIssue[] {
  const issues: SvgIssue[] = [];
  const starts = [0];
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  const lineAt = (index: number) => {
    let [low, high] = [0, starts.length - 1];
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((starts[middle] ?? 0) <= index) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  const open: string[] = [];
  let root: string | undefined;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  try {
    while (i < text.length) {
      const lt = text.indexOf('<', i);
      const chunk = text.slice(i, lt < 0 ? text.length : lt);
      const decoded = decode(chunk);
      if (open.at(-1) === 'style') issues.push(...styleIssues(decoded, lineAt(i)));
      else if (!open.length && decoded.trim()) throw new Malformed('最外層元素以外有文字 text outside the top element');
      if (lt < 0) break;
      const line = lineAt(lt);
      const rest = text.slice(lt);
      if (rest.startsWith('<!--')) {
        const end = text.indexOf('-->', lt + 4);
        if (end < 0) throw new Malformed('註解沒有結束 unclosed comment <!--');
        i = end + 3;
      } else if (rest.startsWith('<![CDATA[')) {
        const end = text.indexOf(']]>', lt + 9);
        if (end < 0 || !open.length) throw new Malformed('CDATA 段落不完整 unclosed or misplaced CDATA');
        if (open.at(-1) === 'style') issues.push(...styleIssues(text.slice(lt + 9, end), line));
        i = end + 3;
      } else if (rest.startsWith('<?')) {
        const end = text.indexOf('?>', lt + 2);
        if (end < 0) throw new Malformed('<? 沒有結束 unclosed <?');
        // Only the XML declaration, first in the file; `<?xml-stylesheet?>` loads a style sheet.
        if (!(lt === (text.charCodeAt(0) === 0xfeff ? 1 : 0) && /^<\?xml\s/.test(rest)))
          issues.push({ kind: 'instruction', line, found: short(text.slice(lt, end + 2)) });
        i = end + 2;
      } else if (/^<!DOCTYPE/i.test(rest)) {
        const end = text.indexOf('>', lt);
        if (end < 0 || root !== undefined) throw new Malformed('DOCTYPE 不完整或位置不對 unclosed or misplaced DOCTYPE');
        const doctype = text.slice(lt, end + 1);
        // An internal subset defines entities, which can spell any markup: refused, whatever it holds.
        if (doctype.includes('[')) {
          issues.push({ kind: 'doctype', line, found: short(doctype) });
          return issues;
        }
        i = end + 1;
      } else if (rest.startsWith('</')) {
        const name = NAME.exec(rest.slice(2))?.[0];
        const end = text.indexOf('>', lt);
        if (!name || end < 0 || text.slice(lt + 2 + name.length, end).trim())
          throw new Malformed(`結束標籤無法讀取 unreadable end tag ${short(rest.slice(0, 20))}`);
        if (open.pop() !== localName(name)) throw new Malformed(`結束標籤不相配 mismatched end tag </${name}>`);
        i = end + 1;
      } else {
        const name = NAME.exec(rest.slice(1))?.[0];
        if (!name) throw new Malformed(`標籤無法讀取 unreadable tag ${short(rest.slice(0, 20))}`);
        if (root !== undefined && !open.length) throw new Malformed('最外層元素之後還有元素 a second top element');
        const element = localName(name);
        root ??= element;
        let j = lt + 1 + name.length;
        const attributes: Array<[string, string, number]> = [];
        for (;;) {
          const space = /^\s*/.exec(text.slice(j))?.[0].length ?? 0;
          j += space;
          if (text.startsWith('/>', j) || text.startsWith('>', j)) break;
          const attribute = /^([A-Za-z_][-A-Za-z0-9_.]*(?::[A-Za-z_][-A-Za-z0-9_.]*)?)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/.exec(text.slice(j));
          if (!attribute || space === 0)
            throw new Malformed(`屬性無法讀取 unreadable attribute in <${name}>: ${short(text.slice(j, j + 20))}`);
          attributes.push([attribute[1] ?? '', decode(attribute[2] ?? attribute[3] ?? ''), lineAt(j)]);
          j += attribute[0].length;
        }
        const selfClosing = text.startsWith('/>', j);
        i = j + (selfClosing ? 2 : 1);
        if (!selfClosing) open.push(element);

        if (element === 'script') issues.push({ kind: 'script', line, found: `<${name}>` });
        else if (element === 'foreignobject') issues.push({ kind: 'foreign-object', line, found: `<${name}>` });
        else if (EMBEDDING.has(element)) issues.push({ kind: 'embedded', line, found: `<${name}>` });
        for (const [attributeName, value, at] of attributes) {
          const attribute = localName(attributeName);
          const prefix = attributeName.includes(':') ? attributeName.slice(0, attributeName.indexOf(':')).toLowerCase() : '';
          if (attributeName === 'xmlns' || prefix === 'xmlns') continue; // a namespace's name, never loaded
          if (attribute.startsWith('on')) issues.push({ kind: 'event-handler', line: at, found: `${attributeName}=` });
          else if (attribute === 'href' || attribute === 'src' || (prefix === 'xml' && attribute === 'base')) {
            const kind = prefix === 'xml' ? 'reference' : referenceKind(value, element);
            if (kind) issues.push({ kind, line: at, found: short(`${attributeName}="${value}"`) });
          } else if (attribute === 'style') issues.push(...styleIssues(value, at));
          else if (/url\s*\(/i.test(value)) issues.push(...styleIssues(value, at));
          else if (/^\s*(?:javascript|vbscript):/i.test(value.replace(/[\t\n\r]/g, '')))
            issues.push({ kind: 'script-url', line: at, found: short(`${attributeName}="${value}"`) });
          // An animation can set a link (or a handler) to anything, whatever its `to` or `values` say.
          if (ANIMATION.has(element) && attribute === 'attributename' && /^(?:[a-z]+:)?href$|^on/i.test(value.trim()))
            issues.push({ kind: 'animated-link', line: at, found: `<${name} ${attributeName}="${value}">` });
        }
      }
    }
    if (open.length) throw new Malformed(`沒有結束標籤 unclosed <${open.at(-1)}>`);
    if (root === undefined) throw new Malformed('檔案裏沒有元素 no element');
  } catch (error) {
    if (!(error instanceof Malformed)) throw error;
    return [...issues, { kind: 'malformed', line: lineAt(i), found: error.message }];
  }
  if (root !== 'svg') issues.unshift({ kind: 'not-svg', line: 1, found: `<${root}>` });
  return issues;
}

const WHAT: Readonly<Record<SvgIssueKind, readonly [zh: string, en: string]>> = {
  malformed: ['不是格式正確的 SVG', 'is not a well-formed SVG'],
  'not-svg': ['最外層不是 <svg>', 'has no <svg> at its top'],
  doctype: ['DOCTYPE 內有自訂定義（<!ENTITY> 等）', 'defines entities in its DOCTYPE'],
  instruction: ['含有 <?…?> 指令（例如載入樣式表）', 'holds a <?…?> instruction (such as loading a style sheet)'],
  script: ['含有程式碼（<script>）', 'holds a script (<script>)'],
  'event-handler': ['含有事件程式碼（onload= 一類屬性）', 'holds an event handler (an on…= attribute)'],
  'foreign-object': ['內嵌網頁內容（<foreignObject>）', 'embeds web content (<foreignObject>)'],
  embedded: ['內嵌另一份文件或表單（<iframe>、<object> 一類）', 'embeds another document or a form (<iframe>, <object> and the like)'],
  'animated-link': ['有動畫改寫連結或事件（<set>／<animate> 改 href）', 'animates a link or handler (<set>/<animate> on href)'],
  'script-url': ['含有 javascript: 連結', 'holds a javascript: link'],
  reference: ['引用了圖片以外的檔案或網址', 'refers to another file or address'],
  style: ['樣式引用了外部檔案或網址（url(…)、@import）', 'its style refers to another file or address (url(…), @import)'],
};

/**
 * One line for an editor: what is wrong (each kind once, with its first line and what was found),
 * then what to do, in Chinese and English.
 */
export function svgIssueMessage(issues: readonly SvgIssue[]): string {
  const first = new Map<SvgIssueKind, SvgIssue>();
  for (const issue of issues) if (!first.has(issue.kind)) first.set(issue.kind, issue);
  const list = [...first.values()];
  const zh = list.map((issue) => `第 ${issue.line} 行${WHAT[issue.kind][0]}：${issue.found}`).join('；');
  const en = list.map((issue) => `line ${issue.line} ${WHAT[issue.kind][1]}: ${issue.found}`).join('; ');
  return say(
    `這個 SVG 不只是圖畫，在網站上打開時可執行或載入其他內容——${zh}。請在繪圖軟件重新匯出為純圖形 SVG（不含程式碼、互動、連結或外部檔案），或匯出為 PNG，再放入`,
    `this SVG is more than a picture and could run or load something when opened on the site — ${en}. Export it again from the drawing program as a plain SVG (no scripts, interactivity, links or outside files), or as PNG, and put that in`,
  );
}
