import type { NavItem } from '@/content/types';
import { mainMenu } from '@/lib/routes/menus';

/**
 * The main-menu item that leads to `href`, as the pages render it: its words are those of
 * content/navigation.ts and its sub-menu the pages under it, so a spec follows an editor's rewording.
 */
export function menuItem(href: string): NavItem {
  const item = mainMenu.find((entry) => entry.href === href);
  if (!item) throw new Error(`content/navigation.ts: no main-menu item leads to ${href}`);
  return item;
}

/** The sub-menu link of the item leading to `parentHref` that goes to `href` (the first when none is named). */
export function subMenuLink(parentHref: string, href?: string): { label: string; href: string } {
  const children = menuItem(parentHref).children ?? [];
  const child = href === undefined ? children[0] : children.find((entry) => entry.href === href);
  if (!child) throw new Error(`content/navigation.ts: the menu item ${parentHref} has no sub-menu link${href ? ` to ${href}` : ''}`);
  return child;
}
