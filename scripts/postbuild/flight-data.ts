// The page's RSC flight data as one JSON data block in the HTML, instead of executable scripts.
//
// Next writes the data React hydrates from as inline scripts, `self.__next_f.push([1,"…"])` (and
// `(self.__next_f=self.__next_f||[]).push([0])` first): ~200 KB on home, duplicating the page's text
// and CSS. Moved as JavaScript into an external file (for `script-src 'self'`), it was a second
// download of ~25 KB that the browser counts as script. As a data block (`type="application/json"`,
// never executed, so no CSP question) it is compressed with the HTML it repeats: +9 KB on home's
// document instead. One small inline reader, moved to the page's external script with the other
// inline scripts, pushes the items into `self.__next_f` in their order before Next's client needs them.
//
// When the data allows (below), the block is the stream's text itself, `type="text/plain"`, not
// JSON: the JSON form escaped every quote of the payload again (home: 130 KB of block for 114 KB of
// stream, +15 KB raw, +0.5 KB gzipped, and a JSON.parse of it all on the main thread).
//
// Exact by design: every inline script that names `__next_f` must be one of the two push forms with
// a JSON array argument and no attributes, and a page must have them; anything else stops the build.
// (PUSH reads a script's JavaScript text, never the HTML: the tags come from html-tokens.ts.)
import { applyEdits, isInlineExecutable, scriptTags } from './html-tokens';

export const FLIGHT_DATA_ID = '__next_f_data';

const PUSH = /^\s*(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[[\s\S]*\])\)\s*;?\s*$/;

/** The block's type when it holds the stream as text; else it is JSON, the items in order. */
export const RAW_TYPE = 'text/plain';

/**
 * Reads the data block and pushes its items, in order, where Next's client reads them: for the text
 * form, the bootstrap item and the whole stream as one chunk (Next's client encodes each chunk's
 * text and reads rows across chunks, so one is the same stream).
 */
export const FLIGHT_READER =
  `(function(){var d=document.getElementById('${FLIGHT_DATA_ID}'),f=self.__next_f=self.__next_f||[];` +
  `if(!d)return;if(d.getAttribute('type')==='${RAW_TYPE}'){f.push([0]);f.push([1,d.textContent]);return;}` +
  `var a=JSON.parse(d.textContent);for(var i=0;i<a.length;i+=1)f.push(a[i]);})();`;

/**
 * A script's text reaches the page unchanged unless it holds `<` (which could end or escape the
 * element), a carriage return or a NUL (the HTML parser rewrites both): the stream stands as text
 * only without them.
 */
const RAW_SAFE = /^[^<\r\0]*$/;

/** The stream as one text when the items are the bootstrap then text chunks only (no form state, no binary); else null. */
function rawStream(items: readonly unknown[][]): string | null {
  const [first, ...rest] = items;
  if (first?.length !== 1 || first[0] !== 0) return null;
  if (!rest.every((item) => item.length === 2 && item[0] === 1 && typeof item[1] === 'string')) return null;
  const stream = rest.map((item) => item[1]).join('');
  return RAW_SAFE.test(stream) ? stream : null;
}

export class FlightDataError extends Error {}

function isJsonArray(text: string): boolean {
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}

/**
 * The page with its flight-data scripts replaced, at the first one's place, by one data block and
 * the inline reader. A page that already has the block is returned as it is.
 */
export function flightDataBlock(html: string, file: string): string {
  const scripts = scriptTags(html);
  if (scripts.some((tag) => tag.attributes.get('id') === FLIGHT_DATA_ID)) return html;
  const tags = scripts.filter((tag) => isInlineExecutable(tag) && tag.body.includes('__next_f'));
  if (tags.length === 0) {
    throw new FlightDataError(
      `${file}: no inline flight data (self.__next_f.push) found. Next.js changed how it writes it: update scripts/postbuild/flight-data.ts.`,
    );
  }
  const items = tags.map((tag) => {
    const argument = PUSH.exec(tag.body)?.[1];
    if (argument === undefined || tag.attributes.size > 0 || !isJsonArray(argument)) {
      throw new FlightDataError(
        `${file}: an inline script uses __next_f in a form the flight-data step does not know: ${JSON.stringify(tag.body.slice(0, 80))}`,
      );
    }
    return argument;
  });
  const stream = rawStream(items.map((item) => JSON.parse(item) as unknown[]));
  // In the JSON form `<` only occurs inside JSON strings, where \u003c means the same: the block cannot end early.
  const data =
    stream === null
      ? `<script type="application/json" id="${FLIGHT_DATA_ID}">[${items.map((item) => item.replaceAll('<', '\\u003c')).join(',')}]</script>`
      : `<script type="${RAW_TYPE}" id="${FLIGHT_DATA_ID}">${stream}</script>`;
  const block = `${data}<script>${FLIGHT_READER}</script>`;
  return applyEdits(
    html,
    tags.map((tag, index) => ({ start: tag.start, end: tag.end, text: index === 0 ? block : '' })),
  );
}
