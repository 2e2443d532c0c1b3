/*
 * A move that changes only the stamps (issue 52.2): when the centre's street changes, what no
 * address gives — the map point (site.geo), the way here (site.transport) and the way from Shenzhen
 * (content/mainland-notice.ts) — is written again, and its `forStreet` stamp follows. A part whose
 * stamp now names the new street while its words or numbers are the last commit's was not written
 * again. Compared with the last commit (git): run before committing the move.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { say } from '@/lib/schema/fields';
import { committedExport, exportAt } from './committed';
import type { Problem } from './types';

const FILES = [
  ['content/site.ts', 'site'],
  ['content/mainland-notice.ts', 'mainlandNotice'],
] as const;

/** Each object with a `forStreet` stamp, by its path, without the stamp. */
function stamped(value: unknown, path = ''): Map<string, { stamp: unknown; rest: string }> {
  const found = new Map<string, { stamp: unknown; rest: string }>();
  if (typeof value !== 'object' || value === null) return found;
  if ('forStreet' in value) {
    const { forStreet, ...rest } = value as { forStreet: unknown };
    found.set(path, { stamp: forStreet, rest: JSON.stringify(rest) });
  }
  for (const [key, each] of Object.entries(value)) for (const [at, part] of stamped(each, `${path}.${key}`)) found.set(at, part);
  return found;
}

const streetOf = (site: unknown) => (site as { address?: { street?: unknown } } | undefined)?.address?.street;

export async function movedButUnchanged(root: string): Promise<Problem[]> {
  const problems: Problem[] = [];
  const [was, now] = [
    streetOf(await committedExport('content/site.ts', 'site')),
    streetOf(await exportAt(root, 'content/site.ts', 'site')),
  ];
  if (was === undefined || was === now) return [];
  for (const [file, exportName] of FILES) {
    const before = stamped(await committedExport(file, exportName));
    const text = readFileSync(join(root, file), 'utf8').split('\n');
    // The stamps in the order written: the k-th stamp of the new street is on the k-th line that writes it.
    const stampLines = text.flatMap((each, at) => (each.includes(`forStreet: '${String(now)}'`) ? [at + 1] : []));
    const parts = [...stamped(await exportAt(root, file, exportName))].filter(([, part]) => part.stamp === now);
    for (const [index, [path, part]] of parts.entries()) {
      if (before.get(path)?.rest !== part.rest) continue;
      const line = stampLines[index] ?? 1;
      problems.push({
        file,
        line,
        entry: exportName,
        field: `${path.slice(1)}.forStreet`,
        message: say(
          `地址已由「${String(was)}」改為「${String(now)}」，這一項只改了 forStreet，內容仍是舊地址的：按新地址重寫（地圖座標、交通指引），再改 forStreet`,
          `the street moved from "${String(was)}" to "${String(now)}" but only forStreet changed here; its content is still the old address's: write it again for the new one (map point, directions), then the stamp`,
        ),
      });
    }
  }
  return problems;
}
