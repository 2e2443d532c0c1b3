'use client';

import { useSyncExternalStore } from 'react';
import type { BookingTag } from '@/content/types';
import { browserStorage } from '@/lib/browser-storage';
import { getSessionId } from '@/lib/session-id';
import { bookingMessage, deviceForm, whatsappUrl, type BookingTarget } from '@/lib/whatsapp';

// Nothing to subscribe to: the session id and the device do not change during a visit.
const subscribe = () => () => {};

/**
 * The static HTML carries a wa.me link without a session id (it works without JavaScript
 * on every device); after hydration the link gains the session id and the device's form.
 * `code` is the page's neutral booking code.
 */
export function useBookingHref(target: BookingTarget, code: string, tag?: BookingTag): string {
  return useSyncExternalStore(
    subscribe,
    () => {
      const sessionId = getSessionId(browserStorage('session'));
      const form = deviceForm(navigator.userAgent, navigator.maxTouchPoints);
      return whatsappUrl(target.digits, bookingMessage(target, { code, sessionId, tag }), form);
    },
    () => whatsappUrl(target.digits, bookingMessage(target, { code, tag }), 'phone'),
  );
}
