import { ContentPageView } from '@/components/content/content-page-view';
import { PrivacyDisclosure } from '@/components/privacy/privacy-disclosure';
import { page as privacyPage } from '@/content/pages/privacy';
import { getRoute } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

const route = getRoute(privacyPage.path);

export const metadata = pageMetadata(route);

export default function PrivacyPage() {
  return (
    <ContentPageView route={route} page={privacyPage}>
      <PrivacyDisclosure page={route} />
    </ContentPageView>
  );
}
