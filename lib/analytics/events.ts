import type { AnalyticsEvent } from './gtag';

/** Event names: reports are built on them, so they never change. */
export const EVENTS = {
  scrollDepth: 'scroll_depth',
  webVitals: 'web_vitals',
  videoClick: 'video_click',
  phoneClick: 'phone_click',
  emailClick: 'email_click',
  fileDownload: 'file_download',
  outboundClick: 'outbound_click',
  bookingClick: 'booking_click',
  wechatCopy: 'wechat_copy',
  videoProgress: 'video_progress',
  appError: 'app_error',
} as const;

export const LABEL_LIMIT = 100;

/**
 * Whitespace collapsed, then at most 100 characters, counted in code points: a character beyond
 * 16 bits (a rare 漢字, most emoji) is never cut in half; an emoji made of several code points (a
 * family, a flag) may lose its end.
 */
export function capLabel(text: string): string {
  return Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, LABEL_LIMIT).join('');
}

export function scrollDepthEvent(percent: number): AnalyticsEvent {
  return { name: EVENTS.scrollDepth, params: { percent } };
}

export const WEB_VITALS = ['FCP', 'LCP', 'CLS', 'INP', 'TTFB'] as const;
type WebVitalName = (typeof WEB_VITALS)[number];
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
/** How the page was reached, as web-vitals names it (a page restored from the back/forward cache included). */
export const NAVIGATION_TYPES = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'] as const;
/** An element's kind is its tag name alone ('img', 'h1'): a selector's classes and ids could carry a topic word. */
const ELEMENT_KIND = /^[a-z][a-z0-9]{0,15}$/;

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  (list as readonly string[]).includes(value ?? '');

/** One web vital of a page, as web-vitals reports it; `element` is the kind of element it names (the LCP element, say). */
export interface WebVital {
  readonly name: string;
  readonly value: number;
  readonly rating?: string;
  readonly navigationType?: string;
  readonly element?: string;
}

/**
 * A web vital of the page with this neutral code ('P12'): its name, value, rating, how the page
 * was reached and, where the metric names one, the kind of element. Never the page's address or
 * title, nor a selector. Anything but the five metrics is dropped. Milliseconds are rounded; CLS
 * is unitless and kept to three decimals.
 */
export function webVitalsEvent(metric: WebVital, page: string): AnalyticsEvent | null {
  if (!oneOf<WebVitalName>(WEB_VITALS, metric.name) || !Number.isFinite(metric.value)) return null;
  const value = metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value);
  const params: Record<string, string | number> = { metric_name: metric.name, value, page };
  if (oneOf(VITAL_RATINGS, metric.rating)) params.rating = metric.rating;
  if (oneOf(NAVIGATION_TYPES, metric.navigationType)) params.navigation_type = metric.navigationType;
  if (metric.element && ELEMENT_KIND.test(metric.element)) params.element = metric.element;
  return { name: EVENTS.webVitals, params };
}

/** Booking buttons are tagged 01–06; the page is its neutral code ('P12'), never its address. */
export function bookingClickEvent(tag: string, page: string): AnalyticsEvent {
  return { name: EVENTS.bookingClick, params: { button_tag: tag, page } };
}

/**
 * The visitor copied the WeChat id (WeChat has no link that carries a message): the page's neutral
 * code and, from a tagged booking spot, its button tag. Never the id, the message or the address.
 */
export function wechatCopyEvent(page: string, tag?: string): AnalyticsEvent {
  return { name: EVENTS.wechatCopy, params: tag ? { page, button_tag: tag } : { page } };
}

export function videoProgressEvent(videoId: string, percent: number): AnalyticsEvent {
  return { name: EVENTS.videoProgress, params: { video_id: videoId, percent } };
}

/** Only the message, capped: no stack, no component tree. */
export function appErrorEvent(error: unknown): AnalyticsEvent {
  const message = error instanceof Error ? error.message : String(error);
  return { name: EVENTS.appError, params: { message: capLabel(message || 'unknown error') } };
}
