import type { Metadata } from 'next';
import { ContentPageView } from '@/components/content/content-page-view';
import { JsonLd } from '@/components/seo/json-ld-script';
import { getServicePage, serviceSlugs } from '@/lib/routes/content-lookup';
import { serviceJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return serviceSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return pageMetadata(getServicePage(slug).path);
}

export default async function ServicePage({ params }: Props) {
  const { slug } = await params;
  const page = getServicePage(slug);
  return (
    <>
      <JsonLd data={serviceJsonLd(page)} />
      <ContentPageView page={page} />
    </>
  );
}
