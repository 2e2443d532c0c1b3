import { Link } from '@/components/ui/link';
import { booking } from '@/content/site';
import { crisisLines } from '@/content/crisis-lines';
import { emergencyNumber } from '@/lib/hotline';
import { href } from '@/lib/routes/paths';
import styles from './booking-call.module.css';

/** The "don't wait" sentence with the emergency number filled in. */
export const urgentText = (): string => booking.urgent.replace('{emergency}', emergencyNumber(crisisLines));

/**
 * Beside every booking button: replies come in office hours, so a visitor in danger now is told
 * not to wait, given the emergency numbers where the edition's readers are (999; in the
 * Simplified edition the mainland's too) and a link to the crisis page.
 */
export function BookingUrgent({ className = '' }: { className?: string }) {
  return (
    <p className={`${styles.urgent} ${className}`}>
      {urgentText()} <Link href={href(booking.urgentLink.href)}>{booking.urgentLink.label}</Link>
    </p>
  );
}
