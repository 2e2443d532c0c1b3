'use client';

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** `online` follows the browser; `showError` is set when the connection drops during the visit. */
export function useConnectivity() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const [showError, setShowError] = useState(false);

  useEffect(() => {
    const dropped = () => setShowError(true);
    const restored = () => setShowError(false);
    window.addEventListener('offline', dropped);
    window.addEventListener('online', restored);
    return () => {
      window.removeEventListener('offline', dropped);
      window.removeEventListener('online', restored);
    };
  }, []);

  const dismiss = useCallback(() => setShowError(false), []);
  return { online, showError, dismiss };
}
