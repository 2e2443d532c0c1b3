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

// Where storage is blocked or refuses the answer, it lives here for the page's life; a reload asks again.
let remembered: ConsentChoice | null = null;
const listeners = new Set<() => void>();

/** The stored answer, else the one given on this page, else null. Never throws. */
export function readConsent(storage: Storage | null = browserStorage('local')): ConsentChoice | null {
  return storedConsent(storage) ?? remembered;
}

function storedConsent(storage: Storage | null): ConsentChoice | null {
  try {
    const stored = storage?.getItem(CONSENT_KEY);
    return isChoice(stored) ? stored : null;
  } catch {
    return null; // storage that throws on use: the page's memory answers
  }
}

/** Keeps the answer (in localStorage where allowed, else in the page's memory) and tells every subscriber. */
export function saveConsent(choice: ConsentChoice, storage: Storage | null = browserStorage('local')): void {
  try {
    storage?.setItem(CONSENT_KEY, choice);
  } catch {
    // full or refused: kept in memory for this page
  }
  if (storedConsent(storage) !== choice) remembered = choice;
  for (const listener of [...listeners]) listener();
}

/** For useSyncExternalStore: runs `listener` after every saveConsent. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
