import { Link } from '@/components/ui/link';
import { PageSection } from '@/components/home/page-section';
import { Picture } from '@/components/ui/picture';
import type { ServicesOverview } from '@/content/types';
import { href } from '@/lib/routes/paths';
import { PillarsTable } from './pillars-table';
import card from '@/components/ui/card.module.css';
import styles from './pillars-section.module.css';

interface PillarsSectionProps {
  pillars: ServicesOverview['pillars'];
}

/** The three pillars as detailed cards, then compared in a table. */
export function PillarsSection({ pillars }: PillarsSectionProps) {
  return (
    <PageSection id="services-pillars" heading={pillars.heading} intro={pillars.intro} tone="warm">
      <ul className={`${card.grid} ${styles.cards}`}>
        {pillars.cards.map((item) => (
          <li key={item.title} className={`${card.surface} ${card.raised} ${styles.card}`}>
            <div className={card.media}>
              <Picture image={item.image} sizes="(max-width: 992px) 100vw, 380px" />
            </div>
            <div className={styles.body}>
              <h3>{item.title}</h3>
              <p className={styles.subtitle}>{item.subtitle}</p>
              {item.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <ul className={styles.points}>
                {item.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <Link href={href(item.link.href)} className={styles.link}>
                {item.link.label} →
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <PillarsTable table={pillars.table} />
    </PageSection>
  );
}
