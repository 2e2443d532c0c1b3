// CommonJS because Jest loads a transform with require(): jest's transform of content modules
// (jest.config.mjs), step 1 of lib/content-text/index.ts (fill-facts.ts, the fact tokens filled as
// the build fills them), then next/jest's own. A page rendered in a test shows 「HK$1,600」, not {fee.individual}.
const { require: tsRequire } = require('tsx/cjs/api');

const { fillSource } = tsRequire('../../lib/content-text/fill-facts.ts', __filename);

module.exports = {
  createTransformer({ base, baseOptions, facts }) {
    const inner = require(base).createTransformer(baseOptions);
    return {
      process: (source, file, options) => inner.process(fillSource(source, facts), file, options),
    };
  },
};
