// The loader every page shares: lib/browser/hydrate-loader.js (the browser's own code, a real script
// that ESLint reads) says when and why it starts the page's scripts. This module names the file it
// becomes in the export and the attributes of the tag that hands it each page's scripts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The loader's folder: under /_next/static/, cached as immutable, allowed by script-src 'self'. */
export const HYDRATE_DIR = '/_next/static/hydrate/';
/** The attribute of the loader's tag that lists the page's chunks, in document order. */
export const CHUNKS_ATTRIBUTE = 'data-chunks';
/** The attributes that carry the page's own script (flight data) and the id its tag had. */
export const PAGE_SCRIPT_ATTRIBUTE = 'data-page-script';
export const PAGE_SCRIPT_ID_ATTRIBUTE = 'data-page-script-id';

const SOURCE = join(__dirname, '..', '..', 'lib', 'browser', 'hydrate-loader.js');

/**
 * The loader file every page shares: its path under the export folder and its text, without its
 * whole-line comments (every visitor downloads it; the source keeps them for the reader).
 */
export function hydrateLoader(): { path: string; text: string } {
  const text = readFileSync(SOURCE, 'utf8').replace(/^[ \t]*\/\/.*\n/gm, '');
  const hash = createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 20);
  return { path: `${HYDRATE_DIR}${hash}.js`, text };
}
