import { act, render } from '@testing-library/react';
import { Analytics } from '@/components/analytics/analytics-loader';
import { saveConsent } from '@/lib/analytics/consent';
import { analyticsSilentPaths, pageCodeTable } from '@/lib/routes';
import { VISIT_CODE_KEY } from '@/lib/booking/visit-code';
import { vitalReporters } from './support/web-vitals-stand-in';

// A page the browser prerenders (the visitor hovered a link to it) runs before anyone sees it.
// Its own file: next/script remembers the GA scripts it inserted for the life of the module, so
// only a fresh one shows whether they were inserted at all.

jest.mock('web-vitals/attribution', () => jest.requireActual('./support/web-vitals-stand-in'));

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const entries = () => ((window as DataLayerWindow).dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const gaScript = () => document.querySelector('script[src^="https://www.googletagmanager.com/gtag/js"]');
const setPrerendering = (value: boolean) => Object.defineProperty(document, 'prerendering', { configurable: true, value });

const idle = () => act(async () => jest.advanceTimersByTime(2000));

beforeEach(() => jest.useFakeTimers());

afterEach(() => {
  jest.useRealTimers();
  delete (window as DataLayerWindow).dataLayer;
  delete (document as { prerendering?: boolean }).prerendering;
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
  window.localStorage.clear();
});

it('sends nothing, loads nothing and makes no booking code until shown, then starts once', async () => {
  window.history.replaceState(null, '', '/problems/emotion/');
  saveConsent('granted'); // a returning visitor who accepted
  setPrerendering(true);
  render(<Analytics gaId="G-TEST123456" codes={pageCodeTable} silent={analyticsSilentPaths} />);
  await idle();
  expect(entries().map(([command, mode]) => `${String(command)} ${String(mode)}`)).toEqual(['consent default']);
  expect(gaScript()).toBeNull();
  expect(window.sessionStorage.getItem(VISIT_CODE_KEY)).toBeNull();

  setPrerendering(false);
  act(() => void document.dispatchEvent(new Event('prerenderingchange')));
  // What waited for the visitor runs after the first frame shown (lib/browser/when-shown.ts).
  act(() => {
    jest.advanceTimersToNextFrame();
    jest.runOnlyPendingTimers();
  });
  await idle();
  await act(async () => {}); // web-vitals' own chunk
  const commands = entries().map(([command, target]) => `${String(command)} ${typeof target === 'string' ? target : ''}`.trim());
  // No user property: the visit code belongs to the booking message only (issue 51, R22).
  expect(commands).toEqual(['consent default', 'consent update', 'set', 'js', 'config G-TEST123456']);
  expect(gaScript()).not.toBeNull();

  // Its vitals say it was prerendered, and name it by its code.
  vitalReporters.get('LCP')?.({ name: 'LCP', value: 412.2, rating: 'good', navigationType: 'prerender', attribution: { target: 'img' } });
  expect(entries().at(-1)).toEqual([
    'event',
    'web_vitals',
    { metric_name: 'LCP', value: 412, page: 'P12', rating: 'good', navigation_type: 'prerender', element: 'img' },
  ]);
  expect(JSON.stringify(entries())).not.toMatch(/emotion/);
});
