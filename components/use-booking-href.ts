'use client';

import { useSyncExternalStore } from 'react';
import type { BookingTag } from '@/content/types';
import { getSessionId } from '@/lib/session-id';
import { bookingMessage, deviceForm, whatsappUrl, type BookingTarget } from '@/lib/whatsapp';

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

// Nothing to subscribe to: the session id and the device do not change during a visit.
const subscribe = () => () => {};

/**
 * The static HTML carries a wa.me link without a session id (it works without JavaScript
 * on every device); after hydration the link gains the session id and the device's form.
 */
export function useBookingHref(target: BookingTarget, page: string, tag?: BookingTag): string {
  return useSyncExternalStore(
    subscribe,
    () => {
      const sessionId = getSessionId(safeSessionStorage());
      const form = deviceForm(navigator.userAgent, navigator.maxTouchPoints);
      return whatsappUrl(target.digits, bookingMessage(target, { page, sessionId, tag }), form);
    },
    () => whatsappUrl(target.digits, bookingMessage(target, { page, tag }), 'phone'),
  );
}
