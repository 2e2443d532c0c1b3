import { PageSection } from '@/components/home/page-section';
import { CautionNote } from '@/components/ui/caution-note';
import type { ServicesOverview } from '@/content/types';
import styles from './integral-section.module.css';

interface IntegralSectionProps {
  integral: ServicesOverview['integral'];
}

/** What integral therapy is, its cautions about memories, and its three guiding points. */
export function IntegralSection({ integral }: IntegralSectionProps) {
  return (
    <PageSection id="services-integral" heading={integral.heading} align="start">
      <div className={styles.layout}>
        <div className={styles.prose}>
          {integral.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {integral.cautions ? <CautionNote note={integral.cautions} className={styles.cautions} /> : null}
        </div>
        <ul className={styles.points}>
          {integral.points.map((point) => (
            <li key={point.title}>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </PageSection>
  );
}
