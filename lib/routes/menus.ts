import { footerLinks, mainNav } from '@/content/navigation';
import { page as crisisPage } from '@/content/pages/crisis-support';
import type { Link, NavItem } from '@/content/types';
import { routes, type RouteEntry } from '.';

/**
 * A menu item whose submenu is listed from the pages under it (`childPages`) gets those pages as
 * children, in the order of `pages` (collectRoutes: the order of the editors' lists, never the codes).
 */
export function resolveNav(items: readonly NavItem[], pages: readonly RouteEntry[]): NavItem[] {
  return items.map(({ childPages, children, ...item }) => {
    const listed = childPages
      ? pages.filter((page) => page.indexable && page.parent === item.href).map((page) => ({ label: page.name, href: page.path }))
      : children && resolveNav(children, pages);
    return listed ? { ...item, children: listed } : item;
  });
}

/** The main menu (desktop and mobile) as the pages render it. */
export const mainMenu: readonly NavItem[] = resolveNav(mainNav, routes);
export { footerLinks };

/** The indexable pages below an address prefix ('/problems' → every /problems/… page), as links named by the pages, in the order of `pages`. */
export function pagesUnder(prefix: string, pages: readonly RouteEntry[] = routes): { label: string; href: string }[] {
  return pages
    .filter((page) => page.indexable && page.path.startsWith(`${prefix}/`))
    .map((page) => ({ label: page.name, href: page.path }));
}

/** The phone menu's way to crisis help: the crisis page's own name and path. */
export const menuCrisisLink: Link = { label: crisisPage.name, href: crisisPage.path };
