import { act, fireEvent, render, screen } from '@testing-library/react';
import { Analytics } from '@/components/analytics/analytics-loader';
import { consentCopy } from '@/content/consent';
import { reportAppError } from '@/lib/analytics/bridge';
import { CONSENT_KEY, saveConsent } from '@/lib/analytics/consent';
import { VISIT_CODE_KEY } from '@/lib/booking/visit-code';
import { analyticsSilentPaths, pageCodeTable } from '@/lib/routes';

jest.mock('web-vitals/attribution', () => jest.requireActual('./support/web-vitals-stand-in'));
// The site's route actions (none yet) stood in by one the tests watch.
const mockRouteAction = jest.fn();
jest.mock('@/lib/analytics/route-hooks', () => {
  const actual = jest.requireActual<typeof import('@/lib/analytics/route-hooks')>('@/lib/analytics/route-hooks');
  return { ...actual, createRouteSettler: () => actual.createRouteSettler([mockRouteAction]) };
});

type DataLayerWindow = Window & { dataLayer?: unknown[] } & Record<string, unknown>;
const entries = () => ((window as DataLayerWindow).dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const events = (name: string) => entries().filter(([command, event]) => command === 'event' && event === name);
const gaScript = () => document.querySelector('script[src="https://www.googletagmanager.com/gtag/js?id=G-TEST123456"]');
const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.setItem(VISIT_CODE_KEY, 'K3Z9');
});

afterEach(() => {
  jest.useRealTimers();
  delete (window as DataLayerWindow).dataLayer;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const ANALYTICS = <Analytics gaId="G-TEST123456" codes={pageCodeTable} silent={analyticsSilentPaths} />;
const mount = () => render(ANALYTICS);
const pass = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const idle = () => act(async () => jest.advanceTimersByTime(2000));

async function startAccepted() {
  saveConsent('granted');
  const view = mount();
  await idle();
  return view;
}

it('asks first: only Consent Mode’s denied defaults are queued, and nothing loads, until the visitor answers', async () => {
  mount();
  await idle();
  expect(screen.getByRole('region', { name: consentCopy.label })).toBeInTheDocument();
  expect(entries()).toEqual([['consent', 'default', DENIED]]);
  expect(gaScript()).toBeNull();
  expect(document.cookie).toBe('');
});

it('on accept: consent update and neutral page, then GA’s config (the page view) and script; no user property, no visit code', async () => {
  window.history.replaceState(null, '', '/problems/emotion/');
  document.title = '情緒困擾｜中心';
  mount();
  fireEvent.click(screen.getByRole('button', { name: consentCopy.accept }));
  expect(screen.queryByRole('region', { name: consentCopy.label })).toBeNull();
  expect(window.localStorage.getItem(CONSENT_KEY)).toBe('granted');
  await idle();
  const commands = entries().map(([command, target]) => `${String(command)} ${typeof target === 'string' ? target : ''}`.trim());
  expect(commands.slice(0, 5)).toEqual(['consent default', 'consent update', 'set', 'js', 'config G-TEST123456']);
  expect(entries()[1]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
  expect(entries()[2]?.[1]).toMatchObject({ page_title: 'P12', page_location: 'http://localhost/P12' });
  // The booking messages' visit code (K3Z9 here) stays out of GA: no field links the pages read to an enquiry.
  expect(commands).not.toContain('set user_properties');
  expect(JSON.stringify(entries())).not.toMatch(/K3Z9|booking_session_id|user_properties/);
  expect(JSON.stringify(entries())).not.toMatch(/情緒|emotion/);
  expect(events('page_view')).toEqual([]); // the config counts the view; no second one
  expect(gaScript()).not.toBeNull();
});

it('on a silent page (the crisis page, a page with the quick exit) sends nothing, even after consent', async () => {
  const silentPath = analyticsSilentPaths.find((path) => path !== '/');
  expect(silentPath).toBeDefined();
  window.history.replaceState(null, '', `${silentPath}/`);
  saveConsent('granted');
  mount();
  await idle();
  expect(entries()).toEqual([['consent', 'default', DENIED]]); // in the page only: no script takes them anywhere
  expect(gaScript()).toBeNull();
});

it('on decline: nothing but the defaults, no notice, and no GA — also on the next page', async () => {
  const first = mount();
  fireEvent.click(screen.getByRole('button', { name: consentCopy.decline }));
  await idle();
  first.unmount();
  mount();
  await idle();
  expect(screen.queryByRole('region', { name: consentCopy.label })).toBeNull();
  expect(entries().map(([command]) => command)).toEqual(['consent']);
  expect(gaScript()).toBeNull();
});

it('withdrawing consent stops the trackers, disables GA and deletes its cookies', async () => {
  await startAccepted();
  document.cookie = '_ga=GA1.1.123.456; path=/';
  document.cookie = '_ga_TEST123456=GS1.1.1; path=/';
  document.cookie = 'other=1; path=/';
  act(() => saveConsent('denied'));
  expect(entries().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  expect((window as DataLayerWindow)['ga-disable-G-TEST123456']).toBe(true);
  expect(document.cookie).toBe('other=1');
  reportAppError(new Error('after'));
  expect(events('app_error')).toEqual([]);
  document.cookie = 'other=; Max-Age=0; path=/';
});

it('runs the route actions once, 300 ms after the page starts, with its path', async () => {
  const hook = mockRouteAction.mockClear();
  window.history.replaceState(null, '', '/services/');
  const view = await startAccepted();
  pass(299);
  expect(hook).not.toHaveBeenCalled();
  pass(1);
  expect(hook.mock.calls).toEqual([[{ pathname: '/services/' }]]);
  view.rerender(ANALYTICS);
  pass(1000);
  expect(hook).toHaveBeenCalledTimes(1);
});

it('runs no route action for a page left within 300 ms', async () => {
  const hook = mockRouteAction.mockClear();
  const view = await startAccepted();
  view.unmount();
  pass(1000);
  expect(hook).not.toHaveBeenCalled();
});

// Scroll depth and web vitals on the built site: tests/e2e/analytics-events.desktop.spec.ts.
it('tracks link clicks and app errors once started, and no click once unmounted', async () => {
  const view = await startAccepted();
  document.body.insertAdjacentHTML('beforeend', '<a href="mailto:hello@centre.hk?body=x">電郵</a>');
  const link = document.querySelector('a');
  link?.addEventListener('click', (event) => event.preventDefault());
  link?.click();
  expect(events('email_click')).toEqual([['event', 'email_click', { link_text: '電郵', link_url: 'mailto:hello@centre.hk' }]]);

  reportAppError(new Error('render failed'));
  expect(events('app_error')).toEqual([['event', 'app_error', { message: 'render failed' }]]);

  view.unmount();
  link?.click();
  expect(events('email_click')).toHaveLength(1);
});
