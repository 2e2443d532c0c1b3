'use client';

import { useId, useRef } from 'react';
import { Link } from '@/components/ui/link';
import { consentCopy } from '@/content/consent';
import { saveConsent, type ConsentChoice } from '@/lib/analytics/consent';
import { href } from '@/lib/routes/paths';
import styles from './consent-notice.module.css';

const PRIVACY_PATH = '/privacy';

/**
 * The analytics question, until the visitor answers it. Not a dialog: the page stays usable
 * around it, and it takes no focus on its own. Answering moves focus that was inside it to the
 * main content, so a keyboard user is not left on a removed button.
 */
export function ConsentNotice() {
  const textId = useId();
  const rootRef = useRef<HTMLElement>(null);

  const answer = (choice: ConsentChoice) => {
    if (rootRef.current?.contains(document.activeElement)) document.getElementById('main')?.focus({ preventScroll: true });
    saveConsent(choice);
  };

  return (
    <section ref={rootRef} className={styles.notice} aria-label={consentCopy.label} aria-describedby={textId}>
      <p id={textId} className={styles.text}>
        {consentCopy.text} <Link href={href(PRIVACY_PATH)}>{consentCopy.moreLink}</Link>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => answer('granted')}>
          {consentCopy.accept}
        </button>
        <button type="button" className={styles.button} onClick={() => answer('denied')}>
          {consentCopy.decline}
        </button>
      </div>
    </section>
  );
}
