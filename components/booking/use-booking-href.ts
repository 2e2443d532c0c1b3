'use client';

import { useHydrated } from '@/components/ui/use-hydrated';
import type { BookingTag } from '@/content/types';
import { visitSessionId } from '@/lib/session-id';
import { bookingMessage, deviceForm, whatsappUrl, type BookingTarget } from '@/lib/whatsapp';

/**
 * The static HTML carries a wa.me link without a session id (it works without JavaScript
 * on every device); after hydration the link gains the session id and the device's form.
 * `code` is the page's neutral booking code.
 */
export function useBookingHref(target: BookingTarget, code: string, tag?: BookingTag): string {
  // The session id and the device do not change during a visit, so nothing re-renders for them.
  if (!useHydrated()) return whatsappUrl(target.digits, bookingMessage(target, { code, tag }), 'phone');
  const form = deviceForm(navigator.userAgent, navigator.maxTouchPoints);
  return whatsappUrl(target.digits, bookingMessage(target, { code, sessionId: visitSessionId(), tag }), form);
}
