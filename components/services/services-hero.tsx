import { BookingButton } from '@/components/booking/booking-button';
import { BookingUrgent } from '@/components/booking/booking-urgent';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import type { ServicesOverview } from '@/content/types';
import styles from './services-hero.module.css';

interface ServicesHeroProps {
  hero: ServicesOverview['hero'];
}

/** The services page's opening band, with booking button 04. */
export function ServicesHero({ hero }: ServicesHeroProps) {
  return (
    <section id="services-hero" aria-labelledby="services-hero-heading" className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <Breadcrumbs path="/services" />
        <p className={styles.eyebrow}>{hero.eyebrow}</p>
        <h1 id="services-hero-heading">{hero.heading}</h1>
        <p className={styles.lead}>{hero.lead}</p>
        <BookingButton path="/services" tag={hero.booking.tag} label={hero.booking.label} variant="gradient" />
        <BookingUrgent className={styles.urgent} />
      </div>
    </section>
  );
}
