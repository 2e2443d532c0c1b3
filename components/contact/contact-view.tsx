import { BookingCall } from '@/components/booking/booking-call';
import { ContactDetails } from '@/components/contact/contact-details';
import { PageFrame } from '@/components/layout/page-frame';
import { PageIntro } from '@/components/layout/page-intro';
import { MainlandNoticeBody, showsMainlandNotice } from '@/components/mainland/mainland-notice';
import { ExternalLink } from '@/components/ui/external-link';
import { mainlandNotice } from '@/content/mainland-notice';
import { contactCopy } from '@/content/pages/contact';
import { edition, SIMPLIFIED } from '@/lib/edition';
import { addressText } from '@/lib/address';
import { amapMarkerUrl, appleMapsUrl, googleMapsEmbedUrl, googleMapsUrl } from '@/lib/address/map-links';
import type { RouteEntry } from '@/lib/routes';
import { site } from '@/content/site';
import { wechatQrSrc } from '@/lib/images/manifest';
import card from '@/components/ui/card.module.css';
import styles from './contact-page.module.css';
import { MapEmbed } from './map-embed';

/**
 * The contact page: address and hours, the way there, the map, where else to find us, and booking.
 * The Simplified edition adds what a visitor in the mainland needs to know, and puts the map link
 * that works there (Amap) first, above the button that loads Google's map.
 */
export function ContactView({ route }: { route: RouteEntry }) {
  const copy = contactCopy;
  // The Simplified edition is read in the mainland: Amap first, the WeChat QR on the card.
  const forMainland = edition.id === SIMPLIFIED.id;
  const amap = (
    <ExternalLink key="amap" href={amapMarkerUrl(site.geo, site.name)}>
      {copy.openInAmap}
    </ExternalLink>
  );
  return (
    <PageFrame flush={route.flush} quickExit={route.quickExit}>
      <PageIntro crumbs={route.crumbs} flush={route.flush} heading={copy.heading} lead={copy.lead} />
      <div className={`container ${styles.layout}`}>
        <section aria-labelledby="contact-address" className={`${card.surface} ${styles.panel}`}>
          <h2 id="contact-address">{copy.addressHeading}</h2>
          <address className={styles.address}>{addressText(site.address)}</address>
          <ContactDetails
            labels={{ phone: copy.phoneLabel, whatsapp: copy.whatsappLabel, wechat: copy.wechatLabel, hours: copy.hoursLabel }}
            // The mainland reader's card shows the QR beside the id (MR13); the Traditional card keeps the id alone.
            wechatQr={forMainland ? wechatQrSrc() : undefined}
          />
        </section>
        <section aria-labelledby="contact-transport" className={`${card.surface} ${styles.panel}`}>
          <h2 id="contact-transport">{copy.transportHeading}</h2>
          <p>{site.transport.text}</p>
          <ul>
            {copy.transportNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
        {showsMainlandNotice ? (
          <section aria-labelledby="contact-mainland" className={styles.wide}>
            <h2 id="contact-mainland">{mainlandNotice.heading}</h2>
            <MainlandNoticeBody />
          </section>
        ) : null}
        <section aria-labelledby="contact-map" className={styles.wide}>
          <h2 id="contact-map">{copy.mapHeading}</h2>
          {/* In the mainland Google's map does not load: the map that works there comes before its button. */}
          {forMainland ? <p className={styles.mapFirst}>{amap}</p> : null}
          <MapEmbed embedUrl={googleMapsEmbedUrl(site.address)} title={copy.mapTitle} loadLabel={copy.mapLoad} prompt={copy.mapPrompt} />
          <p className={styles.mapLinks}>
            <ExternalLink href={googleMapsUrl(site.address)}>{copy.openInGoogleMaps}</ExternalLink>
            <ExternalLink href={appleMapsUrl(site.address)}>{copy.openInAppleMaps}</ExternalLink>
            {forMainland ? null : amap}
          </p>
        </section>
        <section aria-labelledby="contact-social" className={styles.wide}>
          <h2 id="contact-social">{copy.socialHeading}</h2>
          <ul className={`${card.grid} ${styles.cards}`}>
            {copy.socialCards.map((social) => {
              const link = site.social.find((entry) => entry.platform === social.platform);
              return (
                <li key={social.platform} className={`${card.surface} ${card.text} ${styles.card}`}>
                  <h3>
                    <ExternalLink href={link?.url}>{social.title}</ExternalLink>
                  </h3>
                  <p>{social.text}</p>
                </li>
              );
            })}
          </ul>
        </section>
        {site.partners.length ? (
          <section aria-labelledby="contact-partners" className={styles.wide}>
            <h2 id="contact-partners">{copy.partnersHeading}</h2>
            <ul className={`${card.grid} ${styles.cards}`}>
              {site.partners.map((partner) => (
                <li key={partner.url} className={`${card.surface} ${card.text} ${styles.card}`}>
                  <h3>
                    <ExternalLink href={partner.url}>{partner.name}</ExternalLink>
                  </h3>
                  <p>{partner.description}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="contact-booking" className={`${styles.wide} ${styles.booking}`}>
          <h2 id="contact-booking">{copy.bookingHeading}</h2>
          <BookingCall text={copy.bookingText} page={route} />
        </section>
      </div>
    </PageFrame>
  );
}
