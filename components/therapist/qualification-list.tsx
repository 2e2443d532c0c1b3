import { ExternalLink } from '@/components/ui/external-link';
import { profileCopy } from '@/content/pages/profile';
import type { Qualification } from '@/content/types';
import styles from './therapist.module.css';

/** `{title}（{issuer}，{year}）`: the profile's words with the entry's values. */
export function qualificationLine(entry: Qualification): string {
  return profileCopy.qualificationLine.replace('{title}', entry.title).replace('{issuer}', entry.issuer).replace('{year}', entry.year);
}

/**
 * A therapist's degrees, certificates and memberships, each with its issuer and year, its number
 * and a link to the issuer's register where it has them: what the profile's structured data names,
 * a visitor can read and check here. A sample entry says so.
 */
export function QualificationList({ items }: { items: readonly Qualification[] }) {
  return (
    <section aria-labelledby="profile-qualifications" className={styles.block}>
      <h2 id="profile-qualifications">{profileCopy.qualifications}</h2>
      <ul className={styles.list}>
        {items.map((entry) => (
          <li key={`${entry.title}-${entry.issuer}-${entry.year}`}>
            {qualificationLine(entry)}
            {entry.number ? <> {profileCopy.qualificationNumber.replace('{number}', entry.number)}</> : null}
            {entry.registerUrl ? (
              <>
                {' '}
                <ExternalLink href={entry.registerUrl}>{profileCopy.qualificationRegister}</ExternalLink>
              </>
            ) : null}
            {entry.sample ? <span className={styles.sample}> {profileCopy.qualificationSample}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
