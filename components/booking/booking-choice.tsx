import { booking } from '@/content/site';
import type { BookingTag } from '@/content/types';
import { edition } from '@/lib/edition';
import { BookingButton, type BookingButtonProps } from './booking-button';
import { WechatBooking } from './wechat-booking';
import { WechatDialog } from './wechat-dialog';
import button from './booking-button.module.css';
import styles from './booking-choice.module.css';

interface BookingChoiceProps extends Omit<BookingButtonProps, 'className'> {
  tag: BookingTag;
  /** How the buttons line up: as the text around them does. */
  align?: 'start' | 'center';
}

/**
 * A compact booking spot (a hero, a letter, a step): the booking button. Where the edition's
 * `wechatFirst` says so (the Simplified one: WhatsApp is blocked in the mainland), WeChat comes
 * first: a button that opens the WeChat booking dialog (the id to copy, the QR code, the message),
 * then WhatsApp, quieter.
 */
export function BookingChoice({ code, tag, label, variant = 'solid', align = 'start' }: BookingChoiceProps) {
  if (!edition.wechatFirst) return <BookingButton code={code} tag={tag} label={label} variant={variant} />;
  return (
    <div className={align === 'center' ? `${styles.buttons} ${styles.center}` : styles.buttons} data-booking-choice="">
      <WechatDialog
        id={`wechat-booking-${tag}`}
        label={booking.wechat.buttonLabel}
        title={booking.wechat.title}
        closeLabel={booking.wechat.close}
        className={`${button.button} ${button[variant]}`}
      >
        <WechatBooking code={code} tag={tag} bare />
      </WechatDialog>
      <BookingButton code={code} tag={tag} label={booking.wechat.whatsappLabel} variant="secondary" />
    </div>
  );
}
