import { ContentPageView } from '@/components/content/content-page-view';
import { feePage } from '@/content/pages/general';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(feePage.path);

export default function FeePage() {
  return <ContentPageView page={feePage} />;
}
