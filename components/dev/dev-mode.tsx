'use client';

import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { LoadingIndicator } from '@/components/layout/loading-indicator';
import { withPreloadErrorEvent } from '@/lib/lazy';

// Its own chunk, fetched only when the page is opened with ?dev-mode=true. React's own lazy():
// next/dynamic would add its loader runtime (~1 KB) to every page for this one developer tool.
const SpacingEditor = lazy(
  withPreloadErrorEvent<{ default: ComponentType }>(
    () => import('./spacing-editor').then((mod) => ({ default: mod.SpacingEditor })),
    () => ({
      default: function Unavailable() {
        return null;
      },
    }),
  ),
);

const subscribe = () => () => {};
const isDevMode = () => new URLSearchParams(window.location.search).get('dev-mode') === 'true';

export function DevMode() {
  const enabled = useSyncExternalStore(subscribe, isDevMode, () => false);
  return enabled ? (
    <Suspense fallback={<LoadingIndicator />}>
      <SpacingEditor />
    </Suspense>
  ) : null;
}
