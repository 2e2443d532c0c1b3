'use client';

import { useCallback, useEffect, useState } from 'react';

/**
 * Whether something has failed to load within `ms` (true after the delay, until `loaded` is
 * called), and the callback that says it has loaded. A frame whose host hangs fires no load event
 * and no error: only a timer can tell.
 */
export function useLoadTimeout(ms: number): [slow: boolean, loaded: () => void] {
  const [state, setState] = useState<'waiting' | 'slow' | 'loaded'>('waiting');
  useEffect(() => {
    const timer = window.setTimeout(() => setState((current) => (current === 'waiting' ? 'slow' : current)), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  const loaded = useCallback(() => setState('loaded'), []);
  return [state === 'slow', loaded];
}
