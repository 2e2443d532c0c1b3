import { Link } from '@/components/ui/link';
import { Picture } from '@/components/ui/picture';
import type { HomeContent, Therapist } from '@/content/types';
import { href } from '@/lib/routes/paths';
import { therapistPath } from '@/lib/routes/addresses';
import { PageSection } from './page-section';
import styles from './lead-profile-section.module.css';

interface LeadProfileSectionProps {
  profile: HomeContent['leadProfile'];
  lead: Therapist;
}

/** Section 7: the lead therapist's profile, linking to the full one. */
export function LeadProfileSection({ profile, lead }: LeadProfileSectionProps) {
  return (
    <PageSection id="home-lead" heading={profile.heading} tone="warm" align="start">
      <div className={styles.layout}>
        <div className={styles.portrait}>
          <Picture image={lead.image} sizes="(max-width: 768px) 100vw, 420px" />
        </div>
        <div>
          <p className={styles.name}>
            <strong>{lead.name}</strong>
            <span>{lead.role}</span>
          </p>
          {lead.quote ? <blockquote className={styles.quote}>{lead.quote}</blockquote> : null}
          {profile.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          <ul className={styles.highlights}>
            {profile.highlights.map((highlight, index) => (
              <li key={index}>{highlight}</li>
            ))}
          </ul>
          <Link href={href(therapistPath(lead.slug))} className={styles.link}>
            {profile.linkLabel} →
          </Link>
        </div>
      </div>
    </PageSection>
  );
}
