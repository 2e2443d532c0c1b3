import { act, render } from '@testing-library/react';
import { Analytics } from '@/components/analytics/analytics';
import { reportAppError } from '@/lib/analytics/bridge';
import { onRouteSettled } from '@/lib/analytics/route-hooks';
import { SESSION_KEY } from '@/lib/session-id';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

type Metric = { name: string; value: number };
let reportVital: ((metric: Metric) => void) | undefined;
jest.mock('next/web-vitals', () => ({
  useReportWebVitals: (callback: (metric: Metric) => void) => {
    reportVital = callback;
  },
}));

// jsdom has no performance.mark, which <GoogleAnalytics> calls on mount.
if (typeof performance.mark !== 'function') {
  Object.defineProperty(performance, 'mark', { configurable: true, value: () => undefined });
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const entries = () => ((window as DataLayerWindow).dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const events = (name: string) => entries().filter(([command, event]) => command === 'event' && event === name);

beforeEach(() => {
  jest.useFakeTimers();
  mockPathname = '/';
  window.sessionStorage.setItem(SESSION_KEY, 'K3Z9');
});

afterEach(() => {
  jest.useRealTimers();
  delete (window as DataLayerWindow).dataLayer;
  document.body.innerHTML = '';
  window.sessionStorage.clear();
});

async function start() {
  const view = render(<Analytics gaId="G-TEST123456" />);
  await act(async () => {
    jest.advanceTimersByTime(2000);
  });
  return view;
}

it('sets the session id before GA is configured, then loads GA once the page is idle', async () => {
  render(<Analytics gaId="G-TEST123456" />);
  expect(entries()).toEqual([['set', 'user_properties', { booking_session_id: 'K3Z9' }]]);
  expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  await act(async () => {
    jest.advanceTimersByTime(2000);
  });
  const commands = entries().map(([command]) => command);
  expect(commands.indexOf('set')).toBeLessThan(commands.indexOf('config'));
  expect(entries()).toContainEqual(['config', 'G-TEST123456']);
  expect(document.querySelector('script[src="https://www.googletagmanager.com/gtag/js?id=G-TEST123456"]')).not.toBeNull();
});

it('leaves the first page_view to GA and sends one per client route change, with the new title', async () => {
  document.title = '首頁';
  const view = await start();
  expect(events('page_view')).toEqual([]);
  mockPathname = '/fee/';
  window.history.pushState(null, '', '/fee/');
  document.title = '';
  view.rerender(<Analytics gaId="G-TEST123456" />);
  view.rerender(<Analytics gaId="G-TEST123456" />);
  expect(events('page_view')).toEqual([]); // Next sets the new <title> a moment later
  await act(async () => {
    document.title = '收費';
  });
  expect(events('page_view')).toEqual([
    ['event', 'page_view', { page_location: 'http://localhost/fee/', page_title: '收費', page_referrer: 'http://localhost/' }],
  ]);
  window.history.replaceState(null, '', '/');
  document.title = '';
});

it('runs the route hooks 300 ms after each route change, once per route', async () => {
  const hook = jest.fn();
  const remove = onRouteSettled(hook);
  const view = await start();
  act(() => {
    jest.advanceTimersByTime(299);
  });
  expect(hook).not.toHaveBeenCalled();
  act(() => {
    jest.advanceTimersByTime(1);
  });
  expect(hook.mock.calls).toEqual([[{ pathname: '/' }]]);
  mockPathname = '/services/';
  view.rerender(<Analytics gaId="G-TEST123456" />);
  act(() => {
    jest.advanceTimersByTime(299);
  });
  expect(hook).toHaveBeenCalledTimes(1);
  act(() => {
    jest.advanceTimersByTime(1);
  });
  view.rerender(<Analytics gaId="G-TEST123456" />);
  act(() => {
    jest.advanceTimersByTime(1000);
  });
  expect(hook.mock.calls).toEqual([[{ pathname: '/' }], [{ pathname: '/services/' }]]);
  remove();
});

it('tracks link clicks, scroll depth, web vitals and app errors once started', async () => {
  const view = await start();
  document.body.insertAdjacentHTML('beforeend', '<a href="mailto:hello@centre.hk?body=x">電郵</a>');
  const link = document.querySelector('a');
  link?.addEventListener('click', (event) => event.preventDefault());
  link?.click();
  expect(events('email_click')).toEqual([['event', 'email_click', { link_text: '電郵', link_url: 'mailto:hello@centre.hk' }]]);

  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 2 * window.innerHeight });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: window.innerHeight });
  window.dispatchEvent(new Event('scroll'));
  act(() => {
    jest.advanceTimersByTime(100);
  });
  expect(events('scroll_depth').map(([, , params]) => params)).toEqual([{ percent: 25 }, { percent: 50 }, { percent: 75 }, { percent: 90 }]);

  reportVital?.({ name: 'TTFB', value: 80.4 });
  expect(events('web_vitals')).toEqual([['event', 'web_vitals', { metric_name: 'TTFB', value: 80 }]]);

  reportAppError(new Error('render failed'));
  expect(events('app_error')).toEqual([['event', 'app_error', { message: 'render failed' }]]);

  view.unmount();
  link?.click();
  expect(events('email_click')).toHaveLength(1);
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});
