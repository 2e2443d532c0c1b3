import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The content check as an editor meets it: on a copy of content/, run as `npm run check:content` runs it. */
const ROOT = process.cwd();

export function copyContent(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-check-'));
  cpSync(join(ROOT, 'content'), join(dir, 'content'), { recursive: true });
  return dir;
}

export function runCheck(root: string): { status: number | null; lines: string[]; output: string } {
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/check-content.ts', '--root', root],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  const output = `${result.stdout}${result.stderr}`;
  return { status: result.status, lines: output.split('\n'), output };
}

export interface Edit {
  readonly what: string;
  readonly file: string;
  /** Text just before the edit, so the edit lands in one place. */
  readonly after: string;
  readonly find: string;
  readonly replace: string;
  readonly entry: string;
  readonly field: string;
}

/** Applies an edit and returns the 1-based line where the replacement now stands. */
export function apply(root: string, edit: Edit): number {
  const path = join(root, edit.file);
  const text = readFileSync(path, 'utf8');
  const start = text.indexOf(edit.after);
  if (start < 0) throw new Error(`${edit.what}: anchor not found`);
  const at = text.indexOf(edit.find, start);
  if (at < 0) throw new Error(`${edit.what}: text not found`);
  writeFileSync(path, text.slice(0, at) + edit.replace + text.slice(at + edit.find.length));
  return text.slice(0, at).split('\n').length;
}
