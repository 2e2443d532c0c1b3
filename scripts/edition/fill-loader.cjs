// Turbopack loader of the Traditional build (next.config.ts): a content module's source with its
// fact tokens filled (lib/facts.ts, lib/fact-fill.cjs): {phone}, {hours}, {fee.individual}…
// The Simplified build's loader (simplify-loader.cjs) fills them the same way before converting.
const { fillSource } = require('../../lib/fact-fill.cjs');

module.exports = function fillLoader(source) {
  const { facts } = this.getOptions();
  return fillSource(source, facts ?? {});
};
