import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes only when the bytes differ, so an unchanged output keeps its mtime. */
export async function writeIfChanged(file, data) {
  const old = await readFile(file).catch(() => null);
  if (old && Buffer.compare(old, Buffer.from(data)) === 0) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}
