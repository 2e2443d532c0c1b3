'use client';

import { Link } from '@/components/ui/link';
import { chrome } from '@/content/chrome';
import type { NavItem } from '@/content/types';
import { href } from '@/lib/routes/paths';
import styles from './desktop-nav.module.css';
import { SubMenuList } from './sub-menu-list';

/**
 * Dropdowns open on hover and on keyboard focus (:focus-within), so they work without
 * JavaScript and Tab walks through every sub-link. That is CSS alone, in desktop-nav.module.css
 * (`.parent:focus-within > .dropdown`); so is the wrap onto two lines between 769 and 1199 px,
 * which is meant (the comment there says why).
 *
 * A client component for the page's weight only: it receives the same `items` as the phone menu,
 * which the flight data then carries once (a later copy of an object is a reference to the first),
 * instead of this list's rendered tree as well (~4 KB on every page). Its HTML is the same.
 */
export function DesktopNav({ items }: { items: readonly NavItem[] }) {
  return (
    <nav aria-label={chrome.mainNavLabel} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href} className={item.children ? styles.parent : styles.item}>
            <Link href={href(item.href)} className={styles.link} aria-haspopup={item.children ? 'true' : undefined}>
              {item.label}
            </Link>
            {item.children ? <SubMenuList items={item.children} className={styles.dropdown} linkClassName={styles.dropdownLink} /> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
