'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore, type ComponentType } from 'react';
import { LoadingIndicator } from '@/components/layout/loading-indicator';
import { withPreloadErrorEvent } from '@/lib/lazy';

// Its own chunk, fetched only when the page is opened with ?dev-mode=true.
const SpacingEditor = dynamic(
  withPreloadErrorEvent<ComponentType>(
    () => import('./spacing-editor').then((mod) => mod.SpacingEditor),
    () =>
      function Unavailable() {
        return null;
      },
  ),
  { ssr: false, loading: () => <LoadingIndicator /> },
);

const subscribe = () => () => {};
const isDevMode = () => new URLSearchParams(window.location.search).get('dev-mode') === 'true';

export function DevMode() {
  const enabled = useSyncExternalStore(subscribe, isDevMode, () => false);
  return enabled ? <SpacingEditor /> : null;
}
