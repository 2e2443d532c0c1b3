import type { Metadata, Viewport } from 'next';
import { BookingCall } from '@/components/booking/booking-call';
import { SiteDocument } from '@/components/layout/site-document';
import { Link } from '@/components/ui/link';
import styles from '@/components/layout/not-found.module.css';
import { mainMenu } from '@/lib/routes/menus';
import { notFoundCopy } from '@/content/pages/not-found';
import { notFoundPageRef } from '@/lib/routes';
import { href } from '@/lib/routes/paths';
import { notFoundMetadata, rootMetadata, rootViewport } from '@/lib/seo/metadata';
import './globals.css';

// The page for every address no route answers (out/404.html), rendered by Next without the root
// layout (experimental.globalNotFound): when this full page was app/not-found.tsx, Next put its whole
// tree into every page's flight data as the layout's not-found boundary (3.3 KB of home's); that file
// is now only a small boundary. So the document, the layout's metadata and viewport are its own here,
// the same as every page's.
// No robots setting: Next writes the page's `noindex` itself (notFoundMetadata says so).
export const metadata: Metadata = { ...rootMetadata, ...notFoundMetadata };

export const viewport: Viewport = rootViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument>
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
            {/* The menu's pages but home, which the link above already offers, wherever the menu lists it. */}
            {mainMenu
              .filter((item) => item.href !== '/')
              .map((item) => (
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
    </SiteDocument>
  );
}
