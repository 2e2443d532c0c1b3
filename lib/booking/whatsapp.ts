// lib/booking/: what a booking carries to the centre. whatsapp.ts (this file): the WhatsApp link
// (`whatsappUrl`: wa.me on a phone, WhatsApp Web on a computer, by `deviceForm`) and its message with
// the source tag, built in server components at build time and again in the browser by the links'
// client leaves (components/booking/), which add the visit code. Which form a link takes:
// components/booking/use-booking-href.ts `useBookingHref` (wa.me until hydration, so without
// JavaScript too; then the device's form). visit-code.ts: the visit's four-character code, made and
// kept in the browser only (sessionStorage). clipboard.ts: copying a text (the WeChat id), in the
// browser only.
import type { BookingCopy, BookingTag } from '@/content/types';

export type DeviceForm = 'phone' | 'desktop';

/**
 * What a booking link needs from content: the WhatsApp number and the message copy. Server
 * components read it from content/site.ts and hand it to the client parts as a prop, so the
 * site's whole content module stays out of the browser's JavaScript.
 */
export interface BookingTarget extends Pick<BookingCopy, 'message' | 'sourceLabels'> {
  readonly digits: string;
}

export interface BookingSource {
  /**
   * The page's neutral booking code ('P07'), never its path or topic: the message sits in the
   * WhatsApp URL, which the messaging provider and the browser history see before anything is sent.
   */
  readonly code: string;
  readonly visitCode?: string;
  readonly tag?: BookingTag;
}

/**
 * The prefilled message: the request to leave a message, then a source tag the centre's
 * staff read to know where the visitor came from, e.g. `（來源：P01，編號：K3Z9，按鈕：01）`: full-width
 * brackets and colons, as Chinese text writes them (a message the visitor sends under their own name).
 */
export function bookingMessage(copy: Pick<BookingCopy, 'message' | 'sourceLabels'>, source: BookingSource): string {
  const labels = copy.sourceLabels;
  const parts = [`${labels.page}：${source.code}`];
  if (source.visitCode) parts.push(`${labels.visit}：${source.visitCode}`);
  if (source.tag) parts.push(`${labels.button}：${source.tag}`);
  return `${copy.message}\n（${parts.join('，')}）`;
}

/** A chat with the number and no message yet: the link for showing the number itself. */
export function whatsappChatUrl(digits: string): string {
  return `https://wa.me/${digits.replace(/\D/g, '')}`;
}

/** Phones open the app through wa.me; desktops go straight to WhatsApp Web. */
export function whatsappUrl(digits: string, text: string, form: DeviceForm): string {
  const encoded = encodeURIComponent(text);
  return form === 'phone'
    ? `${whatsappChatUrl(digits)}?text=${encoded}`
    : `https://web.whatsapp.com/send?phone=${digits.replace(/\D/g, '')}&text=${encoded}`;
}

const PHONE_UA = /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini/i;

/** Phone or tablet by user agent; iPadOS reports a desktop UA but has touch points. */
export function deviceForm(userAgent: string, maxTouchPoints = 0): DeviceForm {
  if (PHONE_UA.test(userAgent)) return 'phone';
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return 'phone';
  return 'desktop';
}
