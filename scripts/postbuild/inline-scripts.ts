// Moves the inline scripts of an exported page into one external, content-hashed file, so every
// page can share one Content-Security-Policy with `script-src 'self'` and no per-page hashes.
//
// Next inlines `self.__next_f.push(…)` flight-data scripts and Turbopack's `<script id="_R_">`
// bootstrap, whose text differs per page. They run unchanged from a `defer` script: Next's client
// reads `self.__next_f` when it starts and patches its `push`, so the pushes may arrive before or
// after it, and it closes the flight stream on DOMContentLoaded, which waits for deferred scripts.
// Turbopack's runtime likewise takes the bootstrap push before or after it loads.
// `<script type="application/ld+json">` data blocks stay inline: they do not execute.
import { createHash } from 'node:crypto';
import { applyEdits, escapeAttribute, type HtmlTag, isInlineExecutable, scriptTags } from './html-tokens';

/** Where the externalized scripts go: under /_next/static/, cached as immutable. */
export const INLINE_DIR = '/_next/static/inline/';

/** Attributes a moved script may carry; any other (async, nomodule, nonce…) changes how it runs. */
const MOVABLE_ATTRIBUTES = new Set(['id', 'type']);
/** Code that depends on running in place, during parsing, cannot be deferred. */
const PARSER_BOUND = /document\.currentScript|document\.write/;
/** An inline event-handler attribute (`onclick`…), by its name alone. */
const HANDLER_NAME = /^on[a-z]+$/;

export class InlineScriptError extends Error {}

export interface ExternalizedPage {
  html: string;
  /** The external file (path under the export folder and its text), or null if nothing moved. */
  script: { path: string; text: string } | null;
}

const preview = (body: string) => JSON.stringify(body.trim().slice(0, 80));

function checkMovable(tag: HtmlTag, file: string): void {
  const problem =
    (tag.attributes.get('type') ?? '').trim().toLowerCase() === 'module'
      ? 'is a module script'
      : [...tag.attributes.keys()].some((name) => !MOVABLE_ATTRIBUTES.has(name))
        ? `has attributes (${[...tag.attributes.keys()].join(', ')}) that change how it runs`
        : PARSER_BOUND.test(tag.body)
          ? 'uses document.currentScript or document.write, which need it to run in place'
          : null;
  if (problem) {
    throw new InlineScriptError(`${file}: an inline script ${problem} and cannot move to an external file: ${preview(tag.body)}`);
  }
}

/**
 * The page with its inline scripts replaced by one `<script src defer>` at the first one's place
 * (keeping its `id`: React marks the completed shell with it), and that file's text: the
 * scripts in document order. Throws, naming the file and the script, if any cannot move.
 */
export function externalizeInlineScripts(html: string, file: string): ExternalizedPage {
  const moved = scriptTags(html).filter(isInlineExecutable);
  if (moved.length === 0) return { html, script: null };
  moved.forEach((tag) => checkMovable(tag, file));
  const ids = moved.map((tag) => tag.attributes.get('id')).filter((id): id is string => id !== undefined);
  if (ids.length > 1)
    throw new InlineScriptError(`${file}: inline scripts with ids ${ids.join(', ')}: only one id can move to the external script`);

  // Each script stays its own statement: a newline ends a trailing `//` comment, `;` the statement.
  const text = moved.map((tag) => `${tag.body}\n;\n`).join('');
  const hash = createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 20);
  const path = `${INLINE_DIR}${hash}.js`;
  const id = ids[0] === undefined ? '' : ` id="${escapeAttribute(ids[0])}"`;
  const replacement = `<script src="${path}" defer=""${id}></script>`;

  const rewritten = applyEdits(
    html,
    moved.map((tag, index) => ({ start: tag.start, end: tag.end, text: index === 0 ? replacement : '' })),
  );
  // Removing tags joins the text around them, which could spell a new tag: read the result again.
  if (scriptTags(rewritten).some(isInlineExecutable)) throw new InlineScriptError(`${file}: inline scripts remain after the rewrite`);
  return { html: rewritten, script: { path, text } };
}

/** Inline event-handler attributes (`onclick="…"`) would need 'unsafe-hashes': reported as errors. */
export function inlineHandlers(tags: readonly HtmlTag[]): string[] {
  return tags.flatMap((tag) => [...tag.attributes.keys()].filter((name) => HANDLER_NAME.test(name)));
}
