import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { filesUnder } from '@/lib/file-walk';

/*
 * The project's modules and where their imports lead, as TypeScript resolves them (the tsconfig's
 * `@/` paths included), for the tests of its imports (import-cycles.test.ts,
 * no-test-only-exports.test.ts). Paths are repository paths (`lib/routes/index.ts`).
 */
export const ROOT = process.cwd();
export const SITE_FOLDERS = ['app', 'components', 'content', 'lib', 'scripts'];
/** Modules written as ES modules (TypeScript or JavaScript), declarations left out. */
export const MODULE = /\.(?:ts|tsx|mts|mjs)$/;

const { config } = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
const host = ts.createCompilerHost(options);

export const repoPath = (file: string) => relative(ROOT, file).split('\\').join('/');

/** The files below the folders whose names `file` accepts, as repository paths. */
export function filesIn(folders: readonly string[], file: (name: string) => boolean): string[] {
  return folders.flatMap((folder) => filesUnder(join(ROOT, folder), { file, skipFolder: (name) => name === 'node_modules' }).map(repoPath));
}

/**
 * The project file an import written in `from` leads to, or null for a package's. A declaration
 * written beside a JavaScript module (`x.d.mts` for `x.mjs`) stands for that module.
 */
export function resolveImport(specifier: string, from: string): string | null {
  const resolved = ts.resolveModuleName(specifier, join(ROOT, from), options, host).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport) return null;
  const file = repoPath(resolved.resolvedFileName);
  const script = file.replace(/\.d\.mts$/, '.mjs').replace(/\.d\.ts$/, '.js');
  return script !== file && existsSync(join(ROOT, script)) ? script : file;
}
