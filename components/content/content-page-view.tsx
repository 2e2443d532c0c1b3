import { PageFrame } from '@/components/layout/page-frame';
import { PageIntro } from '@/components/layout/page-intro';
import { Picture } from '@/components/ui/picture';
import type { ContentPage } from '@/content/types';
import type { ReactNode } from 'react';
import { SectionList } from './section-list';

interface ContentPageViewProps {
  page: ContentPage;
  /** The route being rendered, when it differs from page.path (an alias). */
  path?: string;
  /** Rendered between the intro and the sections (e.g. a list built from other content). */
  children?: ReactNode;
}

/** A content page: breadcrumbs, heading and lead, optional picture, then its sections. */
export function ContentPageView({ page, path = page.path, children }: ContentPageViewProps) {
  return (
    <PageFrame path={path}>
      <PageIntro
        path={path}
        heading={page.heading}
        lead={page.lead}
        aside={page.image ? <Picture image={page.image} sizes="(max-width: 992px) 100vw, 520px" priority /> : undefined}
      />
      {children}
      <SectionList sections={page.sections} path={path} />
    </PageFrame>
  );
}
