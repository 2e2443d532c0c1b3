import { fixtureDir, installedNextVersion, recordedPages } from '@/scripts/fixtures/recorded-pages';

/** One recorded page's HTML (scripts/fixtures/recorded-pages.ts), by its path: `index.html`, `fee/index.html`. */
export function recordedPage(name: string): string {
  const page = recordedPages().find((candidate) => candidate.name === name);
  if (!page) throw new Error(`no recorded page ${name} in ${fixtureDir(installedNextVersion())}`);
  return page.html;
}
