'use client';

import { useEffect, useState } from 'react';
import { afterPaint } from '@/lib/browser/after-paint';

/**
 * False in the first frame after mounting, true from the task after it has been painted: what can
 * wait (the player's frame, a new browsing context) stays out of the frame that answers a tap.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted;
}
