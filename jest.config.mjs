import { fileURLToPath } from 'node:url';
import nextJest from 'next/jest.js';
import { tsImport } from 'tsx/esm/api';

// next/jest wires SWC, CSS-module mocks and the @/ alias from tsconfig.
const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  // Both cores: Jest's default leaves one to its main process, which only waits.
  maxWorkers: '100%',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  // Build steps keep copies there: the committed content/ of npm run preview:changes, the image step's
  // records (.cache/images/): never tests or modules of the project.
  modulePathIgnorePatterns: ['<rootDir>/.cache/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
};

// Packages of the build scripts published only as ES modules, which Jest's CommonJS runtime cannot
// load as they are. next/jest compiles node_modules only for next.config's transpilePackages (the
// app's), and its first transformIgnorePatterns entry cannot be extended from here, only rewritten.
const ESM_ONLY = ['parse5-sax-parser', 'opencc-js'];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  const [nodeModules = '', ...rest] = resolved.transformIgnorePatterns ?? [];
  const widened = nodeModules.replace('(?!(', `(?!(${ESM_ONLY.join('|')}|`);
  if (widened === nodeModules)
    throw new Error(
      `jest.config.mjs: next/jest's transformIgnorePatterns changed (${nodeModules}); let ${ESM_ONLY.join(', ')} be compiled another way.`,
    );
  // Content modules with their fact tokens filled, as the build's loaders fill them (lib/facts.ts).
  const [baseKey, baseEntry] = Object.entries(resolved.transform ?? {}).find(([pattern]) => new RegExp(pattern).test('x.ts')) ?? [];
  if (!baseKey || !Array.isArray(baseEntry))
    throw new Error('jest.config.mjs: next/jest no longer transforms .ts files with [path, options]');
  const { contentFactValues } = await tsImport('./lib/fact-values.ts', import.meta.url);
  const fill = [
    '<rootDir>/scripts/edition/jest-fill-transform.cjs',
    { base: baseEntry[0], baseOptions: baseEntry[1], facts: contentFactValues() },
  ];
  // This project's content/ only: a copy of it that a test checks (tests/unit/support/content-copy.ts)
  // is read as an editor wrote it, tokens and all, as the check reads it.
  const root = fileURLToPath(new URL('.', import.meta.url))
    .replace(/[\\/]$/, '')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const transform = { [`^${root}[\\\\/]content[\\\\/].+\\.ts$`]: fill, ...resolved.transform };
  return { ...resolved, transform, transformIgnorePatterns: [widened, ...rest] };
}
