import { runInNewContext } from 'node:vm';
import { fixtureDir, installedNextVersion, recordedPages } from '@/scripts/fixtures/recorded-pages';

/** One recorded page's HTML (scripts/fixtures/recorded-pages.ts), by its path: `index.html`, `fee/index.html`. */
export function recordedPage(name: string): string {
  const page = recordedPages().find((candidate) => candidate.name === name);
  if (!page) throw new Error(`no recorded page ${name} in ${fixtureDir(installedNextVersion())}`);
  return page.html;
}

const nothing = () => null;
/** What scripts leave in `self.__next_f` and `TURBOPACK` when run in order; `getElementById` answers their lookups. */
export function runScripts(code: readonly string[], getElementById: (id: string) => unknown = nothing) {
  const sandbox: { __next_f?: unknown[]; TURBOPACK?: unknown[]; document: unknown } = { document: { getElementById } };
  for (const text of code) runInNewContext(`var self = globalThis;\n${text}`, sandbox);
  return sandbox;
}

/** The flight stream Next's client reads from `self.__next_f`: the text of its chunks, in order. */
export const flightStream = (items: unknown[] | undefined) =>
  (items ?? []).flatMap((item) => (Array.isArray(item) && item[0] === 1 ? [item[1] as string] : [])).join('');
