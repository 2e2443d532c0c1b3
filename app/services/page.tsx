import { JsonLd } from '@/components/seo/json-ld-script';
import { PageFrame } from '@/components/layout/page-frame';
import { ServicesPage } from '@/components/services/services-page';
import { servicesOverview } from '@/content/services-overview';
import { getRoute } from '@/lib/routes';
import { faqItemsOf, withoutQuestionsOf } from '@/lib/seo/faq';
import { faqJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

const route = getRoute(servicesOverview.path);

export const metadata = pageMetadata(route);

// The questions /faq also answers are marked up there only: one FAQPage entry per question.
const ownQuestions = withoutQuestionsOf(servicesOverview.faq.items, faqItemsOf());

export default function Services() {
  return (
    <PageFrame flush={route.flush} quickExit={route.quickExit}>
      {ownQuestions.length > 0 ? <JsonLd data={faqJsonLd(ownQuestions)} /> : null}
      <ServicesPage route={route} content={servicesOverview} />
    </PageFrame>
  );
}
