import type { Metadata } from 'next';
import { ContentPageView } from '@/components/content/content-page-view';
import { JsonLd } from '@/components/seo/json-ld-script';
import { routeOf, routesOf } from '@/lib/routes';
import { lastSegment, servicePath } from '@/lib/routes/addresses';
import { serviceJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return routesOf('service').map((route) => ({ slug: lastSegment(route.path) }));
}

const routeFor = async ({ params }: Props) => routeOf('service', servicePath((await params).slug));

export async function generateMetadata(props: Props): Promise<Metadata> {
  return pageMetadata(await routeFor(props));
}

export default async function ServicePage(props: Props) {
  const route = await routeFor(props);
  return (
    <>
      <JsonLd data={serviceJsonLd(route.page)} />
      <ContentPageView route={route} page={route.page} />
    </>
  );
}
