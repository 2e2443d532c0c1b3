import { Link } from '@/components/ui/link';
import { booking } from '@/content/site';
import { edition, SIMPLIFIED } from '@/lib/edition';
import { href } from '@/lib/routes/paths';
import type { BookingTag } from '@/content/types';
import type { PageRef } from '@/lib/routes';
import { BookingButton, type BookingButtonProps } from './booking-button';
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
}

/** The after-tap sentence; its {hours} is filled as the content module is read (lib/facts.ts). */
export const afterTapText = (): string => booking.afterTap;

/**
 * The invitation, the booking button, what the tap does (an anxious visitor wants to know
 * before tapping who will answer and when), where to turn in danger now, and the free
 * consultation's fine print, together.
 * The fine print links to the full terms, except on the page that holds them.
 * In the Simplified edition, read in the mainland where WhatsApp is blocked, WeChat comes first:
 * its id to copy, its QR code and the message, in the page; then WhatsApp, as a second way.
 */
export function BookingCall({ text, page, tag, label, variant = 'gradient', onDark = false }: BookingCallProps) {
  return (
    <div className={onDark ? `${styles.call} ${styles.onDark}` : styles.call} data-booking-call="">
      <p className={styles.text}>{text}</p>
      {edition.id === SIMPLIFIED.id ? (
        <>
          <WechatBooking code={page.code} tag={tag} title={booking.wechat.title} />
          <BookingButton code={page.code} tag={tag} label={booking.wechat.whatsappLabel} variant="secondary" className={styles.second} />
        </>
      ) : (
        <BookingButton code={page.code} tag={tag} label={label} variant={variant} />
      )}
      <p className={styles.afterTap}>{afterTapText()}</p>
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
