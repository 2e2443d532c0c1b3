import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadedExport } from '@/scripts/content-check/types';

/** The content files the check's tests edit most, each under one name. */
export const CONTENT_FILES = {
  SITE: 'content/site.ts',
  CRISIS: 'content/crisis-lines.ts',
  HOME: 'content/home.ts',
  THERAPISTS: 'content/therapists.ts',
  NAVIGATION: 'content/navigation.ts',
  OVERRIDES: 'content/simplified-overrides.ts',
  FEE: 'content/pages/fee.ts',
} as const;

/** The content check as an editor meets it: on a copy of content/, run as `npm run check:content` runs it. */
const ROOT = process.cwd();

/** Every copy this test file made, removed after its last test (a suite left 84 behind in a day). */
const copies: string[] = [];
afterAll(() => copies.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

export function copyContent(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-check-'));
  copies.push(dir);
  cpSync(join(ROOT, 'content'), join(dir, 'content'), { recursive: true });
  return dir;
}

export function runCheck(root: string): { status: number | null; lines: string[]; output: string } {
  const result = spawnSync(
    process.execPath,
    // As `npm run check:content` runs it, with tsx as Node's loader (its CLI would start a second process).
    ['--import', 'tsx', 'scripts/check-content.ts', '--root', root],
    { cwd: ROOT, encoding: 'utf8' },
  );
  const output = `${result.stdout}${result.stderr}`;
  return { status: result.status, lines: output.split('\n'), output };
}

/** A change of one file: `find`, first met after `after` (so the edit lands in one place), becomes `replace`. */
export interface Change {
  readonly what: string;
  readonly file: string;
  readonly after: string;
  readonly find: string;
  readonly replace: string;
}

/** A change and the entry and field the check must name for it. */
export interface Edit extends Change {
  readonly entry: string;
  readonly field: string;
}

/** Applies a change (an edit's entry and field unused) and returns the 1-based line where the replacement now stands. */
export function apply(root: string, edit: Change | Edit): number {
  const path = join(root, edit.file);
  const text = readFileSync(path, 'utf8');
  const start = text.indexOf(edit.after);
  if (start < 0) throw new Error(`${edit.what}: anchor not found`);
  const at = text.indexOf(edit.find, start);
  if (at < 0) throw new Error(`${edit.what}: text not found`);
  writeFileSync(path, text.slice(0, at) + edit.replace + text.slice(at + edit.find.length));
  return text.slice(0, at).split('\n').length;
}

/** An export of content/ as the check loads it, for a rule run on values alone. */
export const loadedAs = (file: string, exportName: string, value: unknown, pageKind?: LoadedExport['pageKind']): LoadedExport => ({
  file,
  exportName,
  path: [],
  value,
  ...(pageKind ? { pageKind } : {}),
});

/** The find and replace of a change that rewrites `key: 'from'` as `key: 'to'`. */
export const swap = (key: string, from: string, to: string) => [`${key}: '${from}'`, `${key}: '${to}'`] as const;
