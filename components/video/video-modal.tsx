'use client';

import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { ExternalLink } from '@/components/ui/external-link';
import { videoCopy } from '@/content/video-copy';
import { trackVideoProgress } from '@/lib/analytics/bridge';
import { lockScroll } from '@/lib/browser/scroll-lock';
import { embedUrl, PLAYER_SLOW_MS, withTitle } from '@/lib/video';
import { useAfterPaint } from './use-after-paint';
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
 * The player dialog, loaded on the first click (or as the finger lands: video-card.tsx). A <dialog>
 * opened non-modally (its `open` attribute), not with `showModal()`: a modal dialog makes every other element inert, which
 * Chromium does by restyling the whole document (626 elements on home, ~136 ms of a 4×-slowed
 * CPU, in the frame that shows the player). Instead it is portalled to <body>, covers the
 * viewport above the header and floating bar (z-index), says `aria-modal`, and keeps Tab inside
 * (the two edges hand focus back to the close button). Escape, the close button and a click on
 * the backdrop (the dialog itself, outside the frame) all close it.
 */
export function VideoModal({ id, title, href, onClose }: VideoModalProps) {
  // A blocked host often hangs rather than refuses (the mainland): then the frame stays blank, and says so.
  const [slow, loaded] = useLoadTimeout(PLAYER_SLOW_MS);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The player's frame comes in the task after the dialog's first frame: the tap's frame shows the dialog at once.
  const player = useAfterPaint();
  // Next inlines this at build time: '' when analytics is off, so the player URL stays minimal.
  const jsApiOrigin = process.env.ANALYTICS_GA_ID ? window.location.origin : undefined;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Opened by its attribute, not show(): show() would focus the first focus edge, whose handler
    // moves focus on to the close button, a nested focus change inside the tap's task (17–83 ms
    // of a 4×-slowed CPU in the traces). Focus goes to the close button once, below.
    dialog.setAttribute('open', '');
    const unlockScroll = lockScroll();
    return () => {
      unlockScroll();
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  useEffect(() => (player && frameRef.current ? trackVideoProgress(frameRef.current, id) : undefined), [player, id]);
  // Focus moves in once the dialog has been painted (`player`): focusing restyles the page, work
  // the tap's own frame need not wait for.
  useEffect(() => {
    if (player) closeRef.current?.focus();
  }, [player]);

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

  const toClose = () => closeRef.current?.focus();

  return createPortal(
    // The dialog fills the viewport; only clicks on it, not on the frame, are backdrop clicks.
    // Escape: onKeyDown (a non-modal dialog gets no cancel); onCancel where a browser sends one.
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={withTitle(videoCopy.dialogLabel, title)}
      aria-modal="true"
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      onClick={onBackdrop}
    >
      <span tabIndex={0} onFocus={toClose} data-focus-edge="" />
      <div className={styles.frame}>
        <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{videoCopy.closeLabel}</span>
        </button>
        {player ? (
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
        ) : (
          <div className={styles.player} />
        )}
        <p className={styles.slow} role="status" data-player-slow="">
          {slow ? (
            <>
              {videoCopy.playerSlow} <ExternalLink href={href}>{videoCopy.playerSlowLink}</ExternalLink>
            </>
          ) : null}
        </p>
      </div>
      <span tabIndex={0} onFocus={toClose} data-focus-edge="" />
    </dialog>,
    document.body,
  );
}
