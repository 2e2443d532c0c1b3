'use client';

import { memo } from 'react';
import { Link } from '@/components/ui/link';
import { chrome } from '@/content/chrome';
import type { Link as NavLink, NavItem } from '@/content/types';
import { href } from '@/lib/routes/paths';
import styles from './mobile-menu.module.css';
import { EditionSwitch } from './edition-switch';
import { SubMenuList } from './sub-menu-list';

interface MobileMenuListProps {
  items: readonly NavItem[];
  crisisLink: NavLink;
  /** The items whose sub-menus are open (by href). */
  expanded: ReadonlySet<string>;
  toggleSub: (key: string) => void;
  close: () => void;
}

/**
 * The panel's links. Memoised: opening or closing the menu changes none of its props, so a tap on
 * the menu button renders the button alone, not these ~40 elements (only a sub-menu toggle does).
 */
export const MobileMenuList = memo(function MobileMenuList({ items, crisisLink, expanded, toggleSub, close }: MobileMenuListProps) {
  return (
    <>
      <ul className={styles.list}>
        {items.map((item) => {
          const isOpen = expanded.has(item.href);
          const subId = `mobile-sub-${item.href.replace(/\W+/g, '-')}`;
          return (
            <li key={item.href} className={styles.item}>
              <div className={styles.row}>
                <Link href={href(item.href)} className={styles.link} onClick={close}>
                  {item.label}
                </Link>
                {item.children ? (
                  <button
                    type="button"
                    className={styles.subToggle}
                    aria-expanded={isOpen}
                    aria-controls={subId}
                    onClick={() => toggleSub(item.href)}
                  >
                    <span aria-hidden="true" className={styles.chevron} />
                    <span className="visually-hidden">{chrome.subMenuToggle + item.label}</span>
                  </button>
                ) : null}
              </div>
              {item.children ? (
                <SubMenuList
                  id={subId}
                  items={item.children}
                  className={styles.subList}
                  linkClassName={styles.subLink}
                  hidden={!isOpen}
                  onNavigate={close}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      <Link href={href(crisisLink.href)} className={styles.crisis} onClick={close}>
        {crisisLink.label}
      </Link>
      <EditionSwitch className={styles.edition} />
    </>
  );
});
