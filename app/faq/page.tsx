import { ContentPageView } from '@/components/content/content-page-view';
import { JsonLd } from '@/components/seo/json-ld-script';
import { faqPage } from '@/content/pages/general';
import type { FaqItem, Section } from '@/content/types';
import { faqJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(faqPage.path);

export default function FaqPage() {
  const sections: readonly Section[] = faqPage.sections;
  const items = sections.flatMap((section): readonly FaqItem[] => (section.kind === 'faq' ? section.items : []));
  return (
    <>
      <JsonLd data={faqJsonLd(items)} />
      <ContentPageView page={faqPage} />
    </>
  );
}
