import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pageSources } from '@/lib/routes/pages';
import { pageEntriesOf } from '@/lib/routes/route-list';
import { routes, type RouteEntry } from '@/lib/routes';

/**
 * The pages that stand for all the others in the costly browser checks: one route per app/ file
 * that renders pages, plus one more for each kind of content section not shown yet. Derived from
 * app/ and content/, so a new template or kind of section is covered without editing a list.
 */

/** The app/ file that renders a path: its own folder, a [slug] folder beside it, or the catch-all. */
export function templateOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (existsSync(join('app', ...segments, 'page.tsx'))) return path;
  const [folder] = segments;
  if (folder && segments.length === 2 && existsSync(join('app', folder, '[slug]', 'page.tsx'))) return `/${folder}/[slug]`;
  return '/[...path]';
}

const sectionKinds = (path: string): string[] => {
  const page = pageEntriesOf(pageSources).find((entry) => entry.path === path);
  return page && 'sections' in page && Array.isArray(page.sections) ? page.sections.map((section: { kind: string }) => section.kind) : [];
};

function pickTemplates(all: readonly RouteEntry[]): RouteEntry[] {
  const templates = new Set<string>();
  const kinds = new Set<string>();
  return all
    .filter((route) => route.indexable)
    .filter((route) => {
      const template = templateOf(route.path);
      const newKinds = sectionKinds(route.path).filter((kind) => !kinds.has(kind));
      if (templates.has(template) && newKinds.length === 0) return false;
      templates.add(template);
      for (const kind of newKinds) kinds.add(kind);
      return true;
    });
}

export const templateRoutes: readonly RouteEntry[] = pickTemplates(routes);
