// CommonJS because Turbopack runs webpack loaders in Node (next.config.ts), where Node 20 reads no TypeScript:
// a thin line that gives a content module's source to lib/content-text/index.ts (`contentText`), loaded through tsx.
let pipeline;

module.exports = function contentLoader(source) {
  const done = this.async();
  pipeline ??= import('tsx/esm/api').then(({ tsImport }) => tsImport('../../lib/content-text/index.ts', __filename));
  pipeline.then(({ contentText }) => done(null, contentText(source, this.resourcePath, this.getOptions())), done);
};
