// Hydration after load: the framework's scripts start only once the page has loaded and painted
// its largest content (scripts/postbuild/hydrate-loader.ts), so the page's HTML, CSS and LCP image
// have the network and the CPU to themselves first. Every page is complete HTML that works without
// scripts (native popovers, links, <details>), and React takes over right after.
//
// Next emits, for each page, its chunks as `<script src="/_next/static/chunks/….js" async="">`
// (order-free: Turbopack's runtime registers them whichever runs first), the legacy polyfill as
// `<script … noModule="">` (never fetched by a module-capable browser: left alone), and a
// `<link rel="preload" as="script" fetchPriority="low">` for one chunk. This step replaces the
// async chunk tags by one external loader of ours, which inserts the same chunks then, and
// drops the preloads (they would start those downloads alongside the LCP image). The page's own
// script (its bootstrap and the reader of its flight data, moved to `/_next/static/inline/<hash>.js`
// by the steps before) is started by the loader too, first: every script it inserts has
// `async = false`, which runs them in the order inserted, so the flight data is in `self.__next_f`
// before Next's client starts (the client closes its data stream soon after it starts once the
// document has loaded).
//
// Exact by design: any script or preload tag pointing into /_next/static/chunks/ in another form,
// or a page without the async chunk tags, stops the build (a future Next.js may emit another form).
import { INLINE_DIR } from './inline-scripts';
import { CHUNKS_ATTRIBUTE, HYDRATE_DIR, PAGE_SCRIPT_ATTRIBUTE, PAGE_SCRIPT_ID_ATTRIBUTE } from './hydrate-loader';

/** The one setting: `HYDRATE_AFTER_LOAD=0` (or `false`, `off`) keeps Next's own script tags. */
export const HYDRATE_ENV = 'HYDRATE_AFTER_LOAD';

const CHUNK_SRC = String.raw`/_next/static/chunks/[\w.-]+\.js`;
const ASYNC_CHUNK = new RegExp(String.raw`<script src="(${CHUNK_SRC})" async=""></script>`, 'g');
const NOMODULE_CHUNK = new RegExp(String.raw`<script src="${CHUNK_SRC}" noModule=""></script>`, 'g');
const CHUNK_PRELOAD = new RegExp(String.raw`<link rel="preload" as="script" fetchPriority="low" href="${CHUNK_SRC}"/>`, 'g');
const PAGE_SRC = String.raw`${INLINE_DIR}[0-9a-f]+\.js`;
/** The page's own script as the inline-script step writes it (scripts/postbuild/inline-scripts.ts). */
const PAGE_SCRIPT = new RegExp(String.raw`<script src="(${PAGE_SRC})" defer=""(?: id="([\w-]+)")?></script>`, 'g');
const ANY_PAGE_SCRIPT_TAG = new RegExp(String.raw`<(?:script|link)\b[^>]*${PAGE_SRC}[^>]*>`, 'gi');
/** Any tag that names a chunk script: each must be one of the three forms above. */
const ANY_CHUNK_TAG = new RegExp(String.raw`<(?:script|link)\b[^>]*${CHUNK_SRC}[^>]*>`, 'gi');

export class HydrationFormError extends Error {}

export function hydrateAfterLoadEnabled(env: Readonly<Record<string, string | undefined>>): boolean {
  return !/^(0|false|off|no)$/i.test(env[HYDRATE_ENV]?.trim() ?? '');
}

/** Whether a page already carries the loader (a second run over the same export). */
export const hasHydrateLoader = (html: string) => html.includes(`src="${HYDRATE_DIR}`);

/**
 * The page with its async chunk tags and its own deferred script replaced by the loader (at the
 * first chunk's place) and its chunk preloads removed. Throws, naming the file and the tag, when
 * the page's tags are not in the forms above: the export is then left as it is.
 */
export function hydrateAfterLoad(html: string, file: string, loaderPath: string): string {
  const known = new Set([...html.matchAll(ASYNC_CHUNK), ...html.matchAll(NOMODULE_CHUNK), ...html.matchAll(CHUNK_PRELOAD)].map((match) => match.index));
  const unknown = [...html.matchAll(ANY_CHUNK_TAG)].find((match) => !known.has(match.index));
  if (unknown) {
    throw new HydrationFormError(
      `${file}: a chunk tag in a form the hydration-after-load step does not know: ${unknown[0]}. ` +
        `Next.js changed how it emits scripts: update scripts/postbuild/hydrate-after-load.ts, or build with ${HYDRATE_ENV}=0.`,
    );
  }
  const chunks = [...html.matchAll(ASYNC_CHUNK)];
  if (chunks.length === 0) {
    throw new HydrationFormError(
      `${file}: no <script src="/_next/static/chunks/…" async=""> tags found. Next.js changed how it emits scripts: ` +
        `update scripts/postbuild/hydrate-after-load.ts, or build with ${HYDRATE_ENV}=0.`,
    );
  }
  const pageScripts = [...html.matchAll(PAGE_SCRIPT)];
  const pageTags = [...html.matchAll(ANY_PAGE_SCRIPT_TAG)];
  if (pageScripts.length > 1 || pageTags.length !== pageScripts.length) {
    throw new HydrationFormError(
      `${file}: the page's own script (${INLINE_DIR}) is not one <script src defer> tag as scripts/postbuild/inline-scripts.ts writes it: ` +
        `${pageTags.map((match) => match[0]).join(' ')}`,
    );
  }
  const [pageScript] = pageScripts;
  const pageAttributes = pageScript
    ? ` ${PAGE_SCRIPT_ATTRIBUTE}="${pageScript[1]}"${pageScript[2] ? ` ${PAGE_SCRIPT_ID_ATTRIBUTE}="${pageScript[2]}"` : ''}`
    : '';
  const sources = [...new Set(chunks.map((match) => match[1] ?? ''))];
  const loaderTag = `<script src="${loaderPath}" defer=""${pageAttributes} ${CHUNKS_ATTRIBUTE}="${sources.join(' ')}"></script>`;
  let first = true;
  const rewritten = html
    .replace(ASYNC_CHUNK, () => {
      const replacement = first ? loaderTag : '';
      first = false;
      return replacement;
    })
    .replace(CHUNK_PRELOAD, '')
    .replace(PAGE_SCRIPT, '');
  const left = [...rewritten.matchAll(ANY_CHUNK_TAG)].filter((match) => match[0] !== loaderTag.replace('></script>', '>') && !match[0].endsWith(' noModule="">'));
  if (left.length > 0) {
    throw new HydrationFormError(`${file}: chunk tags remain after the hydration-after-load rewrite.`);
  }
  return rewritten;
}
