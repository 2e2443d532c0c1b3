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
// Exact by design: every inline script that names `__next_f` must be one of the two push forms with
// a JSON array argument and no attributes, and a page must have them; anything else stops the build.
// (PUSH reads a script's JavaScript text, never the HTML: the tags come from html-tokens.ts.)
import { applyEdits, isInlineExecutable, scriptTags } from './html-tokens';

export const FLIGHT_DATA_ID = '__next_f_data';

const PUSH = /^\s*(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[[\s\S]*\])\)\s*;?\s*$/;

/** Reads the data block and pushes its items, in order, where Next's client reads them. */
export const FLIGHT_READER =
  `(function(){var d=document.getElementById('${FLIGHT_DATA_ID}'),f=self.__next_f=self.__next_f||[];` +
  `if(d){var a=JSON.parse(d.textContent);for(var i=0;i<a.length;i+=1)f.push(a[i]);}})();`;

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
    // `<` only occurs inside JSON strings, where \u003c means the same: the block cannot end early.
    return argument.replaceAll('<', '\\u003c');
  });
  const block = `<script type="application/json" id="${FLIGHT_DATA_ID}">[${items.join(',')}]</script><script>${FLIGHT_READER}</script>`;
  return applyEdits(
    html,
    tags.map((tag, index) => ({ start: tag.start, end: tag.end, text: index === 0 ? block : '' })),
  );
}
