'use client';

import { useShown } from '@/components/ui/use-shown';
import type { BookingTag } from '@/content/types';
import { thisVisitCode } from '@/lib/booking/visit-code';
import { bookingMessage, type BookingTarget } from '@/lib/booking/whatsapp';

/**
 * The booking message with its source tag: the page's neutral code and the button's tag in the
 * static HTML, the visit code added after hydration — and only once the page is shown, so
 * a page the browser prerenders and the visitor never opens makes no id. The WhatsApp link and
 * the WeChat message both read it, so the two ways carry the same tag.
 */
export function useBookingMessage(target: BookingTarget, code: string, tag?: BookingTag): string {
  // The visit code does not change during a visit, so nothing re-renders for it.
  const visitCode = useShown() ? thisVisitCode() : undefined;
  return bookingMessage(target, { code, visitCode, tag });
}
