import { ContentPageView } from '@/components/content/content-page-view';
import { workshopPage } from '@/content/pages/general';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(workshopPage.path);

export default function WorkshopPage() {
  return <ContentPageView page={workshopPage} />;
}
