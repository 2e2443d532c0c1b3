import { PageFrame } from '@/components/layout/page-frame';
import { PageIntro } from '@/components/layout/page-intro';
import { Picture } from '@/components/ui/picture';
import type { ContentPage } from '@/content/types';
import type { RouteEntry } from '@/lib/routes';
import type { ReactNode } from 'react';
import { PageEnd } from './page-end';
import { SectionList } from './section-list';

interface ContentPageViewProps {
  /** The route being rendered (an alias's own, when it serves the page under an older address). */
  route: RouteEntry;
  page: ContentPage;
  /** Rendered between the intro and the sections (e.g. a list built from other content). */
  children?: ReactNode;
}

/** A content page: breadcrumbs, heading and lead, optional picture, its sections, then what its template adds (the notice, the booking block). */
export function ContentPageView({ route, page, children }: ContentPageViewProps) {
  return (
    <PageFrame flush={route.flush} quickExit={route.quickExit}>
      <PageIntro
        crumbs={route.crumbs}
        flush={route.flush}
        heading={page.heading}
        lead={page.lead}
        aside={page.image ? <Picture image={page.image} sizes="(max-width: 992px) 100vw, 520px" priority /> : undefined}
      />
      {children}
      <SectionList sections={page.sections} page={route} />
      <PageEnd route={route} words={page.booking} after={page.sections.length} />
    </PageFrame>
  );
}
