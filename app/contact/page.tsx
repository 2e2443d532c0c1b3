import { ContactView } from '@/components/contact/contact-view';
import { JsonLd } from '@/components/seo/json-ld-script';
import { contactCopy } from '@/content/pages/contact';
import { getRoute } from '@/lib/routes';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

const route = getRoute(contactCopy.path);

export const metadata = pageMetadata(route);

export default function ContactPage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <ContactView route={route} />
    </>
  );
}
