import { Picture } from '@/components/ui/picture';
import type { HomeContent, Master } from '@/content/types';
import { MastersToggle } from './masters-toggle';
import { PageSection } from './page-section';
import styles from './masters-section.module.css';

interface MastersSectionProps {
  masters: HomeContent['masters'];
}

function MasterCard({ master, featured }: { master: Master; featured: boolean }) {
  return (
    <li className={featured ? styles.featured : styles.master}>
      <div className={styles.portrait}>
        <Picture image={master.image} sizes={featured ? '(max-width: 768px) 40vw, 200px' : '96px'} />
      </div>
      <div>
        <h3 className={styles.name}>{master.name}</h3>
        <p className={styles.description}>{master.description}</p>
      </div>
    </li>
  );
}

/** Section 8: two featured masters; the other twelve are in the HTML behind a toggle. */
export function MastersSection({ masters }: MastersSectionProps) {
  const featured = masters.items.filter((master) => master.featured);
  const more = masters.items.filter((master) => !master.featured);
  return (
    <PageSection id="home-masters" heading={masters.heading} intro={masters.intro}>
      <p className={styles.note}>{masters.note}</p>
      <ul className={styles.featuredList}>
        {featured.map((master, index) => (
          <MasterCard key={index} master={master} featured />
        ))}
      </ul>
      <MastersToggle showMoreLabel={masters.showMoreLabel} showLessLabel={masters.showLessLabel}>
        <ul className={styles.list}>
          {more.map((master, index) => (
            <MasterCard key={index} master={master} featured={false} />
          ))}
        </ul>
      </MastersToggle>
    </PageSection>
  );
}
