'use client';

import type { ReactNode } from 'react';
import { useOverlay } from '@/components/layout/use-overlay';
import styles from './wechat-dialog.module.css';

interface WechatDialogProps {
  /** The dialog's id, one per booking spot on the page. */
  id: string;
  label: string;
  title: string;
  closeLabel: string;
  /** The button's look: the booking spot's own (booking-button.module.css). */
  className: string;
  /** The dialog's body, rendered on the server. */
  children: ReactNode;
}

/**
 * A booking spot's 「用微信預約」 button and its dialog, a native popover like the floating WeChat
 * overlay: it opens and closes from the HTML alone, and React adds focus handling and the scroll
 * lock (use-overlay.ts). The popover fills the screen and holds its own dimmed page, so a tap
 * beside the box closes it without scripts, whatever the section around the button stacks above.
 * Where the browser has no popover, links take the buttons' places as in the floating overlay
 * (wechat-button.tsx): the dialog shows while it is the page's target.
 */
export function WechatDialog({ id, label, title, closeLabel, className, children }: WechatDialogProps) {
  const { overlayRef, buttonRef, closeRef, set } = useOverlay();
  const titleId = `${id}-title`;
  const openLinkId = `${id}-open`;
  // The close button's face, and the link's in its place without popover.
  const closeFace = (
    <>
      <span aria-hidden="true">×</span>
      <span className="visually-hidden">{closeLabel}</span>
    </>
  );
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`${className} ${styles.withPopover}`}
        aria-haspopup="dialog"
        popoverTarget={id}
        popoverTargetAction="show"
        onClick={set(true)}
        data-wechat-dialog-button=""
      >
        {label}
      </button>
      <a id={openLinkId} href={`#${id}`} className={`${className} ${styles.withoutPopover}`}>
        {label}
      </a>
      <div id={id} ref={overlayRef} popover="auto" role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.overlay}>
        <button
          type="button"
          className={styles.scrim}
          popoverTarget={id}
          popoverTargetAction="hide"
          onClick={set(false)}
          tabIndex={-1}
          aria-hidden="true"
        />
        <div className={styles.box}>
          <button ref={closeRef} type="button" className={styles.close} popoverTarget={id} popoverTargetAction="hide" onClick={set(false)}>
            {closeFace}
          </button>
          <a href={`#${openLinkId}`} className={`${styles.close} ${styles.withoutPopover}`}>
            {closeFace}
          </a>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {children}
        </div>
      </div>
    </>
  );
}
