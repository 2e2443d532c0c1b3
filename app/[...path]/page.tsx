import type { Metadata } from 'next';
import { ContentPageView } from '@/components/content/content-page-view';
import { routeOf, routesOf } from '@/lib/routes';
import { pathOfSegments, segmentsOf } from '@/lib/routes/addresses';
import { pageMetadata } from '@/lib/seo/metadata';

// The words of content/ reach this page changed on their way, as the bundler reads each content
// module: facts filled, the Simplified edition converted, RMB added — lib/content-text/index.ts,
// each step a module there (docs/architecture.md, "The content's way to the page").
export type { ContentTextOptions } from '@/lib/content-text';

interface Props {
  params: Promise<{ path: string[] }>;
}

// Every general page of content/pages/index.ts without a folder of its own under app/.
export const dynamicParams = false;

export function generateStaticParams() {
  return routesOf('section').map((route) => ({ path: segmentsOf(route.path) }));
}

const routeFor = async ({ params }: Props) => routeOf('section', pathOfSegments((await params).path));

export async function generateMetadata(props: Props): Promise<Metadata> {
  return pageMetadata(await routeFor(props));
}

export default async function GeneralPage(props: Props) {
  const route = await routeFor(props);
  return <ContentPageView route={route} page={route.page} />;
}
