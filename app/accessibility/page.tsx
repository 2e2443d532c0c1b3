import { ContentPageView } from '@/components/content/content-page-view';
import { accessibilityPage } from '@/content/pages/general';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(accessibilityPage.path);

export default function AccessibilityPage() {
  return <ContentPageView page={accessibilityPage} />;
}
