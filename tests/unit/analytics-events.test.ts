import {
  appErrorEvent,
  bookingClickEvent,
  capLabel,
  scrollDepthEvent,
  videoProgressEvent,
  webVitalsEvent,
  wechatCopyEvent,
} from '@/lib/analytics/events';
import { gtag, sendEvent } from '@/lib/analytics/gtag';

const entries = () => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];

afterEach(() => {
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
});

describe('capLabel', () => {
  it('caps a label at 100 characters', () => {
    expect(capLabel('a'.repeat(150))).toHaveLength(100);
    expect(capLabel('短'.repeat(100))).toBe('短'.repeat(100));
  });

  it('collapses whitespace and trims before counting', () => {
    expect(capLabel('  預約\n\n   免費  諮詢 ')).toBe('預約 免費 諮詢');
  });

  it('never cuts a character outside the basic plane in half', () => {
    const label = capLabel(`${'a'.repeat(99)}😀😀`);
    expect(Array.from(label)).toHaveLength(100);
    expect(label.endsWith('😀')).toBe(true);
  });
});

describe('gtag', () => {
  it('creates the dataLayer and pushes arguments objects, as Google’s snippet does', () => {
    gtag('event', 'scroll_depth', { percent: 25 });
    expect(Object.prototype.toString.call(entries()[0])).toBe('[object Arguments]');
    expect(entries().map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([['event', 'scroll_depth', { percent: 25 }]]);
  });

  it('sends nothing for a null event', () => {
    const send = jest.fn();
    sendEvent(send, null);
    sendEvent(send, scrollDepthEvent(50));
    expect(send.mock.calls).toEqual([['event', 'scroll_depth', { percent: 50 }]]);
  });
});

describe('event builders', () => {
  it('maps the five web vitals to web_vitals, named by the page code, and drops every other metric', () => {
    expect(webVitalsEvent({ name: 'LCP', value: 1234.56 }, 'P12')).toEqual({
      name: 'web_vitals',
      params: { metric_name: 'LCP', value: 1235, page: 'P12' },
    });
    expect(webVitalsEvent({ name: 'CLS', value: 0.01234 }, 'P01')?.params).toEqual({ metric_name: 'CLS', value: 0.012, page: 'P01' });
    for (const name of ['FCP', 'INP', 'TTFB']) expect(webVitalsEvent({ name, value: 10 }, 'P01')?.params.metric_name).toBe(name);
    expect(webVitalsEvent({ name: 'FID', value: 3 }, 'P01')).toBeNull();
    expect(webVitalsEvent({ name: 'Next.js-hydration', value: 30 }, 'P01')).toBeNull();
    expect(webVitalsEvent({ name: 'LCP', value: Number.NaN }, 'P01')).toBeNull();
  });

  it('carries the rating, how the page was reached and the kind of element, each only in its known form', () => {
    for (const navigationType of ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore']) {
      const vital = { name: 'INP', value: 88.4, rating: 'good', navigationType, element: 'button' };
      const params = { metric_name: 'INP', value: 88, page: 'P05', rating: 'good', navigation_type: navigationType, element: 'button' };
      expect(webVitalsEvent(vital, 'P05')?.params).toEqual(params);
    }
    // A selector (its classes could name a topic), an unknown rating or navigation: left out.
    const odd = { name: 'LCP', value: 900, rating: 'great', navigationType: 'teleport', element: 'main>section.emotion-hero>img' };
    expect(webVitalsEvent(odd, 'P12')?.params).toEqual({ metric_name: 'LCP', value: 900, page: 'P12' });
    expect(webVitalsEvent({ name: 'CLS', value: 0.2, element: 'img#anxiety' }, 'P12')?.params).not.toHaveProperty('element');
    expect(webVitalsEvent({ name: 'CLS', value: 0.2, element: '' }, 'P12')?.params).not.toHaveProperty('element');
  });

  it('gives booking_click only the button tag and the page, wechat_copy the page code and a spot’s tag, the others their percent', () => {
    expect(bookingClickEvent('03', 'home')).toEqual({ name: 'booking_click', params: { button_tag: '03', page: 'home' } });
    expect(wechatCopyEvent('P13')).toEqual({ name: 'wechat_copy', params: { page: 'P13' } });
    expect(wechatCopyEvent('P01', '02')).toEqual({ name: 'wechat_copy', params: { page: 'P01', button_tag: '02' } });
    expect(videoProgressEvent('abc', 75)).toEqual({ name: 'video_progress', params: { video_id: 'abc', percent: 75 } });
    expect(scrollDepthEvent(90)).toEqual({ name: 'scroll_depth', params: { percent: 90 } });
  });

  it('reports app_error with the message only, capped at 100 characters', () => {
    const error = new Error(`boom ${'x'.repeat(200)}`);
    const event = appErrorEvent(error);
    expect(event.name).toBe('app_error');
    expect(Object.keys(event.params)).toEqual(['message']);
    expect(event.params.message).toHaveLength(100);
    expect(appErrorEvent('plain').params.message).toBe('plain');
    expect(appErrorEvent(new Error('')).params.message).toBe('unknown error');
  });
});
