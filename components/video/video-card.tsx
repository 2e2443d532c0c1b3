'use client';

import { useEffect, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { ExternalLink } from '@/components/ui/external-link';
import { videoCopy } from '@/content/video-copy';
import { thumbnailChain, watchUrl, withTitle } from '@/lib/video';
import type { VideoModalProps } from './video-modal';
import { VideoThumbnail } from './video-thumbnail';
import { useVideoTitle } from './use-video-title';
import { useWhenNear } from './use-when-near';
import styles from './video-card.module.css';

export interface VideoCardProps {
  /** The URL as written in content (the title lookup's key). */
  url: string;
  /**
   * Where the link goes without JavaScript when it is neither the watch page of `id` nor `url`
   * itself (a mirror): those follow from the other props here rather than in the page's data.
   */
  href?: string;
  /** null when no id could be parsed: the card is then a plain link to a new tab. */
  id: string | null;
  title?: string;
  /** A custom thumbnail, tried first (content/images/ file or URL). */
  thumbnail?: string;
  /** The local thumbnail, last in the chain; YouTube's sizes, before it, follow from the id here rather than in the page's data. */
  fallback: string;
  /** Said under the title, before the tap: where the video plays (the Simplified edition, for the mainland). */
  note?: string;
  /** The local thumbnail alone, no YouTube size asked for: the Simplified edition, where i.ytimg.com hangs. */
  localOnly?: boolean;
  /** The note already says the link opens a new tab (a mirror's): the hidden hint is not read a second time. */
  noteSaysNewTab?: boolean;
}

let modalCode: Promise<ComponentType<VideoModalProps>> | undefined;
/** The dialog, once its code is here: a tap then opens it in the tap's own frame. */
let loadedModal: ComponentType<VideoModalProps> | undefined;
/**
 * The dialog's code, asked for once: when a card nears the viewport (not in the page's first
 * load), else as the finger lands, else on the click.
 */
const loadModal = () =>
  (modalCode ??= import('./video-modal').then(
    (module) => (loadedModal = module.VideoModal),
    (error: unknown) => {
      modalCode = undefined; // asked again on the next tap
      throw error;
    },
  ));

const preloadModal = () => void loadModal().catch(() => {}); // a failure shows on the click

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A video card: a real link in the HTML (it works before and without JavaScript); with
 * JavaScript a plain click opens the player in a dialog instead, whose code stays out of the
 * page's first load (`loadModal`). Its picture is `chain`: the entry's own `thumbnail`, then
 * YouTube's sizes (`thumbnailChain` in lib/video/index.ts), the local `fallback` last, or that
 * alone with `localOnly`; `VideoThumbnail` (components/video/video-thumbnail.tsx) steps down it
 * with `nextThumbnail` on an error or an image smaller than `MIN_THUMBNAIL`.
 */
export function VideoCard({ url, href: mirror, id, title, thumbnail, fallback, note, localOnly, noteSaysNewTab }: VideoCardProps) {
  const href = mirror ?? (id ? watchUrl(id) : url);
  const chain = localOnly ? [fallback] : [...(thumbnail ? [thumbnail] : []), ...(id ? thumbnailChain(id, fallback) : [fallback])];
  const [rootRef, shownTitle] = useVideoTitle<HTMLAnchorElement>(url, title);
  const [Modal, setModal] = useState<ComponentType<VideoModalProps> | null>(null);
  const [open, setOpen] = useState(false);
  const wasOpen = useRef(false);
  useWhenNear(rootRef, id ? preloadModal : null);

  // Focus returns to the card once the dialog has gone (while it is open, Tab stays inside it).
  useEffect(() => {
    if (wasOpen.current && !open) rootRef.current?.focus();
    wasOpen.current = open;
  }, [open, rootRef]);

  const Shown = Modal ?? loadedModal;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!id || !isPlainClick(event)) return;
    event.preventDefault();
    setOpen(true);
    if (Modal ?? loadedModal) return;
    loadModal()
      .then((module) => setModal(() => module))
      .catch(() => {
        setOpen(false);
        window.open(href, '_blank', 'noopener,noreferrer'); // the player chunk failed: YouTube itself
      });
  };

  return (
    <>
      <ExternalLink
        ref={rootRef}
        className={styles.card}
        href={href}
        aria-label={id ? [withTitle(videoCopy.playLabel, shownTitle), note].filter(Boolean).join('，') : undefined}
        onClick={onClick}
        onPointerDown={id ? preloadModal : undefined}
      >
        <span className={styles.thumb}>
          <VideoThumbnail chain={chain} />
          {id ? <span className={styles.play} aria-hidden="true" /> : null}
        </span>
        <span className={styles.title}>{shownTitle}</span>
        {note ? (
          <span className={styles.note} data-video-note="">
            {note}
          </span>
        ) : null}
        {id || noteSaysNewTab ? null : <span className="visually-hidden">{videoCopy.newTabHint}</span>}
      </ExternalLink>
      {open && Shown && id ? <Shown id={id} title={shownTitle} href={href} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
