'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { videoCopy } from '@/content/video-copy';
import { LOOKAHEAD } from './use-when-near';
import { resolveVideoTitle } from './video-title';

/**
 * The title to show: the content's, or — for an untitled video — the default until the title
 * services answer. The lookup waits until the card nears the viewport, so a visitor who never
 * scrolls to the videos sends no request to them.
 */
export function useVideoTitle<T extends Element>(url: string, title: string | undefined): [RefObject<T | null>, string] {
  const ref = useRef<T>(null);
  const [resolved, setResolved] = useState<string | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (title || !element) return;
    let active = true;
    const lookup = () =>
      void resolveVideoTitle(url).then((found) => {
        if (active) setResolved(found);
      });
    if (typeof IntersectionObserver === 'undefined') {
      lookup();
      return () => {
        active = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          lookup();
        }
      },
      { rootMargin: LOOKAHEAD },
    );
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [url, title]);

  return [ref, title || resolved || videoCopy.defaultTitle];
}
