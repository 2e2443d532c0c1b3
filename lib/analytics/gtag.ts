export type EventParams = Readonly<Record<string, string | number | boolean>>;

export interface AnalyticsEvent {
  readonly name: string;
  readonly params: EventParams;
}

export type ConsentState = 'granted' | 'denied';
export type ConsentParams = Readonly<Record<'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage', ConsentState>>;

/** The one function every tracker sends through; tests pass a mock. */
export interface Gtag {
  (command: 'event' | 'set', name: string, params: EventParams): void;
  (command: 'set', params: EventParams): void;
  (command: 'consent', mode: 'default' | 'update', params: Partial<ConsentParams>): void;
}

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };

/**
 * Google's own snippet: gtag.js reads `arguments` objects (not arrays) from `window.dataLayer`,
 * and processes whatever is queued when it loads. Unlike `sendGAEvent`, it never drops a call
 * made before `<GoogleAnalytics>` mounted — the consent state, the neutral page and the user
 * property must precede GA's config.
 */
export const gtag: Gtag = function gtag() {
  const target: WindowWithDataLayer = window;
  target.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params
  target.dataLayer.push(arguments);
};

export function sendEvent(send: Gtag, event: AnalyticsEvent | null): void {
  if (event) send('event', event.name, event.params);
}
