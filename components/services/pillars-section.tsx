import { Link } from '@/components/link';
import { PageSection } from '@/components/home/page-section';
import { Picture } from '@/components/picture';
import type { ServicesOverview } from '@/content/types';
import { href } from '@/lib/paths';
import { PillarsTable } from './pillars-table';
import styles from './pillars-section.module.css';

interface PillarsSectionProps {
  pillars: ServicesOverview['pillars'];
}

/** The three pillars as detailed cards, then compared in a table. */
export function PillarsSection({ pillars }: PillarsSectionProps) {
  return (
    <PageSection id="services-pillars" heading={pillars.heading} intro={pillars.intro} tone="warm">
      <ul className={styles.cards}>
        {pillars.cards.map((card) => (
          <li key={card.title} className={styles.card}>
            <div className={styles.media}>
              <Picture image={card.image} sizes="(max-width: 992px) 100vw, 380px" />
            </div>
            <div className={styles.body}>
              <h3>{card.title}</h3>
              <p className={styles.subtitle}>{card.subtitle}</p>
              {card.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <ul className={styles.points}>
                {card.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <Link href={href(card.link.href)} className={styles.link}>
                {card.link.label} →
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <PillarsTable table={pillars.table} />
    </PageSection>
  );
}
