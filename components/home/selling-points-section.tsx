import row from '@/components/layout/phone-row.module.css';
import type { HomeContent } from '@/content/types';
import card from '@/components/ui/card.module.css';
import cards from './card-rows.module.css';
import { PageSection } from './page-section';
import styles from './selling-points-section.module.css';

interface SellingPointsSectionProps {
  sellingPoints: HomeContent['sellingPoints'];
}

/** Section 4: the four reasons to choose integral therapy. */
export function SellingPointsSection({ sellingPoints }: SellingPointsSectionProps) {
  return (
    <PageSection id="home-why" heading={sellingPoints.heading} intro={sellingPoints.intro}>
      {/* On phones the points scroll sideways: focusable, so a keyboard can scroll them too. */}
      <ul className={`${card.grid} ${cards.four} ${row.row}`} tabIndex={0} aria-label={sellingPoints.heading}>
        {sellingPoints.items.map((point, index) => (
          <li key={index} className={`${card.surface} ${card.raised} ${card.column} ${styles.point}`}>
            <div className={card.body}>
              {/* The highlight is a large visual tag that restates the card in a few words: aria-hidden, so a
                  screen reader starts the card at its <h3> title (read before the heading, the tag would seem
                  to end the card above) and does not hear the point twice. Nothing essential goes only there. */}
              <p className={styles.highlight} aria-hidden="true">
                {point.highlight}
              </p>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
