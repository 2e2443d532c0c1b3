'use client';

import { useHydrated } from '@/components/ui/use-hydrated';
import type { BookingTag } from '@/content/types';
import { deviceForm, whatsappUrl, type BookingTarget } from '@/lib/booking/whatsapp';
import { useBookingMessage } from './use-booking-message';

/**
 * The static HTML carries a wa.me link without a visit code (it works without JavaScript
 * on every device); after hydration the link gains the visit code and the device's form.
 * `code` is the page's neutral booking code.
 */
export function useBookingHref(target: BookingTarget, code: string, tag?: BookingTag): string {
  const message = useBookingMessage(target, code, tag);
  // The device does not change during a visit, so nothing re-renders for it.
  if (!useHydrated()) return whatsappUrl(target.digits, message, 'phone');
  return whatsappUrl(target.digits, message, deviceForm(navigator.userAgent, navigator.maxTouchPoints));
}
