import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes a file of a test's export folder, making its folders. */
export function writeIn(dir: string, relative: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  writeFileSync(path.join(dir, relative), text);
}

/** Every file of a test's export folder, by its path inside it, with its text. */
export function snapshotOf(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [
        path.relative(dir, path.join(entry.parentPath, entry.name)),
        readFileSync(path.join(entry.parentPath, entry.name), 'utf8'),
      ]),
  );
}
