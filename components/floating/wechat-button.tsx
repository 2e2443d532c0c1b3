'use client';

import type { ReactNode } from 'react';
import { useOverlay } from '@/components/layout/use-overlay';
import styles from './floating-contact.module.css';
import { WechatIcon } from './icons';

export interface WechatCopy {
  button: string;
  title: string;
  hint: string;
  close: string;
  qrAlt: string;
  /** Visible on the phone's bar; `button` must contain it. */
  short: string;
}

interface WechatButtonProps {
  qrSrc: string;
  wechatId: string;
  copy: WechatCopy;
  /** The overlay's body, rendered on the server, in place of the QR code and the id (the Simplified edition's WeChat booking). */
  children?: ReactNode;
}

const OVERLAY_ID = 'wechat-overlay';
/** The link that stands in for the button where popover is missing; closing the overlay returns to it. */
const OPEN_LINK_ID = 'wechat-open';

/**
 * The WeChat button and its QR overlay, a native popover: it opens and closes from the HTML
 * alone (before hydration, without scripts: its buttons, Escape, a tap on the dimmed page); React
 * adds focus handling and the scroll lock. The QR image is lazy inside the hidden popover, so it
 * is requested only when the overlay first opens.
 *
 * Where the browser has no popover (Safari ≤ 16, Firefox ≤ 124, some in-app browsers), a feature
 * query in the CSS shows links in place of the buttons: one to the overlay, which shows as the
 * page's target (`:target`), and one back to it that closes it. No script takes part.
 */
export function WechatButton({ qrSrc, wechatId, copy, children }: WechatButtonProps) {
  const { overlayRef, buttonRef, closeRef, set } = useOverlay();
  // What the button and the close button show, and the links in their places without popover too.
  const face = (
    <>
      <WechatIcon />
      <span className={styles.short} aria-hidden="true">
        {copy.short}
      </span>
      <span className="visually-hidden">{copy.button}</span>
    </>
  );
  const closeFace = (
    <>
      <span aria-hidden="true">×</span>
      <span className="visually-hidden">{copy.close}</span>
    </>
  );

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.fab} ${styles.wechat}`}
        aria-haspopup="dialog"
        popoverTarget={OVERLAY_ID}
        popoverTargetAction="show"
        onClick={set(true)}
        data-floating="wechat"
      >
        {face}
      </button>
      <a id={OPEN_LINK_ID} href={`#${OVERLAY_ID}`} className={`${styles.fab} ${styles.wechat} ${styles.withoutPopover}`}>
        {face}
      </a>
      <div
        id={OVERLAY_ID}
        ref={overlayRef}
        popover="auto"
        role="dialog"
        aria-modal="true"
        aria-labelledby="wechat-title"
        className={styles.dialog}
      >
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          popoverTarget={OVERLAY_ID}
          popoverTargetAction="hide"
          onClick={set(false)}
        >
          {closeFace}
        </button>
        <a href={`#${OPEN_LINK_ID}`} className={`${styles.close} ${styles.withoutPopover}`}>
          {closeFace}
        </a>
        <h2 id="wechat-title" className={styles.title}>
          {copy.title}
        </h2>
        {children ?? (
          <>
            {/* eslint-disable-next-line @next/next/no-img-element -- the account's QR picture, copied byte for byte */}
            <img src={qrSrc} alt={copy.qrAlt} width={240} height={240} loading="lazy" className={styles.qr} />
            <p className={styles.hint}>
              {copy.hint}
              <strong className={styles.wechatId}>{wechatId}</strong>
            </p>
          </>
        )}
      </div>
      {/* The dimmed page while the overlay is open: a tap on it is outside the popover, so the
          browser closes it (light dismiss) before any script has run, and the tap lands here,
          on nothing of the page. */}
      <div className={styles.scrim} onClick={set(false)} aria-hidden="true" data-testid="wechat-backdrop" />
    </>
  );
}
