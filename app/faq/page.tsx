import { ContentPageView } from '@/components/content/content-page-view';
import { JsonLd } from '@/components/seo/json-ld-script';
import { page as faqPage } from '@/content/pages/faq';
import { getRoute } from '@/lib/routes';
import { faqItemsOf } from '@/lib/seo/faq';
import { faqJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

const route = getRoute(faqPage.path);

export const metadata = pageMetadata(route);

export default function FaqPage() {
  return (
    <>
      <JsonLd data={faqJsonLd(faqItemsOf(faqPage.sections))} />
      <ContentPageView route={route} page={faqPage} />
    </>
  );
}
