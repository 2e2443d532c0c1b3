// The fill of lib/facts.ts at the level of a content module's source, for the build's loaders
// (scripts/edition/*-loader.cjs) and jest's transform (scripts/edition/jest-fill-transform.cjs),
// which run as CommonJS before any TypeScript. The token's form is lib/facts.ts's FACT_TOKEN
// (tests/unit/facts.test.ts keeps the two the same). A value is escaped for the string it lands in.
'use strict';

const FACT_TOKEN = /\{([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)?)\}/g;

/** A value written inside a '…', "…" or `…` literal of the source. */
const escaped = (value) => value.replace(/[\\'"`]/g, (c) => `\\${c}`).replace(/\$\{/g, '\\${');

/** The source with every known token replaced by its value; other braces as written. */
function fillSource(source, values) {
  return source.replace(FACT_TOKEN, (token, name) => (Object.hasOwn(values, name) ? escaped(values[name]) : token));
}

module.exports = { FACT_TOKEN, fillSource };
