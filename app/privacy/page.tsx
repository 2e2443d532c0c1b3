import { ContentPageView } from '@/components/content/content-page-view';
import { PrivacyDisclosure } from '@/components/privacy/privacy-disclosure';
import { page as privacyPage } from '@/content/pages/privacy';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(privacyPage.path);

export default function PrivacyPage() {
  return (
    <ContentPageView page={privacyPage}>
      <PrivacyDisclosure />
    </ContentPageView>
  );
}
