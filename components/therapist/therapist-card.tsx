import { Link } from '@/components/ui/link';
import { Picture } from '@/components/ui/picture';
import type { Therapist } from '@/content/types';
import { href } from '@/lib/routes/paths';
import { therapistPath } from '@/lib/routes/addresses';
import card from '@/components/ui/card.module.css';
import styles from './therapist.module.css';

/** A card linking to the therapist's profile; the whole card is the link's target area. */
export function TherapistCard({ therapist, headingLevel = 'h3' }: { therapist: Therapist; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className={`${card.surface} ${styles.card}`}>
      <Picture image={therapist.image} sizes="(max-width: 576px) 100vw, (max-width: 992px) 50vw, 360px" className={styles.cardImage} />
      <div className={styles.cardBody}>
        <Heading className={styles.cardName}>
          <Link href={href(therapistPath(therapist.slug))} className={styles.cardLink}>
            {therapist.name}
          </Link>
        </Heading>
        <p className={styles.role}>{therapist.role}</p>
        <p className={styles.cardText}>{therapist.description}</p>
      </div>
    </article>
  );
}
