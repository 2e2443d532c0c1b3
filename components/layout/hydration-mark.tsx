'use client';

import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated the page (`<html data-hydrated>`). The pages work
 * before that as plain HTML; the mark tells the browser tests when React's behaviour has taken
 * over. Rendered last in the body, so its effect runs after the rest of the first commit's.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
