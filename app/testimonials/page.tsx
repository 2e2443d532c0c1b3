import { ContentPageView } from '@/components/content/content-page-view';
import { testimonialsPage } from '@/content/pages/general';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(testimonialsPage.path);

export default function TestimonialsPage() {
  return <ContentPageView page={testimonialsPage} />;
}
