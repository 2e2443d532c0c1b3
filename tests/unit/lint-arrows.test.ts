/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The project's ESLint config keeps the layers' arrows (docs/architecture.md). Its fixtures under
// tests/fixtures/lint/<layer>/ (ignored by `npx eslint .`) stand in each layer: one lint run over
// them shows each wrong-way import, the cycle and an internal address written by hand failing,
// and the right ways passing.
const ROOT = path.join(__dirname, '..', '..');
const FIXTURES = 'tests/fixtures/lint';

type Result = { filePath: string; messages: { ruleId: string | null }[] };

function lintFixtures(): Map<string, string[]> {
  let output: string;
  try {
    output = execFileSync(process.execPath, ['node_modules/eslint/bin/eslint.js', '--no-ignore', '--format', 'json', FIXTURES], {
      cwd: ROOT,
      encoding: 'utf8',
    });
  } catch (error) {
    // ESLint exits 1 when it finds errors, which is the point here.
    output = (error as { stdout: string }).stdout;
  }
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
  it.each(['lib/imports-component.ts', 'lib/imports-react.ts', 'components/imports-app.tsx', 'content/imports-lib-value.ts'])(
    'refuses the wrong-way import in %s',
    (file) => {
      expect(rules.get(file)).toContain(WRONG_WAY);
    },
  );

  it.each(['lib/ok-type-from-next.ts', 'content/ok-type-import.ts', 'components/ok-imports-lib.tsx'])('allows %s', (file) => {
    expect(rules.get(file)).toEqual([]);
  });

  it.each(['components/builds-internal-path.tsx', 'app/builds-internal-path.tsx', 'lib/adds-internal-path.ts'])(
    'refuses the internal address written from its parts in %s',
    (file) => {
      expect(rules.get(file)).toContain('no-restricted-syntax');
    },
  );

  it.each(['lib/routes/ok-path-helper.ts', 'components/ok-uses-path-helper.tsx'])('allows %s', (file) => {
    expect(rules.get(file)).toEqual([]);
  });

  it('refuses an import cycle', () => {
    expect(rules.get('lib/cycle-a.ts')).toContain('import/no-cycle');
    expect(rules.get('lib/cycle-b.ts')).toContain('import/no-cycle');
  });
});
