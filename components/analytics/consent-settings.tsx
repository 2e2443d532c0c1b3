'use client';

import { consentCopy } from '@/content/consent';
import { saveConsent } from '@/lib/analytics/consent';
import styles from './consent-settings.module.css';
import { useConsent } from './use-consent';

const STATUS = { granted: consentCopy.statusGranted, denied: consentCopy.statusDenied } as const;

/** The privacy page's control (analytics builds only): the current answer, and both choices. */
export function ConsentSettings() {
  const choice = useConsent();
  return (
    <section className={styles.settings} aria-labelledby="consent-settings-heading">
      <div className="container">
        <h2 id="consent-settings-heading">{consentCopy.settingsHeading}</h2>
        <p role="status">{choice ? STATUS[choice] : consentCopy.statusUnset}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.button} aria-pressed={choice === 'granted'} onClick={() => saveConsent('granted')}>
            {consentCopy.accept}
          </button>
          <button type="button" className={styles.button} aria-pressed={choice === 'denied'} onClick={() => saveConsent('denied')}>
            {consentCopy.decline}
          </button>
        </div>
      </div>
    </section>
  );
}
