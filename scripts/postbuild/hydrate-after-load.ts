// Hydration after load: the framework's scripts start only once the page has loaded and painted
// its largest content (the loader lib/browser/hydrate-loader.js, named in hydrate-loader.ts), so the
// page's HTML, CSS and LCP image have the network and the CPU to themselves first. Every page is
// complete HTML that works without scripts (native popovers, links, <details>), and React takes
// over right after.
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
// Exact by design: any script or link tag that names a chunk in /_next/static/chunks/ in another form
// (other attributes, a body, another tag), or a page without the async chunk tags, stops the build
// (a future Next.js may emit another form). Tags are read with html-tokens.ts, so the attributes'
// order and quoting do not matter; the regular expressions below read one attribute value each.
import { SIMPLIFIED } from '@/lib/edition';
import { applyEdits, escapeAttribute, hasExactly, type HtmlTag, htmlTags, scriptTags, tagSource } from './html-tokens';
import { INLINE_DIR } from './inline-scripts';
import { CHUNKS_ATTRIBUTE, HYDRATE_DIR, PAGE_SCRIPT_ATTRIBUTE, PAGE_SCRIPT_ID_ATTRIBUTE } from './hydrate-loader';

/** The one setting: `HYDRATE_AFTER_LOAD=0` (or `false`, `off`) keeps Next's own script tags. */
export const HYDRATE_ENV = 'HYDRATE_AFTER_LOAD';

// The Simplified edition's pages load their own build's chunks, under its base (/zh-hans/_next/…).
const CHUNK_SRC = new RegExp(`^(?:${SIMPLIFIED.base})?/_next/static/chunks/[\\w.-]+\\.js$`);
const NAMES_CHUNK = /\/_next\/static\/chunks\/[\w.-]+\.js/;
const PAGE_SRC = new RegExp(`^${INLINE_DIR}[0-9a-f]+\\.js$`);
const NAMES_PAGE_SCRIPT = new RegExp(`${INLINE_DIR}[0-9a-f]+\\.js`);

type ChunkForm = 'async' | 'nomodule' | 'preload';

export class HydrationFormError extends Error {}

export function hydrateAfterLoadEnabled(env: Readonly<Record<string, string | undefined>>): boolean {
  return !/^(0|false|off|no)$/i.test(env[HYDRATE_ENV]?.trim() ?? '');
}

/** Whether a page already carries the loader (a second run over the same export). */
export const hasHydrateLoader = (html: string) => scriptTags(html).some((tag) => tag.attributes.get('src')?.startsWith(HYDRATE_DIR));

const value = (tag: HtmlTag, name: string) => (tag.attributes.get(name) ?? '').trim().toLowerCase();
const names = (tag: HtmlTag, pattern: RegExp) =>
  (tag.name === 'script' || tag.name === 'link') && [...tag.attributes.values()].some((text) => pattern.test(text));

/**
 * Next's three forms of a chunk tag: `<script src async>` (started by the loader instead),
 * `<script src noModule>` (the legacy polyfill, never fetched by a module-capable browser: left
 * alone) and `<link rel="preload" as="script" fetchPriority="low" href>` (dropped); null for any other.
 */
function chunkForm(tag: HtmlTag): ChunkForm | null {
  if (tag.name === 'script' && CHUNK_SRC.test(tag.attributes.get('src') ?? '') && tag.body === '') {
    if (hasExactly(tag, ['src', 'async'])) return 'async';
    if (hasExactly(tag, ['src', 'nomodule'])) return 'nomodule';
  }
  const preload = value(tag, 'rel') === 'preload' && value(tag, 'as') === 'script' && value(tag, 'fetchpriority') === 'low';
  if (
    tag.name === 'link' &&
    preload &&
    hasExactly(tag, ['rel', 'as', 'fetchpriority', 'href']) &&
    CHUNK_SRC.test(tag.attributes.get('href') ?? '')
  )
    return 'preload';
  return null;
}

/** The page's own script as scripts/postbuild/inline-scripts.ts writes it: `<script src defer [id]>`. */
const isPageScript = (tag: HtmlTag) =>
  tag.name === 'script' &&
  PAGE_SRC.test(tag.attributes.get('src') ?? '') &&
  tag.body === '' &&
  (hasExactly(tag, ['src', 'defer']) || hasExactly(tag, ['src', 'defer', 'id']));

function formError(file: string, message: string): HydrationFormError {
  return new HydrationFormError(
    `${file}: ${message} Next.js changed how it emits scripts: update scripts/postbuild/hydrate-after-load.ts, or build with ${HYDRATE_ENV}=0.`,
  );
}

/**
 * The page with its async chunk tags and its own deferred script replaced by the loader (at the
 * first chunk's place) and its chunk preloads removed. Throws, naming the file and the tag, when
 * the page's tags are not in the forms above: the export is then left as it is.
 */
export function hydrateAfterLoad(html: string, file: string, loaderPath: string): string {
  const tags = htmlTags(html);
  const chunkTags = tags.filter((tag) => names(tag, NAMES_CHUNK));
  const unknown = chunkTags.find((tag) => chunkForm(tag) === null);
  if (unknown) throw formError(file, `a chunk tag in a form the hydration-after-load step does not know: ${tagSource(html, unknown)}.`);
  const chunks = chunkTags.filter((tag) => chunkForm(tag) === 'async');
  if (chunks.length === 0) throw formError(file, 'no <script src="/_next/static/chunks/…" async=""> tags found.');
  const pageTags = tags.filter((tag) => names(tag, NAMES_PAGE_SCRIPT));
  const [pageScript, ...others] = pageTags;
  if (others.length > 0 || (pageScript && !isPageScript(pageScript))) {
    throw new HydrationFormError(
      `${file}: the page's own script (${INLINE_DIR}) is not one <script src defer> tag as scripts/postbuild/inline-scripts.ts writes it: ` +
        `${pageTags.map((tag) => tagSource(html, tag)).join(' ')}`,
    );
  }
  const pageId = pageScript?.attributes.get('id');
  const pageAttributes = pageScript
    ? ` ${PAGE_SCRIPT_ATTRIBUTE}="${pageScript.attributes.get('src')}"${pageId === undefined ? '' : ` ${PAGE_SCRIPT_ID_ATTRIBUTE}="${escapeAttribute(pageId)}"`}`
    : '';
  const sources = [...new Set(chunks.map((tag) => tag.attributes.get('src')))];
  const loaderTag = `<script src="${loaderPath}" defer=""${pageAttributes} ${CHUNKS_ATTRIBUTE}="${sources.join(' ')}"></script>`;
  const removed = [...chunks, ...chunkTags.filter((tag) => chunkForm(tag) === 'preload'), ...(pageScript ? [pageScript] : [])];
  const rewritten = applyEdits(
    html,
    removed.map((tag) => ({ start: tag.start, end: tag.end, text: tag === chunks[0] ? loaderTag : '' })),
  );
  // Removing tags joins the text around them, which could spell a new tag: read the result again.
  const left = htmlTags(rewritten).filter(
    (tag) => names(tag, NAMES_CHUNK) && tag.attributes.get('src') !== loaderPath && chunkForm(tag) !== 'nomodule',
  );
  if (left.length > 0) throw new HydrationFormError(`${file}: chunk tags remain after the hydration-after-load rewrite.`);
  return rewritten;
}
