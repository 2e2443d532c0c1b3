'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { videoCopy } from '@/content/video-copy';
import { useWhenNear } from './use-when-near';
import { resolveVideoTitle } from './video-title';

/**
 * The title to show: the content's, or — for an untitled video — the default until the title
 * services answer. The lookup waits until the card nears the viewport, so a visitor who never
 * scrolls to the videos sends no request to them.
 */
export function useVideoTitle<T extends Element>(url: string, title: string | undefined): [RefObject<T | null>, string] {
  const ref = useRef<T>(null);
  const [resolved, setResolved] = useState<string | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const lookup = useCallback(
    () =>
      void resolveVideoTitle(url).then((found) => {
        if (mounted.current) setResolved(found);
      }),
    [url],
  );
  useWhenNear(ref, title ? null : lookup);

  return [ref, title || resolved || videoCopy.defaultTitle];
}
