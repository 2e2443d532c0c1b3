'use client';

import { useSyncExternalStore } from 'react';
import { booking, site } from '@/content/site';
import type { BookingTag } from '@/content/types';
import { getSessionId } from '@/lib/session-id';
import { bookingMessage, deviceForm, whatsappUrl } from '@/lib/whatsapp';

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
export function useBookingHref(page: string, tag?: BookingTag): string {
  return useSyncExternalStore(
    subscribe,
    () => {
      const sessionId = getSessionId(safeSessionStorage());
      const form = deviceForm(navigator.userAgent, navigator.maxTouchPoints);
      return whatsappUrl(site.whatsapp.digits, bookingMessage(booking, { page, sessionId, tag }), form);
    },
    () => whatsappUrl(site.whatsapp.digits, bookingMessage(booking, { page, tag }), 'phone'),
  );
}
