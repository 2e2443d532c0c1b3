import { ContentPageView } from '@/components/content/content-page-view';
import { TherapistCard } from '@/components/therapist/therapist-card';
import styles from '@/components/therapist/therapist.module.css';
import card from '@/components/ui/card.module.css';
import { page as therapistIndexPage } from '@/content/pages/therapist';
import { therapists } from '@/content/therapists';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(therapistIndexPage.path);

export default function TherapistIndexPage() {
  return (
    <ContentPageView page={therapistIndexPage}>
      <div className="container">
        <ul className={`${card.grid} ${styles.grid}`}>
          {therapists.map((therapist) => (
            <li key={therapist.slug}>
              <TherapistCard therapist={therapist} headingLevel="h2" />
            </li>
          ))}
        </ul>
      </div>
    </ContentPageView>
  );
}
