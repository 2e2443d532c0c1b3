/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The project's ESLint config keeps the layers' arrows (docs/architecture.md). Its fixtures under
// tests/fixtures/lint/<layer>/ (ignored by `npx eslint .`) stand in each layer: one lint run over
// them shows each wrong-way import, the cycle and an internal address written by hand failing,
// and the right ways passing.
const ROOT = path.join(__dirname, '..', '..');
const FIXTURES = 'tests/fixtures/lint';

type Result = { filePath: string; messages: { ruleId: string | null }[] };

function lintFixtures(): Map<string, string[]> {
  // ESLint exits 1 when it finds errors, which is the point here: its report is on stdout either way.
  const args = ['node_modules/eslint/bin/eslint.js', '--no-ignore', '--format', 'json', FIXTURES];
  const output = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' }).stdout;
  const results = JSON.parse(output) as Result[];
  return new Map(
    results.map((result) => [path.relative(path.join(ROOT, FIXTURES), result.filePath), result.messages.map((m) => m.ruleId ?? '')]),
  );
}

const WRONG_WAY = '@typescript-eslint/no-restricted-imports';
let rules: Map<string, string[]>;
beforeAll(() => {
  rules = lintFixtures();
}, 120_000);

describe('the lint keeps the arrows', () => {
  const internalPath = ['components/builds-internal-path.tsx', 'app/builds-internal-path.tsx', 'lib/adds-internal-path.ts'];
  it.each([
    ...['lib/imports-component.ts', 'lib/imports-react.ts', 'components/imports-app.tsx', 'content/imports-lib-value.ts'].map((file) => [
      file,
      WRONG_WAY,
    ]),
    // An internal address written from its parts.
    ...internalPath.map((file) => [file, 'no-restricted-syntax']),
    ['lib/cycle-a.ts', 'import/no-cycle'],
    ['lib/cycle-b.ts', 'import/no-cycle'],
  ])('refuses %s by %s', (file, rule) => {
    expect(rules.get(file)).toContain(rule);
  });

  it.each([
    'lib/ok-type-from-next.ts',
    'content/ok-type-import.ts',
    'components/ok-imports-lib.tsx',
    'lib/routes/ok-path-helper.ts',
    'components/ok-uses-path-helper.tsx',
  ])('allows %s', (file) => {
    expect(rules.get(file)).toEqual([]);
  });
});
