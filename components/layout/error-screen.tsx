import { chrome } from '@/content/chrome';
import { href } from '@/lib/routes/paths';
import styles from './status.module.css';

/** The rendering-error screen; plain links and buttons, so it works whatever failed. */
export function ErrorScreen({ onReload }: { onReload: () => void }) {
  return (
    <div className={styles.screen} role="alert">
      <h1>{chrome.errorHeading}</h1>
      <p>{chrome.errorText}</p>
      <div className={styles.buttons}>
        <button type="button" className={styles.primary} onClick={onReload}>
          {chrome.errorReload}
        </button>
        {/* A full page load, not client navigation: the app state may be what broke. */}
        <a href={href('/')} className={styles.secondary}>
          {chrome.errorHome}
        </a>
      </div>
    </div>
  );
}
