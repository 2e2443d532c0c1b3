'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useRef, type MouseEvent } from 'react';
import { FOOTER_NAV_ID } from '@/components/layout/footer-nav';
import { useHydrated } from '@/components/ui/use-hydrated';
import { chrome } from '@/content/chrome';
import type { Link as NavLink, NavItem } from '@/content/types';
import { href } from '@/lib/routes/paths';
import styles from './mobile-menu.module.css';
import { EditionSwitch } from './edition-switch';
import { SubMenuList } from './sub-menu-list';
import { useMobileMenu } from './use-mobile-menu';

const PANEL_ID = 'mobile-menu';

/**
 * The phone menu. Its panel is a native popover (`popover` + `popovertarget`), so it opens and
 * closes in the HTML alone, before the page's scripts have run; once hydrated, React adds the
 * 300 ms toggle lock, sub-menus, focus handling and the scroll lock.
 *
 * Where the browser has no popover (Safari ≤ 16, Firefox ≤ 124, some in-app browsers) the button
 * would open nothing: a feature query in the CSS shows a link to the footer's navigation in its
 * place, which lists every link of this menu. No script takes part, so hydration changes nothing.
 */
export function MobileMenu({ items, crisisLink }: { items: readonly NavItem[]; crisisLink: NavLink }) {
  const panelRef = useRef<HTMLElement>(null);
  const { open, expanded, toggle, close, toggleSub } = useMobileMenu(panelRef);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Before hydration the popover invoker states its own expanded state; React's attribute
  // would stay "false" while the native popover is open.
  const hydrated = useHydrated();

  // Focus moves into the panel on open and back to the toggle on close.
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    else if (wasOpen.current) toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // React decides from hydration on: the native popover action would race its state.
  const take = (action: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    action();
  };

  return (
    <div className={styles.root}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={PANEL_ID}
        popoverTarget={PANEL_ID}
        onClick={take(toggle)}
      >
        <span className={styles.bars} aria-hidden="true" />
        <span className="visually-hidden">{open ? chrome.menuClose : chrome.menuOpen}</span>
      </button>
      <a href={`#${FOOTER_NAV_ID}`} className={styles.toFooter} data-menu-without-popover="">
        <span className={styles.bars} aria-hidden="true" />
        <span className="visually-hidden">{chrome.menuOpen}</span>
      </a>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" />
      <nav id={PANEL_ID} ref={panelRef} className={styles.panel} popover="auto" aria-label={chrome.mobileNavLabel}>
        <button type="button" className={styles.close} popoverTarget={PANEL_ID} popoverTargetAction="hide" onClick={take(close)}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{chrome.menuClose}</span>
        </button>
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
      </nav>
    </div>
  );
}
