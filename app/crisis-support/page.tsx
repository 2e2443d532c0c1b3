import { ContentPageView } from '@/components/content/content-page-view';
import { crisisPage } from '@/content/pages/general';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(crisisPage.path);

export default function CrisisSupportPage() {
  return <ContentPageView page={crisisPage} />;
}
