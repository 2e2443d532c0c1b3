import type { Locator } from '@playwright/test';
import { mainNav } from '@/content/navigation';
import { generalPages } from '@/content/pages';
import { problemPages } from '@/content/pages/problems';
import { servicePages } from '@/content/pages/services';
import { therapists } from '@/content/therapists';
import type { NavItem, PageEntry } from '@/content/types';
import { therapistPath } from '@/lib/routes/addresses';
import { normalizePath } from '@/lib/routes/paths';

export interface MenuLink {
  readonly label: string;
  readonly href: string;
}
export interface MenuEntry extends MenuLink {
  readonly children: readonly MenuLink[];
}

/** The entries an item listed from its pages (`childPages`) can show, in the order of their lists. */
const listedPages: readonly Pick<PageEntry, 'name' | 'path' | 'parent'>[] = [
  ...servicePages,
  ...problemPages,
  ...generalPages,
  ...therapists.map((therapist) => ({ name: therapist.name, path: therapistPath(therapist.slug), parent: '/therapist' })),
];

/**
 * The main menu as the editors' lists give it, read from content/ alone: the items of
 * content/navigation.ts, and under an item listed from its pages, those pages in the order of
 * their folders' lists (services, problems, general pages) and of content/therapists.ts.
 */
export function menuFromLists(items: readonly NavItem[] = mainNav): MenuEntry[] {
  return items.map((item) => ({
    label: item.label,
    href: item.href,
    children: item.childPages
      ? listedPages.filter((page) => page.parent === item.href).map((page) => ({ label: page.name, href: page.path }))
      : (item.children ?? []).map(({ label, href }) => ({ label, href })),
  }));
}

/**
 * Each item of a menu's top list (`nav > ul > li`) with the links of its sub-list, in the order the
 * page shows them, their addresses in the form content/ writes them.
 */
export async function menuOf(nav: Locator): Promise<MenuEntry[]> {
  const shown = await nav.locator(':scope > ul > li').evaluateAll((items) =>
    items.map((item) => {
      const link = (a: Element | null) => ({ label: a?.textContent?.trim() ?? '', href: a?.getAttribute('href') ?? '' });
      return { ...link(item.querySelector('a')), children: [...item.querySelectorAll(':scope > ul a')].map(link) };
    }),
  );
  const inContentForm = (link: MenuLink): MenuLink => ({ label: link.label, href: normalizePath(link.href) });
  return shown.map((item) => ({ ...inContentForm(item), children: item.children.map(inContentForm) }));
}
