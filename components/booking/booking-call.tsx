import { Link } from '@/components/ui/link';
import { booking } from '@/content/site';
import { edition } from '@/lib/edition';
import { href } from '@/lib/routes/paths';
import type { BookingTag } from '@/content/types';
import type { PageRef } from '@/lib/routes';
import { BookingButton, type BookingButtonProps } from './booking-button';
import { bookingTarget } from './booking-target';
import { BookingUrgent } from './booking-urgent';
import { WechatBooking } from './wechat-booking';
import styles from './booking-call.module.css';

interface BookingCallProps {
  text: string;
  /** The page (its route's path and code): the booking link names it by its neutral code. */
  page: PageRef;
  tag?: BookingTag;
  label?: string;
  variant?: BookingButtonProps['variant'];
  /** On a dark band the text takes the band's light colour. */
  onDark?: boolean;
  /** The page's own booking message, in place of booking.message. */
  message?: string;
}

/**
 * The after-tap sentence (WeChat's in the Simplified edition, where it comes first, with its link to
 * how to pay from the mainland, booking.wechat.noticeLink). Its hours tokens ({hours}, and
 * {hours.inZone} in WeChat's: lib/facts.ts editionHours) are filled as the content module is read.
 */
const afterTapText = (wechat = edition.wechatFirst): string => (wechat ? booking.wechat.afterTap : booking.afterTap);

/**
 * The invitation, the booking button, what the tap does (an anxious visitor wants to know
 * before tapping who will answer and when), where to turn in danger now, and the free
 * consultation's fine print, together.
 * The fine print links to the full terms, except on the page that holds them.
 * Where the edition's `wechatFirst` says so (the Simplified one, read in the mainland where WhatsApp
 * is blocked), WeChat comes first:
 * its id to copy, its QR code and the message, in the page; then WhatsApp, as a second way.
 */
export function BookingCall({ text, page, tag, label, variant = 'gradient', onDark = false, message }: BookingCallProps) {
  const target = message ? { ...bookingTarget, message } : bookingTarget;
  return (
    <div className={onDark ? `${styles.call} ${styles.onDark}` : styles.call} data-booking-call="">
      <p className={styles.text}>{text}</p>
      {edition.wechatFirst ? (
        <>
          <WechatBooking code={page.code} tag={tag} title={booking.wechat.title} target={target} />
          <BookingButton
            code={page.code}
            tag={tag}
            label={booking.wechat.whatsappLabel}
            variant="secondary"
            className={styles.second}
            target={target}
          />
        </>
      ) : (
        <BookingButton code={page.code} tag={tag} label={label} variant={variant} target={target} />
      )}
      <p className={styles.afterTap}>
        {afterTapText()}
        {edition.wechatFirst ? (
          <>
            {' '}
            <Link href={href(booking.wechat.noticeLink.href)} data-mainland-notice-link="">
              {booking.wechat.noticeLink.label}
            </Link>
          </>
        ) : null}
      </p>
      <BookingUrgent />
      <p className={styles.finePrint}>
        {booking.finePrint}
        {page.path === booking.termsLink.href ? null : (
          <>
            {' '}
            <Link href={href(booking.termsLink.href)}>{booking.termsLink.label}</Link>
          </>
        )}
      </p>
    </div>
  );
}
