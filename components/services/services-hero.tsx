import { BookingChoice } from '@/components/booking/booking-choice';
import { BookingUrgent } from '@/components/booking/booking-urgent';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import type { ServicesOverview } from '@/content/types';
import type { Crumb } from '@/lib/routes';
import styles from './services-hero.module.css';

interface ServicesHeroProps {
  hero: ServicesOverview['hero'];
  /** From the page's route: its trail and its neutral booking code. */
  crumbs: readonly Crumb[];
  bookingCode: string;
}

/** The services page's opening band, with booking button 04. */
export function ServicesHero({ hero, crumbs, bookingCode }: ServicesHeroProps) {
  return (
    <section id="services-hero" aria-labelledby="services-hero-heading" className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <Breadcrumbs crumbs={crumbs} />
        <p className={styles.eyebrow}>{hero.eyebrow}</p>
        <h1 id="services-hero-heading">{hero.heading}</h1>
        <p className={styles.lead}>{hero.lead}</p>
        <BookingChoice code={bookingCode} tag={hero.booking.tag} label={hero.booking.label} variant="gradient" align="center" />
        <BookingUrgent className={styles.urgent} />
      </div>
    </section>
  );
}
