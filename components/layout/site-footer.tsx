import { ContactDetails } from '@/components/contact/contact-details';
import { PlaceHeading, PlaceLines, PlaceWordsFor } from '@/components/crisis/place-lines';
import { Link } from '@/components/ui/link';
import { chrome } from '@/content/chrome';
import { footerLinks, mainMenu } from '@/lib/routes/menus';
import { booking, site } from '@/content/site';
import { edition, SIMPLIFIED } from '@/lib/edition';
import { ALL_PLACES_ID } from '@/lib/crisis/places';
import { href } from '@/lib/routes/paths';
import { FOOTER_NAV_ID } from './footer-nav';
import styles from './site-footer.module.css';

/**
 * The footer lists a place's first lines to call; /crisis-support/ lists them all, and every
 * place's (linked here rather than repeated: that list was ~48 KB of HTML and flight data on every page).
 */
const FOOTER_LINES = 3;

/**
 * `year` (the © line) is the build's: `SiteDocument` (components/layout/site-document.tsx) passes
 * `new Date().getFullYear()` when the static export is built, so it turns only with a build after 1 January.
 */
export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {site.shortName}
          </h2>
          <ContactDetails
            className={styles.contact}
            labels={{
              phone: chrome.footerPhone,
              whatsapp: chrome.footerWhatsapp,
              address: chrome.footerAddress,
              hours: chrome.footerHours,
              // The Simplified edition is read in the mainland, where WhatsApp is blocked: WeChat comes first there.
              ...(edition.id === SIMPLIFIED.id ? { wechat: booking.wechat.idLabel } : {}),
            }}
          />
        </section>
        {/* Where the browser has no popover, the phone menu's button leads here (mobile-menu.tsx):
            so each menu item's sub-links are listed too, shown only there (site-footer.module.css). */}
        <nav aria-labelledby={FOOTER_NAV_ID} className={styles.links}>
          <h2 id={FOOTER_NAV_ID} className={styles.heading}>
            {chrome.footerLinks}
          </h2>
          <ul>
            {[...mainMenu, ...footerLinks].map((link) => (
              <li key={link.href}>
                <Link href={href(link.href)}>{link.label}</Link>
                {'children' in link && link.children ? (
                  <ul className={styles.subLinks}>
                    {link.children.map((child) => (
                      <li key={child.href}>
                        <Link href={href(child.href)}>{child.label}</Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <aside aria-labelledby="footer-crisis" className={styles.crisis}>
          <h2 id="footer-crisis" className={styles.heading}>
            {chrome.crisisTitle}
          </h2>
          <p>{chrome.crisisText}</p>
          <PlaceHeading />
          <PlaceLines variant="compact" group="emergency" />
          <h3 className={styles.subheading}>{chrome.crisisSupportTitle}</h3>
          {/* The words follow the place: a text route or not (`writes`), or elsewhere (components/crisis/). */}
          <PlaceWordsFor yes={<p>{chrome.crisisSupportIntro}</p>} no={<p>{chrome.crisisSupportIntroCalls}</p>} elsewhere={null} />
          <PlaceLines variant="compact" group="call" limit={FOOTER_LINES} />
          <h3 className={styles.subheading}>
            <PlaceWordsFor yes={chrome.crisisTextTitle} no={chrome.crisisTextTitleCalls} />
          </h3>
          <PlaceWordsFor yes={<p>{chrome.crisisTextIntro}</p>} no={null} />
          <PlaceLines variant="compact" group="text" />
          <p>
            <Link href={href(`/crisis-support#${ALL_PLACES_ID}`)}>{chrome.crisisOtherPlaces}</Link>
          </p>
          <Link href={href('/crisis-support')}>{chrome.crisisMore}</Link>
        </aside>
      </div>
      <p className={`container ${styles.copyright}`}>
        © {year} {site.name}。{chrome.copyright}
      </p>
    </footer>
  );
}
