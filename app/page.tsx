import { HomePage } from '@/components/home/home-page';
import { JsonLd } from '@/components/seo/json-ld-script';
import { PageFrame } from '@/components/layout/page-frame';
import { getRoute } from '@/lib/routes';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

const route = getRoute('/');

export const metadata = pageMetadata(route);

export default function Home() {
  return (
    <>
      <JsonLd data={[organizationJsonLd(), websiteJsonLd()]} />
      <PageFrame flush={route.flush} quickExit={route.quickExit}>
        <HomePage page={route} />
      </PageFrame>
    </>
  );
}
