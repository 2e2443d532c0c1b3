'use client';

import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { browserStorage } from '@/lib/browser/storage';
import { SIMPLIFIED } from '@/lib/edition';
import { prefersSimplified } from '@/lib/edition/preference';
import { samePageIn } from './edition-switch';
import styles from './edition-suggestion.module.css';

/** Set for the tab once the visitor closes the offer: it does not come back on the next page. */
export const DISMISSED_KEY = 'edition-suggestion-dismissed';

interface EditionSuggestionProps {
  label: string;
  dismiss: string;
}

/**
 * On a Traditional page, to a browser whose first language is Simplified Chinese: a one-line link
 * to the same page in Simplified, shown after hydration (never in the HTML, so crawlers and
 * visitors without scripts get none), fixed above the page so nothing moves, and closed for the
 * rest of the tab. A suggestion, never a redirect. Without storage it is closed for this page only.
 */
export function EditionSuggestion({ label, dismiss }: EditionSuggestionProps) {
  const hydrated = useHydrated();
  const pathname = usePathname();
  const [closed, setClosed] = useState(false);
  if (!hydrated || closed || browserStorage('session')?.getItem(DISMISSED_KEY) || !prefersSimplified(navigator.languages ?? []))
    return null;
  const close = () => {
    try {
      browserStorage('session')?.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage full or refused after all: closed for this page alone.
    }
    setClosed(true);
  };
  return (
    <div className={styles.suggestion} lang={SIMPLIFIED.lang} data-edition-suggestion="">
      <a href={samePageIn(SIMPLIFIED, pathname)} hrefLang={SIMPLIFIED.lang} className={styles.link}>
        {label}
      </a>
      <button type="button" className={styles.close} onClick={close} aria-label={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
