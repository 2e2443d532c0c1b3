import { BookingCall } from '@/components/booking/booking-call';
import { Link } from '@/components/ui/link';
import styles from '@/components/layout/not-found.module.css';
import { mainMenu } from '@/lib/routes/menus';
import { notFoundCopy } from '@/content/pages/not-found';
import { notFoundPageRef } from '@/lib/routes';
import { href } from '@/lib/routes/paths';
import { notFoundMetadata } from '@/lib/seo/metadata';

export const metadata = notFoundMetadata;

export default function NotFound() {
  return (
    <div className={styles.page}>
      <div className="container">
        <h1>{notFoundCopy.heading}</h1>
        <p className={styles.text}>{notFoundCopy.text}</p>
        <p>
          <Link href={href('/')} className={styles.home}>
            {notFoundCopy.homeLabel}
          </Link>
        </p>
        <h2 className={styles.sectionsHeading}>{notFoundCopy.sectionsHeading}</h2>
        <ul className={styles.links}>
          {mainMenu.slice(1).map((item) => (
            <li key={item.href}>
              <Link href={href(item.href)}>{item.label}</Link>
            </li>
          ))}
        </ul>
        {/* An unknown address names no page: the booking link carries the not-found code. */}
        <div className={styles.booking}>
          <BookingCall text={notFoundCopy.bookingText} page={notFoundPageRef} variant="solid" />
        </div>
      </div>
    </div>
  );
}
