import type { Metadata } from 'next';
import { ContentPageView } from '@/components/content/content-page-view';
import { catchAllPages, getCatchAllPage } from '@/lib/general-pages';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ path: string[] }>;
}

// Every page of content/pages/general.ts without a folder of its own under app/.
export const dynamicParams = false;

export function generateStaticParams() {
  return catchAllPages().map((page) => ({ path: page.path.split('/').filter(Boolean) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { path } = await params;
  return pageMetadata(getCatchAllPage(path).path);
}

export default async function GeneralPage({ params }: Props) {
  const { path } = await params;
  return <ContentPageView page={getCatchAllPage(path)} />;
}
