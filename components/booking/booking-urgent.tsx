import { PlaceParagraph } from '@/components/crisis/place-lines';
import { Link } from '@/components/ui/link';
import { booking } from '@/content/site';
import { href } from '@/lib/routes/paths';
import styles from './booking-call.module.css';

/**
 * Beside every booking button: replies come in office hours, so a visitor in danger now is told
 * not to wait: in immediate danger, the emergency numbers of the visitor's place; with thoughts of
 * self-harm or wanting to talk now, its 24-hour line ({place.…} tokens, components/crisis/), then
 * a link to the crisis page.
 */
export function BookingUrgent({ className = '' }: { className?: string }) {
  return (
    <PlaceParagraph
      className={`${styles.urgent} ${className}`}
      text={booking.urgent}
      after={<Link href={href(booking.urgentLink.href)}>{booking.urgentLink.label}</Link>}
      afterText={booking.urgentLink.label}
    />
  );
}
