import type { Metadata } from 'next';
import { ContentPageView } from '@/components/content/content-page-view';
import { getProblemPage, problemSlugs } from '@/lib/routes/content-lookup';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return problemSlugs().map((slug) => ({ slug }));
}

// The alias /problems/relationship-trauma gets its own SEO entry, whose canonical is /problems/love.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return pageMetadata(`/problems/${slug}`);
}

export default async function ProblemPage({ params }: Props) {
  const { slug } = await params;
  return <ContentPageView page={getProblemPage(slug)} path={`/problems/${slug}`} />;
}
