import { join } from 'node:path';
import * as generalPages from '@/content/pages/general';
import type { ContentPage } from '@/content/types';
import { hasOwnPageFile } from './app-page-files';

/**
 * The pages of content/pages/general.ts that have no folder of their own under app/: the catch-all
 * route renders them, so a new page there is one entry and nothing else. A page that needs more
 * than its sections (the FAQ's structured data, the privacy page's build facts, the therapist
 * list) keeps its own app/<path>/page.tsx, which Next.js prefers to the catch-all.
 */
export function pagesWithoutOwnRoute(pages: readonly ContentPage[], hasOwnRoute: (path: string) => boolean): ContentPage[] {
  return pages.filter((page) => !hasOwnRoute(page.path));
}

/** Whether app/ has a page file for this path (read at build time, on the server). */
export const appHasRoute = (path: string): boolean => hasOwnPageFile(join(process.cwd(), 'app'), path);

export const catchAllPages = (): ContentPage[] => pagesWithoutOwnRoute(Object.values(generalPages), appHasRoute);

/** The general page at a catch-all route's segments; any other address is a build error naming it. */
export function getCatchAllPage(segments: readonly string[]): ContentPage {
  const path = `/${segments.join('/')}`;
  const page = catchAllPages().find((entry) => entry.path === path);
  if (!page) throw new Error(`content/pages/general.ts: no page entry for "${path}"`);
  return page;
}
