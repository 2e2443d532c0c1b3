/*
 * content/ as last committed, for the checks that compare an edit with what it changes: the move of
 * the address (moved-address.ts), the check's own settings (settings-change.ts), a sample marker
 * left on a confirmed entry (rules/meaning.ts). Extracted whole once a process, by `git archive`,
 * so a module's imports of its neighbours resolve as they did; removed when the process ends.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let folder: Promise<string | undefined> | undefined;

function extract(): string | undefined {
  const archive = spawnSync('git', ['archive', 'HEAD', 'content'], { maxBuffer: 1 << 28 });
  if (archive.status !== 0) return undefined;
  const base = mkdtempSync(join(tmpdir(), 'committed-content-'));
  process.once('exit', () => rmSync(base, { recursive: true, force: true }));
  return spawnSync('tar', ['-x', '-C', base], { input: archive.stdout }).status === 0 ? base : undefined;
}

/** The folder holding content/ as last committed, or undefined without git (a copy outside a checkout). */
export const committedRoot = (): Promise<string | undefined> => (folder ??= Promise.resolve().then(extract));

/** An export of a content module under `root` (the edited content, or the committed one). */
export const exportAt = async (root: string, file: string, exportName: string): Promise<unknown> =>
  ((await import(join(root, file))) as Record<string, unknown>)[exportName];

/** An export of a content module as last committed (undefined without git, or where the file or export is new). */
export async function committedExport(file: string, exportName: string): Promise<unknown> {
  const root = await committedRoot();
  return root === undefined ? undefined : exportAt(root, file, exportName).catch(() => undefined);
}
