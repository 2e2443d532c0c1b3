import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';
import { SIMPLIFIED } from './lib/edition/data.mjs';

// The layers' arrows (docs/architecture.md): app → components → lib, every layer may read
// content, content holds data only. A wrong-way import fails the lint, as a cycle does. (The content
// check kept out of site code, its rules apart: tests/unit/import-cycles.test.ts.)
// Each layer's folder, and its lint fixtures (tests/unit/lint-arrows.test.ts shows each rule failing).
const inLayer = (dir) => [`${dir}/**`, `tests/fixtures/lint/${dir}/**`];
const restrict = (...patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });
const APP = ['@/app', '@/app/*', '**/app/*'];
const COMPONENTS = ['@/components', '@/components/*', '**/components/*'];
const REACT = ['react', 'react-dom', 'react/*', 'react-dom/*', 'next/*', '!next'];
// Internal addresses come from the route list's path helpers in lib/routes/ (therapistPath,
// blogPostPath, servicePath, …): an address written from its parts anywhere else drifts from the
// routes. A template literal or a '+' that opens with a path ('/', '/blog/', not '/* ') is such an address.
const HAND_BUILT_PATH = 'an internal address comes from a path helper in lib/routes/ (therapistPath, blogPostPath, …), not from its parts';
const NO_HAND_BUILT_PATHS = {
  'no-restricted-syntax': [
    'error',
    { selector: 'TemplateLiteral[quasis.0.value.raw=/^\\/[-\\w.\\/]*$/]', message: HAND_BUILT_PATH },
    { selector: "BinaryExpression[operator='+'][left.type='Literal'][left.value=/^\\/[-\\w.\\/]*$/]", message: HAND_BUILT_PATH },
  ],
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    // Packages are not followed (their own cycles are not ours): without this the rule parses
    // next and react on every run.
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // CommonJS build hooks (the Turbopack loaders, jest's content transform) load their helpers with require().
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: inLayer('lib'),
    rules: restrict(
      { group: [...APP, ...COMPONENTS], message: 'lib/ is below components/ and app/: move the shared part into lib/ instead.' },
      { group: REACT, message: 'lib/ holds logic without React or Next: keep the UI part in components/.', allowTypeImports: true },
    ),
  },
  {
    files: inLayer('components'),
    rules: restrict({ group: APP, message: 'components/ is below app/: pass what a component needs as props.' }),
  },
  {
    files: [...inLayer('app'), ...inLayer('components'), ...inLayer('lib')],
    ignores: ['lib/routes/**', 'tests/fixtures/lint/lib/routes/**'],
    rules: NO_HAND_BUILT_PATHS,
  },
  {
    files: inLayer('content'),
    rules: restrict({
      group: [...APP, ...COMPONENTS, '@/lib', '@/lib/*', '**/lib/*'],
      message: 'content/ is data: it imports only types.',
      allowTypeImports: true,
    }),
  },
  globalIgnores([
    '.next/**',
    `${SIMPLIFIED.distDir}/**`,
    '.edition-out/**',
    'out/**',
    'out-analytics/**',
    'next-env.d.ts',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    '.bench/**',
    '.generated/**',
    // npm run preview:changes builds the committed site there.
    '.cache/**',
    'public/**',
    'tests/fixtures/lint/**',
  ]),
]);
