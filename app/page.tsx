import { HomePage } from '@/components/home/home-page';
import { JsonLd } from '@/components/seo/json-ld-script';
import { PageFrame } from '@/components/layout/page-frame';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/');

export default function Home() {
  return (
    <>
      <JsonLd data={[organizationJsonLd(), websiteJsonLd()]} />
      <PageFrame path="/">
        <HomePage />
      </PageFrame>
    </>
  );
}
