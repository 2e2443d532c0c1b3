'use client';

import { useEffect, useRef, type MouseEvent } from 'react';
import { FOOTER_NAV_ID } from '@/components/layout/footer-nav';
import { useHydrated } from '@/components/ui/use-hydrated';
import { afterPaint } from '@/lib/browser/after-paint';
import { chrome } from '@/content/chrome';
import type { Link as NavLink, NavItem } from '@/content/types';
import styles from './mobile-menu.module.css';
import { MobileMenuList } from './mobile-menu-list';
import { useMobileMenu } from './use-mobile-menu';

const PANEL_ID = 'mobile-menu';

/**
 * The phone menu. Its panel is a native popover (`popover` + `popovertarget`), so it opens and
 * closes in the HTML alone, before the page's scripts have run; once hydrated, React opens it in
 * place with `data-open` (no top layer: the tap then restyles a handful of elements, not the
 * panel's every one) and adds the 300 ms toggle lock, sub-menus, focus handling and the scroll lock.
 *
 * Where the browser has no popover (Safari ≤ 16, Firefox ≤ 124, some in-app browsers) the button
 * would open nothing: a feature query in the CSS shows a link to the footer's navigation in its
 * place, which lists every link of this menu. No script takes part, so hydration changes nothing.
 *
 * The crisis link after the items (`crisisLink`, drawn by ./mobile-menu-list.tsx) is not in
 * content/navigation.ts: lib/routes/menus.ts `menuCrisisLink`, the crisis page's own name and path.
 */
export function MobileMenu({ items, crisisLink }: { items: readonly NavItem[]; crisisLink: NavLink }) {
  const panelRef = useRef<HTMLElement>(null);
  const { open, expanded, toggle, close, toggleSub } = useMobileMenu(panelRef);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Before hydration the popover invoker states its own expanded state; React's attribute
  // would stay "false" while the native popover is open.
  const hydrated = useHydrated();

  // Focus moves into the panel once it has been painted open (focusing restyles the page, which
  // the tap's own frame need not wait for), and back to the toggle on close.
  useEffect(() => {
    const was = wasOpen.current;
    wasOpen.current = open;
    if (open) return afterPaint(() => panelRef.current?.querySelector<HTMLElement>('button, a')?.focus());
    if (was) toggleRef.current?.focus();
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
      <nav
        id={PANEL_ID}
        ref={panelRef}
        className={styles.panel}
        popover="auto"
        aria-label={chrome.mobileNavLabel}
        data-open={open ? '' : undefined}
      >
        <button type="button" className={styles.close} popoverTarget={PANEL_ID} popoverTargetAction="hide" onClick={take(close)}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{chrome.menuClose}</span>
        </button>
        <MobileMenuList items={items} crisisLink={crisisLink} expanded={expanded} toggleSub={toggleSub} close={close} />
      </nav>
    </div>
  );
}
