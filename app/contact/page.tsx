import { ContactView } from '@/components/contact/contact-view';
import { JsonLd } from '@/components/seo/json-ld-script';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/contact');

export default function ContactPage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <ContactView />
    </>
  );
}
