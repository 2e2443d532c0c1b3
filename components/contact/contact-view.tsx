import { BookingCall } from '@/components/booking-call';
import { ContactDetails } from '@/components/contact-details';
import { PageFrame } from '@/components/layout/page-frame';
import { PageIntro } from '@/components/layout/page-intro';
import { contactCopy } from '@/content/pages/contact';
import { site } from '@/content/site';
import styles from './contact.module.css';
import { MapEmbed } from './map-embed';

export function ContactView() {
  const copy = contactCopy;
  return (
    <PageFrame path="/contact">
      <PageIntro path="/contact" heading={copy.heading} lead={copy.lead} />
      <div className={`container ${styles.layout}`}>
        <section aria-labelledby="contact-address" className={styles.panel}>
          <h2 id="contact-address">{copy.addressHeading}</h2>
          <address className={styles.address}>{site.address.full}</address>
          <ContactDetails
            className={styles.details}
            labels={{ phone: copy.phoneLabel, whatsapp: copy.whatsappLabel, hours: copy.hoursLabel }}
          />
        </section>
        <section aria-labelledby="contact-transport" className={styles.panel}>
          <h2 id="contact-transport">{copy.transportHeading}</h2>
          <p>{site.transport}</p>
          <ul>
            {copy.transportNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="contact-map" className={styles.wide}>
          <h2 id="contact-map">{copy.mapHeading}</h2>
          <MapEmbed embedUrl={site.map.embedUrl} title={copy.mapTitle} loadLabel={copy.mapLoad} prompt={copy.mapPrompt} />
          <p className={styles.mapLinks}>
            <a href={site.map.linkUrl} target="_blank" rel="noopener noreferrer">
              {copy.openInGoogleMaps}
            </a>
            <a href={site.map.appleMapsUrl} target="_blank" rel="noopener noreferrer">
              {copy.openInAppleMaps}
            </a>
          </p>
        </section>
        <section aria-labelledby="contact-social" className={styles.wide}>
          <h2 id="contact-social">{copy.socialHeading}</h2>
          <ul className={styles.cards}>
            {copy.socialCards.map((card) => {
              const link = site.social.find((social) => social.platform === card.platform);
              return (
                <li key={card.platform} className={styles.card}>
                  <h3>
                    <a href={link?.url} target="_blank" rel="noopener noreferrer">
                      {card.title}
                    </a>
                  </h3>
                  <p>{card.text}</p>
                </li>
              );
            })}
            {site.partners.map((partner) => (
              <li key={partner.url} className={styles.card}>
                <h3>
                  <a href={partner.url} target="_blank" rel="noopener noreferrer">
                    {partner.name}
                  </a>
                </h3>
                <p>{partner.description}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="contact-booking" className={`${styles.wide} ${styles.booking}`}>
          <h2 id="contact-booking">{copy.bookingHeading}</h2>
          <BookingCall text={copy.bookingText} path="/contact" />
        </section>
      </div>
    </PageFrame>
  );
}
