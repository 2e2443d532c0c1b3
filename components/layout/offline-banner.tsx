'use client';

import { chrome } from '@/content/chrome';
import styles from './status.module.css';
import { useConnectivity } from './use-connectivity';

/**
 * While offline: the banner 您目前處於離線狀態. When the connection drops during a visit it also
 * explains and offers 重試 (reload) and 忽略 (hide the explanation). Coming back online clears both.
 */
export function OfflineBanner() {
  const { online, showError, dismiss } = useConnectivity();
  if (online) return null;
  return (
    <div className={styles.banner} role="status" data-testid="offline-banner">
      <strong>{chrome.offlineBanner}</strong>
      {showError ? (
        <span className={styles.detail}>
          <span>{chrome.offlineError}</span>
          <button type="button" className={styles.action} onClick={() => window.location.reload()}>
            {chrome.offlineRetry}
          </button>
          <button type="button" className={styles.action} onClick={dismiss}>
            {chrome.offlineIgnore}
          </button>
        </span>
      ) : null}
    </div>
  );
}
