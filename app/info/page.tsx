import { ContentPageView } from '@/components/content/content-page-view';
import { infoPage } from '@/content/pages/general';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(infoPage.path);

export default function InfoPage() {
  return <ContentPageView page={infoPage} />;
}
