// Jest's transform of content modules (jest.config.mjs): the fact tokens filled as the build's
// loaders fill them (lib/fact-fill.cjs), then next/jest's own transform. Components rendered from
// content in a unit test show what a page shows: 「HK$1,600」, not {fee.individual}.
const { fillSource } = require('../../lib/fact-fill.cjs');

module.exports = {
  createTransformer({ base, baseOptions, facts }) {
    const inner = require(base).createTransformer(baseOptions);
    return {
      process: (source, file, options) => inner.process(fillSource(source, facts), file, options),
    };
  },
};
