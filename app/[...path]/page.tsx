import type { Metadata } from 'next';
import { ContentPageView } from '@/components/content/content-page-view';
import { sectionPageAt, sectionPages } from '@/lib/routes/pages';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ path: string[] }>;
}

// Every general page of content/pages/index.ts without a folder of its own under app/.
export const dynamicParams = false;

export function generateStaticParams() {
  return sectionPages.map((page) => ({ path: page.path.split('/').filter(Boolean) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { path } = await params;
  return pageMetadata(sectionPageAt(path).path);
}

export default async function GeneralPage({ params }: Props) {
  const { path } = await params;
  return <ContentPageView page={sectionPageAt(path)} />;
}
