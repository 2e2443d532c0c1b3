'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useRef } from 'react';
import { chrome } from '@/content/chrome';
import type { NavItem } from '@/content/types';
import { href } from '@/lib/paths';
import styles from './mobile-menu.module.css';
import { useMobileMenu } from './use-mobile-menu';

export function MobileMenu({ items }: { items: readonly NavItem[] }) {
  const { open, expanded, toggle, close, toggleSub } = useMobileMenu();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const wasOpen = useRef(false);

  // Focus moves into the panel on open and back to the toggle on close.
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    else if (wasOpen.current) toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <div className={styles.root}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={toggle}
      >
        <span className={styles.bars} aria-hidden="true" />
        <span className="visually-hidden">{open ? chrome.menuClose : chrome.menuOpen}</span>
      </button>
      <div className={styles.backdrop} data-open={open} onClick={close} aria-hidden="true" />
      <nav id="mobile-menu" ref={panelRef} className={styles.panel} data-open={open} aria-label={chrome.mobileNavLabel}>
        <button type="button" className={styles.close} onClick={close}>
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
                  <ul id={subId} className={styles.subList} hidden={!isOpen}>
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <Link href={href(child.href)} className={styles.subLink} onClick={close}>
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
