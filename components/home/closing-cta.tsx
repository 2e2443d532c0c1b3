import { BookingCall } from '@/components/booking/booking-call';
import type { BookingRef } from '@/content/types';
import type { PageRef } from '@/lib/routes';
import styles from './closing-cta.module.css';

export interface ClosingCtaProps {
  id: string;
  /** The page (from its route); the booking link names it by its neutral code. */
  page: PageRef;
  heading: string;
  text: string;
  booking: BookingRef;
}

/** The closing call to action of a page: a calm band with one booking button. */
export function ClosingCta({ id, page, heading, text, booking }: ClosingCtaProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.band}>
      <div className={`container ${styles.inner}`}>
        <h2 id={headingId}>{heading}</h2>
        <BookingCall text={text} page={page} tag={booking.tag} label={booking.label} variant="light" onDark />
      </div>
    </section>
  );
}
