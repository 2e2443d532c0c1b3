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

/**
 * The user property carrying the session id that the WhatsApp booking messages also carry: set
 * only after the visitor accepts analytics, and named on the privacy page.
 */
export const SESSION_PROPERTY = 'booking_session_id';

export const LABEL_LIMIT = 100;

/** Whitespace collapsed, then at most 100 characters (code points, so no emoji is cut in half). */
export function capLabel(text: string): string {
  return Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, LABEL_LIMIT).join('');
}

export function scrollDepthEvent(percent: number): AnalyticsEvent {
  return { name: EVENTS.scrollDepth, params: { percent } };
}

export const WEB_VITALS = ['FCP', 'LCP', 'CLS', 'INP', 'TTFB'] as const;
type WebVitalName = (typeof WEB_VITALS)[number];
const isWebVital = (name: string): name is WebVitalName => (WEB_VITALS as readonly string[]).includes(name);

/**
 * Next reports more than the five metrics (FID, its own hydration timings): those are dropped.
 * Milliseconds are rounded; CLS is unitless and kept to three decimals.
 */
export function webVitalsEvent(metric: { readonly name: string; readonly value: number }): AnalyticsEvent | null {
  if (!isWebVital(metric.name) || !Number.isFinite(metric.value)) return null;
  const value = metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value);
  return { name: EVENTS.webVitals, params: { metric_name: metric.name, value } };
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
