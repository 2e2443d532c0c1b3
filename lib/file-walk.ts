import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface WalkOptions {
  /** Which files to list, by name; all when omitted. */
  readonly file?: (name: string) => boolean;
  /** Which folders to leave out, by name; none when omitted. */
  readonly skipFolder?: (name: string) => boolean;
}

/** Every file below a folder, at any depth, as paths joined to `dir`, in a stable (sorted) order. */
export function filesUnder(dir: string, { file = () => true, skipFolder = () => false }: WalkOptions = {}): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return skipFolder(entry.name) ? [] : filesUnder(path, { file, skipFolder });
      return file(entry.name) ? [path] : [];
    })
    .sort();
}
