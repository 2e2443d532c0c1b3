'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingIndicator } from '@/components/layout/loading-indicator';
import { useHydrated } from '@/components/ui/use-hydrated';

// Its own chunk, fetched only when the page is opened with ?dev-mode=true. React's own lazy():
// next/dynamic would add its loader runtime (~1 KB) to every page for this one developer tool.
// A chunk that fails to load leaves the page as it is: a developer tool is never worth the error screen.
const SpacingEditor = lazy((): Promise<{ default: ComponentType }> =>
  import('./spacing-editor').then(
    (mod) => ({ default: mod.SpacingEditor }),
    () => ({ default: () => null }),
  ),
);

const isDevMode = () => new URLSearchParams(window.location.search).get('dev-mode') === 'true';

export function DevMode() {
  const enabled = useHydrated() && isDevMode();
  return enabled ? (
    <Suspense fallback={<LoadingIndicator />}>
      <SpacingEditor />
    </Suspense>
  ) : null;
}
