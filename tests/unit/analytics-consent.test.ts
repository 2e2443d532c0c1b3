import { CONSENT_KEY, readConsent, resetConsentMemory, saveConsent, subscribeConsent } from '@/lib/analytics/consent-state';

afterEach(() => {
  window.localStorage.clear();
  resetConsentMemory();
});

it('is unanswered at first, and keeps an answer in localStorage', () => {
  expect(readConsent()).toBeNull();
  saveConsent('granted');
  expect(window.localStorage.getItem(CONSENT_KEY)).toBe('granted');
  resetConsentMemory(); // a new page: the stored answer still holds
  expect(readConsent()).toBe('granted');
  saveConsent('denied');
  expect(readConsent()).toBe('denied');
});

it('ignores a stored value that is not an answer', () => {
  window.localStorage.setItem(CONSENT_KEY, 'maybe');
  expect(readConsent()).toBeNull();
});

it('keeps the answer in memory where storage is blocked, without throwing', () => {
  const throwing = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('SecurityError');
    },
  } as unknown as Storage;
  expect(readConsent(null)).toBeNull();
  expect(() => saveConsent('denied', null)).not.toThrow();
  expect(readConsent(null)).toBe('denied');
  expect(() => saveConsent('granted', throwing)).not.toThrow();
  expect(readConsent(throwing)).toBe('granted');
});

it('tells subscribers about every answer until they unsubscribe', () => {
  const listener = jest.fn();
  const unsubscribe = subscribeConsent(listener);
  saveConsent('granted');
  unsubscribe();
  saveConsent('denied');
  expect(listener).toHaveBeenCalledTimes(1);
});
