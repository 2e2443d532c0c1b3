import { BookingChoice } from '@/components/booking/booking-choice';
import { BookingUrgent } from '@/components/booking/booking-urgent';
import { HeroPicture } from '@/components/ui/picture';
import type { HomeContent } from '@/content/types';
import { site } from '@/content/site';
import { HeroCarousel } from './hero-carousel';
import styles from './hero-section.module.css';

interface HeroSectionProps {
  hero: HomeContent['hero'];
  /** The page's neutral booking code, from its route. */
  bookingCode: string;
}

/** Section 1: rotating case-story backgrounds under the headline, the claims and booking button 01. */
export function HeroSection({ hero, bookingCode }: HeroSectionProps) {
  return (
    <section id="home-hero" aria-labelledby="home-hero-heading" className={styles.hero}>
      <HeroCarousel label={hero.carouselLabel} pauseLabel={hero.pauseLabel} playLabel={hero.playLabel}>
        {hero.slides.map((slide, index) => (
          <HeroPicture key={slide.desktop.file} slide={slide} priority={index === 0} className={styles.picture} />
        ))}
      </HeroCarousel>
      <div className={`container ${styles.content}`}>
        <p className={styles.eyebrow}>{hero.eyebrow}</p>
        <h1 id="home-hero-heading" className={styles.headline}>
          {hero.headline}
        </h1>
        <p className={styles.text}>{hero.text}</p>
        <dl className={styles.claims}>
          <div>
            <dt className={styles.figure}>{site.claims.yearsExperience}</dt>
            <dd>{hero.yearsLabel}</dd>
          </div>
          <div>
            <dt className={styles.figure}>{site.claims.cases}</dt>
            <dd>{hero.casesLabel}</dd>
          </div>
        </dl>
        <BookingChoice code={bookingCode} tag={hero.booking.tag} variant="gradient" />
        <BookingUrgent className={styles.urgent} />
      </div>
    </section>
  );
}
