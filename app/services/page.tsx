import { JsonLd } from '@/components/seo/json-ld-script';
import { PageFrame } from '@/components/layout/page-frame';
import { ServicesPage } from '@/components/services/services-page';
import { servicesOverview } from '@/content/services-overview';
import { faqJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/services');

export default function Services() {
  return (
    <PageFrame path="/services">
      <JsonLd data={faqJsonLd(servicesOverview.faq.items)} />
      <ServicesPage />
    </PageFrame>
  );
}
