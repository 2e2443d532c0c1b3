import { ContentPageView } from '@/components/content/content-page-view';
import { familyConstellationWorkshopPage } from '@/content/pages/general';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(familyConstellationWorkshopPage.path);

export default function FamilyConstellationWorkshopPage() {
  return <ContentPageView page={familyConstellationWorkshopPage} />;
}
