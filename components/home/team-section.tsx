import { Link } from '@/components/ui/link';
import { TherapistCard } from '@/components/therapist/therapist-card';
import type { HomeContent, Therapist } from '@/content/types';
import { href } from '@/lib/routes/paths';
import card from '@/components/ui/card.module.css';
import cards from './card-rows.module.css';
import { PageSection } from './page-section';
import row from '@/components/layout/phone-row.module.css';

interface TeamSectionProps {
  team: HomeContent['team'];
  members: readonly Therapist[];
}

/** Section 12: the team grid, each card linking to /therapist/<slug>. */
export function TeamSection({ team, members }: TeamSectionProps) {
  return (
    <PageSection id="home-team" heading={team.heading} intro={team.intro}>
      <ul className={`${card.grid} ${cards.five} ${row.row}`}>
        {members.map((therapist) => (
          <li key={therapist.slug}>
            <TherapistCard therapist={therapist} />
          </li>
        ))}
      </ul>
      <p className={cards.actions}>
        <Link href={href(team.allLink.href)}>{team.allLink.label} →</Link>
      </p>
    </PageSection>
  );
}
