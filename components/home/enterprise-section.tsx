import { Picture } from '@/components/ui/picture';
import type { HomeContent } from '@/content/types';
import { CaptionedGrid } from './captioned-grid';
import { PageSection } from './page-section';
import styles from './enterprise-section.module.css';

interface EnterpriseSectionProps {
  enterprise: HomeContent['enterprise'];
}

/** Section 10: the partners' logo and six events. */
export function EnterpriseSection({ enterprise }: EnterpriseSectionProps) {
  return (
    <PageSection id="home-enterprise" heading={enterprise.heading} intro={enterprise.intro}>
      <figure className={styles.logo}>
        <Picture image={enterprise.logo} sizes="(max-width: 576px) 90vw, 440px" />
        <figcaption>{enterprise.logoCaption}</figcaption>
      </figure>
      <CaptionedGrid items={enterprise.events} columns={3} />
    </PageSection>
  );
}
