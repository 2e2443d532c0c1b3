'use client';

import { useSyncExternalStore } from 'react';
import { readConsent, subscribeConsent, type ConsentChoice } from '@/lib/analytics/consent';

const onServer = () => undefined;

/**
 * The visitor's analytics answer: undefined while it cannot be known (the pre-rendered HTML and
 * hydration, so nothing consent-dependent is in the static page), then null or the answer. Where it
 * is kept, under which key, and what happens when storage is blocked: lib/analytics/consent.ts.
 */
export function useConsent(): ConsentChoice | null | undefined {
  return useSyncExternalStore(subscribeConsent, readConsent, onServer);
}
