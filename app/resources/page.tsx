import { ContentPageView } from '@/components/content/content-page-view';
import { resourcesPage } from '@/content/pages/general';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(resourcesPage.path);

export default function ResourcesPage() {
  return <ContentPageView page={resourcesPage} />;
}
