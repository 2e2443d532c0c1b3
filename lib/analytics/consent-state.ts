import { browserStorage } from '@/lib/browser/storage';
import type { ConsentParams } from './gtag';

/** The visitor's answer to the analytics notice; null until they answer. */
export type ConsentChoice = 'granted' | 'denied';

export const CONSENT_KEY = 'analytics-consent';

/** Consent Mode before any answer: nothing stored, nothing for ads, ever. */
export const CONSENT_DEFAULTS: ConsentParams = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

/** Consent Mode after an answer: only analytics storage follows it; the ad signals stay denied. */
export function consentUpdate(choice: ConsentChoice): Pick<ConsentParams, 'analytics_storage'> {
  return { analytics_storage: choice };
}

const isChoice = (value: unknown): value is ConsentChoice => value === 'granted' || value === 'denied';

// Where storage is blocked the answer lives here for the page's life; a reload asks again.
let remembered: ConsentChoice | null = null;
const listeners = new Set<() => void>();

/** The stored answer, else the one given on this page, else null. Never throws. */
export function readConsent(storage: Storage | null = browserStorage('local')): ConsentChoice | null {
  try {
    const stored = storage?.getItem(CONSENT_KEY);
    if (isChoice(stored)) return stored;
  } catch {
    // storage that throws on use: the page's memory still answers
  }
  return remembered;
}

/** Keeps the answer (in localStorage where allowed) and tells every subscriber. */
export function saveConsent(choice: ConsentChoice, storage: Storage | null = browserStorage('local')): void {
  remembered = choice;
  try {
    storage?.setItem(CONSENT_KEY, choice);
  } catch {
    // full or refused: kept in memory for this page
  }
  for (const listener of [...listeners]) listener();
}

/** For useSyncExternalStore: runs `listener` after every saveConsent. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Forgets the in-memory answer (tests). */
export function resetConsentMemory(): void {
  remembered = null;
}
