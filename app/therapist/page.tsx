import { ContentPageView } from '@/components/content/content-page-view';
import { TherapistCard } from '@/components/therapist/therapist-card';
import styles from '@/components/therapist/therapist.module.css';
import card from '@/components/ui/card.module.css';
import { page as therapistIndexPage } from '@/content/pages/therapist';
import { therapists } from '@/content/therapists';
import { getRoute } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

const route = getRoute(therapistIndexPage.path);

export const metadata = pageMetadata(route);

export default function TherapistIndexPage() {
  return (
    <ContentPageView route={route} page={therapistIndexPage}>
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
