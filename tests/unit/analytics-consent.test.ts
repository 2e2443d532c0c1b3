import { CONSENT_KEY, readConsent, saveConsent, subscribeConsent } from '@/lib/analytics/consent';
import { freshModule } from './support/fresh-module';

const newPage = () => freshModule<typeof import('@/lib/analytics/consent')>('@/lib/analytics/consent');

afterEach(() => window.localStorage.clear());

it('is unanswered at first, keeps an answer in localStorage, and ignores a stored value that is not an answer', () => {
  expect(readConsent()).toBeNull();
  saveConsent('granted');
  expect(window.localStorage.getItem(CONSENT_KEY)).toBe('granted');
  expect(newPage().readConsent()).toBe('granted'); // the stored answer holds on the next page
  saveConsent('denied');
  expect(readConsent()).toBe('denied');
  window.localStorage.setItem(CONSENT_KEY, 'maybe');
  expect(readConsent()).toBeNull();
});

it('keeps the answer in memory where storage is blocked, without throwing', () => {
  const refuse = () => {
    throw new Error('SecurityError');
  };
  const throwing = { getItem: refuse, setItem: refuse } as unknown as Storage;
  const { readConsent, saveConsent } = newPage();
  expect(readConsent(null)).toBeNull();
  expect(() => saveConsent('denied', null)).not.toThrow();
  expect(readConsent(null)).toBe('denied');
  expect(() => saveConsent('granted', throwing)).not.toThrow();
  expect(readConsent(throwing)).toBe('granted');
  expect(newPage().readConsent(null)).toBeNull(); // a reload asks again
});

it('tells subscribers about every answer until they unsubscribe', () => {
  const listener = jest.fn();
  const unsubscribe = subscribeConsent(listener);
  saveConsent('granted');
  unsubscribe();
  saveConsent('denied');
  expect(listener).toHaveBeenCalledTimes(1);
});
