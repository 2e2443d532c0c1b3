'use client';

import { useEffect, useRef, useState } from 'react';
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
}

/** The QR image is requested only when the overlay first opens. */
export function WechatButton({ qrSrc, wechatId, copy }: WechatButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      closeRef.current?.focus();
      document.body.classList.add('scroll-locked');
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') setOpen(false);
      };
      document.addEventListener('keydown', onKey);
      wasOpen.current = true;
      return () => {
        document.removeEventListener('keydown', onKey);
        document.body.classList.remove('scroll-locked');
      };
    }
    if (wasOpen.current) buttonRef.current?.focus();
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.fab} ${styles.wechat}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-floating="wechat"
      >
        <WechatIcon />
        <span className={styles.short} aria-hidden="true">
          {copy.short}
        </span>
        <span className="visually-hidden">{copy.button}</span>
      </button>
      {open ? (
        <div className={styles.overlay} onClick={(event) => event.target === event.currentTarget && setOpen(false)} data-testid="wechat-backdrop">
          <div role="dialog" aria-modal="true" aria-labelledby="wechat-title" className={styles.dialog}>
            <button ref={closeRef} type="button" className={styles.close} onClick={() => setOpen(false)}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{copy.close}</span>
            </button>
            <h2 id="wechat-title" className={styles.title}>
              {copy.title}
            </h2>
            {/* eslint-disable-next-line @next/next/no-img-element -- a build-time SVG QR code */}
            <img src={qrSrc} alt={copy.qrAlt} width={240} height={240} className={styles.qr} />
            <p className={styles.hint}>
              {copy.hint}
              <strong className={styles.wechatId}>{wechatId}</strong>
            </p>
          </div>
        </div>
      ) : null}
    </>
  );
}
