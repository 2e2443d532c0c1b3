'use client';

import { useEffect, useState } from 'react';

/**
 * False in the first frame after mounting, true from the task after it has been painted: what can
 * wait (the player's frame, a new browsing context) stays out of the frame that answers a tap.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
