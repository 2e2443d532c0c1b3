// lib/edition/: the site's two editions. index.ts (this file): which edition this build is and each
// edition's names, read at build time and, inlined by next.config.ts, in the browser. data.mjs
// (+ data.d.mts): the values themselves, plain JavaScript for the node scripts. preference.ts: whether
// a browser prefers Simplified Chinese, in the browser only (the edition suggestion).
import { EDITIONS, SIMPLIFIED, TRADITIONAL } from './data.mjs';

/*
 * The site is built twice from one source: the Traditional edition at the root, the Simplified
 * edition under its base (its content converted as the build reads it: scripts/edition/). Each
 * edition's id, language, base and folder are written once, in lib/edition/data.mjs, which the
 * node scripts import as well. The build names its edition in SITE_EDITION, which next.config.ts
 * inlines in server and browser code alike.
 */

export type Edition = (typeof EDITIONS)[number];
export type EditionId = Edition['id'];

export { EDITIONS, SIMPLIFIED, TRADITIONAL };

/** The edition this build makes. */
export const edition: Edition = process.env.SITE_EDITION === SIMPLIFIED.id ? SIMPLIFIED : TRADITIONAL;

/** The other edition: where the switch link leads. */
export const otherEdition = (of: Edition = edition): Edition => (of === SIMPLIFIED ? TRADITIONAL : SIMPLIFIED);
