'use client';

import { useState } from 'react';
import button from '@/components/ui/button.module.css';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { BookingTag } from '@/content/types';
import { reportWechatCopy } from '@/lib/analytics/bridge';
import { copyText } from '@/lib/booking/clipboard';
import styles from './copy-button.module.css';

/** The button's words, and what its live region says after a copy and after a failed one. */
export interface CopyWords {
  label: string;
  copied: string;
  /** Tells how to copy by hand: a long press on the text. */
  failed: string;
}

interface CopyButtonProps {
  /** The text shown beside the button, which it copies. */
  text: string;
  words: CopyWords;
  /** Given for the WeChat id: a copy is measured (wechat_copy, after consent), with the booking spot's tag if any. */
  track?: { tag?: BookingTag };
}

type Said = { kind: 'copied' | 'failed'; text: string } | null;

/**
 * Copies a text that the page also shows as plain, selectable text, and says in a live region
 * whether it worked. Without scripts it could do nothing: until hydration it keeps its place
 * unseen (so nothing moves when it appears) and the visitor selects the text by hand.
 */
export function CopyButton({ text, words, track }: CopyButtonProps) {
  const hydrated = useHydrated();
  const [said, setSaid] = useState<Said>(null);

  const copy = async () => {
    const copied = await copyText(text);
    setSaid(copied ? { kind: 'copied', text: words.copied } : { kind: 'failed', text: words.failed });
    if (copied && track) reportWechatCopy(track.tag);
  };

  return (
    <span className={styles.copy}>
      <button
        type="button"
        className={`${button.outline} ${styles.button}`}
        onClick={copy}
        disabled={!hydrated}
        data-copy-button=""
        data-ready={hydrated ? 'true' : 'false'}
      >
        {words.label}
      </button>
      <span role="status" className={styles.status} data-said={said?.kind}>
        {said?.text}
      </span>
    </span>
  );
}
