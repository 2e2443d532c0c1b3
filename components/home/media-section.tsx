import type { HomeContent } from '@/content/types';
import { CaptionedGrid } from './captioned-grid';
import { PageSection } from './page-section';

interface MediaSectionProps {
  media: HomeContent['media'];
}

/** Section 9: four media interviews. */
export function MediaSection({ media }: MediaSectionProps) {
  return (
    <PageSection id="home-media" heading={media.heading} intro={media.intro} tone="sage">
      <CaptionedGrid items={media.items} columns={4} />
    </PageSection>
  );
}
