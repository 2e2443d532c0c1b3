'use client';

import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { videoCopy } from '@/content/video-copy';
import { trackVideoProgress } from '@/lib/analytics/bridge';
import { embedUrl, withTitle } from '@/lib/video';
import { PLAYER_SLOW_MS } from '@/lib/video/mirror';
import { useLoadTimeout } from './use-load-timeout';
import styles from './video-modal.module.css';

export interface VideoModalProps {
  id: string;
  title: string;
  /** The watch page, offered when the player has not loaded. */
  href: string;
  onClose: () => void;
}

/**
 * The player dialog, loaded on the first click. A native modal <dialog> makes the page behind
 * it inert and traps focus; Escape, the close button and a click on the backdrop (the dialog
 * itself, outside the frame) all close it.
 */
export function VideoModal({ id, title, href, onClose }: VideoModalProps) {
  // A blocked host often hangs rather than refuses (the mainland): then the frame stays blank, and says so.
  const [slow, loaded] = useLoadTimeout(PLAYER_SLOW_MS);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // Next inlines this at build time: '' when analytics is off, so the player URL stays minimal.
  const jsApiOrigin = process.env.ANALYTICS_GA_ID ? window.location.origin : undefined;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', ''); // engines without showModal (jsdom)
    closeRef.current?.focus();
    document.body.classList.add('scroll-locked');
    const stopTracking = frameRef.current ? trackVideoProgress(frameRef.current, id) : () => {};
    return () => {
      stopTracking();
      document.body.classList.remove('scroll-locked');
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, [id]);

  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault(); // React owns the open state; let it unmount the dialog
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel(event);
  };
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // The dialog fills the viewport; only clicks on it, not on the frame, are backdrop clicks.
    // Escape is handled natively (cancel) and by onKeyDown where showModal is missing.
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={withTitle(videoCopy.dialogLabel, title)}
      aria-modal="true"
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      onClick={onBackdrop}
    >
      <div className={styles.frame}>
        <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{videoCopy.closeLabel}</span>
        </button>
        <iframe
          ref={frameRef}
          className={styles.player}
          src={embedUrl(id, { jsApiOrigin })}
          title={withTitle(videoCopy.playerTitle, title)}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={loaded}
        />
        <p className={styles.slow} role="status" data-player-slow="">
          {slow ? (
            <>
              {videoCopy.playerSlow}{' '}
              <a href={href} target="_blank" rel="noopener noreferrer">
                {videoCopy.playerSlowLink}
              </a>
            </>
          ) : null}
        </p>
      </div>
    </dialog>
  );
}
