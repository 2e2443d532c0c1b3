import { BookingChoice } from '@/components/booking/booking-choice';
import { BookingUrgent } from '@/components/booking/booking-urgent';
import { PageSection } from '@/components/home/page-section';
import type { ServicesOverview } from '@/content/types';
import card from '@/components/ui/card.module.css';
import styles from './process-section.module.css';

interface ProcessSectionProps {
  process: ServicesOverview['process'];
  /** The page's neutral booking code, from its route. */
  bookingCode: string;
}

/**
 * The four-step treatment flow; the step marked showCTA carries booking button 05. Exactly one step
 * shows the button: the schema (lib/schema/special-pages.ts, `process.steps`) refuses none or two,
 * so moving the button means moving the flag in content/services-overview.ts.
 */
export function ProcessSection({ process, bookingCode }: ProcessSectionProps) {
  return (
    <PageSection id="services-process" heading={process.heading} intro={process.intro}>
      <ol className={`${card.grid} ${styles.steps}`}>
        {process.steps.map((step) => (
          <li key={step.title} className={`${card.surface} ${styles.step}`}>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
            {step.showCTA ? (
              <>
                <BookingChoice code={bookingCode} tag={process.booking.tag} label={process.booking.label} variant="outline" />
                <BookingUrgent />
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
