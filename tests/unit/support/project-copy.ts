import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Edit as ContentEdit } from './content-copy';

/** A copy of the whole project, for suites that must run on edited content without touching the real one. */
const ROOT = process.cwd();
/** Not copied: dependencies (linked instead), builds, caches and reports. */
const LEFT_OUT = new Set([
  '.git',
  'node_modules',
  '.next',
  '.next-zh-hans',
  '.edition-out',
  'out',
  'out-analytics',
  '.cache',
  '.swc',
  '.bench',
]);
const LEFT_OUT_ANYWHERE = /(^|\/)(node_modules|test-results|playwright-report|blob-report|coverage|\.wrangler)(\/|$)|\.tsbuildinfo$/;

export function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'project-copy-'));
  cpSync(ROOT, dir, {
    recursive: true,
    filter: (source) => {
      const path = relative(ROOT, source);
      return !LEFT_OUT.has(path.split('/')[0] ?? '') && !LEFT_OUT_ANYWHERE.test(path);
    },
  });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** An edit of content-copy.ts's kind, without the anchor: here its text must stand once in the file. */
export type Edit = Pick<ContentEdit, 'what' | 'file' | 'find' | 'replace'>;

/** Makes an edit in the copy: its text must stand once in the file, and the edit must change it. */
export function applyEdit(dir: string, edit: Edit): void {
  const path = join(dir, edit.file);
  const text = readFileSync(path, 'utf8');
  const count = text.split(edit.find).length - 1;
  if (count !== 1) throw new Error(`${edit.what}: ${edit.find} is in ${edit.file} ${count} times, not once`);
  if (edit.replace === edit.find) throw new Error(`${edit.what}: the edit changes nothing`);
  writeFileSync(path, text.replace(edit.find, edit.replace));
}

export interface SuiteResult {
  /** The suite's path in the project: tests/unit/… */
  file: string;
  /** The suite could not run (a syntax or import error): no test of it has a result. */
  broken: boolean;
  failures: string[];
}

/** Runs, in the copy, the jest suites that import any of `files`, but those matching `ignore`. */
export function runRelatedSuites(dir: string, files: readonly string[], ignore: readonly string[]): SuiteResult[] {
  const output = join(dir, 'jest-report.json');
  const env = { ...process.env };
  delete env.JEST_WORKER_ID;
  const args = [
    '--ci',
    '--silent',
    '--json',
    `--outputFile=${output}`,
    '--testPathIgnorePatterns',
    ...ignore,
    '--findRelatedTests',
    ...files,
  ];
  // Bounded: a hung run fails here, naming itself, rather than holding the whole suite.
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), ...args], {
    cwd: dir,
    env,
    encoding: 'utf8',
    timeout: 300_000,
  });
  let report: {
    testResults: { name: string; status: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
  };
  try {
    report = JSON.parse(readFileSync(output, 'utf8')) as typeof report;
  } catch {
    throw new Error(`jest in the copy left no report (exit ${run.status}):\n${run.stderr.slice(-3000)}`);
  }
  return report.testResults.map((result) => ({
    file: relative(dir, result.name),
    broken: result.status === 'failed' && result.assertionResults.length === 0,
    failures: result.assertionResults
      .filter((assertion) => assertion.status === 'failed')
      .map((assertion) => `${assertion.fullName}\n${assertion.failureMessages.join('\n').slice(0, 800)}`),
  }));
}
