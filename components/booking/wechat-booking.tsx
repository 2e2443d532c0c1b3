import { chrome } from '@/content/chrome';
import { booking, site } from '@/content/site';
import type { BookingTag } from '@/content/types';
import { wechatQrSrc } from '@/lib/images/manifest';
import type { PageCodeTable } from '@/lib/routes/page-code';
import { setProps } from '@/lib/set-props';
import type { BookingTarget } from '@/lib/booking/whatsapp';
import { bookingTarget } from './booking-target';
import { WechatBookingView, type WechatBookingWords } from './wechat-booking-view';

interface WechatBookingProps {
  /** The page's neutral booking code; the floating overlay, on every page, gives the table instead. */
  code?: string;
  codes?: PageCodeTable;
  tag?: BookingTag;
  /** Inline in a booking call the block names itself; in a dialog, the dialog's heading does. */
  title?: string;
  /** In a dialog, which is its frame: no card of its own. */
  bare?: boolean;
  /** The message to send; a page with its own message passes it. */
  target?: BookingTarget;
}

const words = booking.wechat;
/** One object for every block of the page (the flight data writes a repeated object once). */
const WORDS: WechatBookingWords = {
  qrAlt: chrome.wechatQrAlt,
  qrHint: words.qrHint,
  qrPressHint: words.qrPressHint,
  idLabel: words.idLabel,
  messageLabel: words.messageLabel,
  copyId: { label: words.copyId, copied: words.copiedId, failed: words.copyIdFailed },
  copyMessage: { label: words.copyMessage, copied: words.copiedMessage, failed: words.copyMessageFailed },
};

/**
 * Booking over WeChat, the first way in the Simplified edition: the WeChat id as text with a copy
 * button, the QR code for a visitor on a computer (a phone cannot scan its own screen, so phones
 * do not show it, nor load it — except inside WeChat, where a long press on it adds the account:
 * InWechatMark), and the message to send, with the WhatsApp message's source tag.
 */
export function WechatBooking({ code, codes, tag, title, bare, target = bookingTarget }: WechatBookingProps) {
  return (
    <WechatBookingView
      words={WORDS}
      qrSrc={wechatQrSrc()}
      wechatId={site.wechat.id}
      target={target}
      {...setProps({ code, codes, tag, title, bare })}
    />
  );
}
