import { chrome } from '@/content/chrome';
import styles from './status.module.css';

/** 載入中...: in place (a lazily loaded part), or as a bar under the header (navigation). */
export function LoadingIndicator({ overlay = false }: { overlay?: boolean }) {
  return (
    <div className={overlay ? styles.loadingBar : styles.loading} role="status" aria-live="polite" data-testid="loading-indicator">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{chrome.loading}</span>
    </div>
  );
}
