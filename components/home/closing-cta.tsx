import { BookingCall } from '@/components/booking/booking-call';
import type { BookingRef } from '@/content/types';
import styles from './closing-cta.module.css';

export interface ClosingCtaProps {
  id: string;
  /** The page's path; the booking link names it by its neutral code. */
  path: string;
  heading: string;
  text: string;
  booking: BookingRef;
}

/** The closing call to action of a page: a calm band with one booking button. */
export function ClosingCta({ id, path, heading, text, booking }: ClosingCtaProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.band}>
      <div className={`container ${styles.inner}`}>
        <h2 id={headingId}>{heading}</h2>
        <BookingCall text={text} path={path} tag={booking.tag} label={booking.label} variant="light" onDark />
      </div>
    </section>
  );
}
