import { BookingChoice } from '@/components/booking/booking-choice';
import { BookingUrgent } from '@/components/booking/booking-urgent';
import { Picture } from '@/components/ui/picture';
import type { HomeContent, Therapist } from '@/content/types';
import { PageSection } from './page-section';
import styles from './invitation-section.module.css';

interface InvitationSectionProps {
  invitation: HomeContent['invitation'];
  lead: Therapist;
  /** The page's neutral booking code, from its route. */
  bookingCode: string;
}

/** Section 3: the lead therapist's invitation to the free assessment, with booking button 02. */
export function InvitationSection({ invitation, lead, bookingCode }: InvitationSectionProps) {
  return (
    <PageSection id="home-invitation" heading={invitation.heading} tone="warm" align="start">
      <div className={styles.layout}>
        <div className={styles.portrait}>
          <Picture image={lead.image} sizes="(max-width: 768px) 28vw, 320px" />
        </div>
        <div className={styles.letter}>
          {invitation.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          <p className={styles.signature}>{invitation.signature}</p>
          <BookingChoice code={bookingCode} tag={invitation.booking.tag} label={invitation.booking.label} variant="solid" />
          <BookingUrgent />
        </div>
      </div>
    </PageSection>
  );
}
