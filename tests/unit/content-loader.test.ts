/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/*
 * The content loader of the Simplified build (next.config.ts): a content module's source as the build
 * reads it, facts filled, its text converted with the override list, everything else as written; the
 * switch labels and the override list are left alone. Run in plain Node, as Turbopack runs it (a
 * CommonJS loader that calls lib/content-text/index.ts through tsx).
 */
const RUN = `
const loader = require('./scripts/edition/content-loader.cjs');
const { file, source, overrides, protectedNames } = JSON.parse(process.argv[1]);
loader.call({
  resourcePath: require('node:path').resolve(file),
  getOptions: () => ({ facts: { phone: '2111 2222' }, simplified: { overrides, protectedNames } }),
  async: () => (error, result) => { if (error) { console.error(error); process.exit(1); } process.stdout.write(result); },
}, source);
`;

/** Overrides and names of the test's own: an editor may change the lists in content/. */
const overrides = [
  { traditional: '家族系統排列', simplified: '家庭系统排列' },
  { traditional: '當事人', simplified: '来访者' },
  { traditional: '視像', simplified: '视频' },
];
const protectedNames = ['亞洲家族系統排列學會'];

function load(file: string, source: string): string {
  const run = spawnSync(process.execPath, ['-e', RUN, JSON.stringify({ file, source, overrides, protectedNames })], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return run.stdout;
}

describe('the Simplified build reading a content module', () => {
  it('gets an edited Traditional text converted, with the overrides, and its addresses untouched', () => {
    const edited = "export const page = { path: '/services/family', lead: '透過視像，與當事人一起了解家族系統排列。致電 {phone}' };";
    expect(load('content/pages/services/family.ts', edited)).toBe(
      "export const page = { path: '/services/family', lead: '透过视频，与来访者一起了解家庭系统排列。致电 2111 2222' };",
    );
  });

  it('keeps a protected name as written and turns the punctuation to the mainland marks', () => {
    const edited = "export const page = { lead: '「亞洲家族系統排列學會」推動家族系統排列・培訓' };";
    expect(load('content/site.ts', edited)).toBe("export const page = { lead: '“亚洲家族系统排列学会”推动家庭系统排列·培训' };");
  });

  it("leaves the switch labels and the edition's lists as written", () => {
    for (const file of ['content/editions.ts', 'content/simplified-overrides.ts']) {
      const source = readFileSync(file, 'utf8');
      expect(load(file, source)).toBe(source);
    }
  });
});
