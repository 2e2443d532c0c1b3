// Turbopack loader of the Simplified edition's build (next.config.ts): a content module's source,
// its text converted to Simplified (lib/chinese/to-simplified.mjs, with content's override list and
// protected names, content/simplified-overrides.ts), after its fact tokens are filled (`facts`, as
// fill-loader.cjs does for the Traditional build): a filled value is converted with the text around it.
// Each HK$ amount then gains its approximate RMB at content's one rate (content/mainland-notice.ts).
// Only the text changes: the modules' keys, paths and file names are ASCII, which conversion keeps.
// Two modules stay as written: the switch labels (each in its own script) and the edition's lists.
const KEEP = [/[\\/]content[\\/]editions\.ts$/, /[\\/]content[\\/]simplified-overrides\.ts$/];

const { fillSource } = require('../../lib/fact-fill.cjs');

let convert;
let rmb;

module.exports = function simplifyLoader(source) {
  const done = this.async();
  if (KEEP.some((pattern) => pattern.test(this.resourcePath))) return done(null, source);
  const { overrides, protectedNames, facts, rmbPerHkd, rmbBeside } = this.getOptions();
  const ready = convert
    ? Promise.resolve(convert)
    : import('../../lib/chinese/to-simplified.mjs').then(({ simplifier }) => (convert = simplifier(overrides, protectedNames)));
  // A visitor in the mainland reads each HK$ amount with its approximate RMB (lib/rmb.mjs).
  const money = rmb ? Promise.resolve(rmb) : import('../../lib/rmb.mjs').then((module) => (rmb = module));
  Promise.all([ready, money]).then(([toSimplified, { withRmb }]) => {
    const converted = toSimplified(fillSource(source, facts ?? {}));
    // Without a rate (a test's loader), the text stays as converted.
    done(null, rmbBeside && rmbPerHkd ? withRmb(converted, rmbPerHkd, toSimplified(rmbBeside)) : converted);
  }, done);
};
