'use client';

import { useState } from 'react';
import styles from './contact.module.css';

interface MapEmbedProps {
  embedUrl: string;
  title: string;
  loadLabel: string;
  /** The invitation shown until the visitor asks for the map. */
  prompt: string;
}

/**
 * The map is a third-party frame: it loads only when the visitor asks for it, so the page
 * reads completely (address, links to the map apps) without it, offline or with the map blocked.
 */
export function MapEmbed({ embedUrl, title, loadLabel, prompt }: MapEmbedProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.map}>
      {shown ? (
        <iframe src={embedUrl} title={title} loading="lazy" referrerPolicy="strict-origin-when-cross-origin" className={styles.frame} />
      ) : (
        <div className={styles.mapPlaceholder}>
          <p>{prompt}</p>
          <button type="button" className={styles.mapButton} onClick={() => setShown(true)}>
            {loadLabel}
          </button>
        </div>
      )}
    </div>
  );
}
