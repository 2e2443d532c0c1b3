import type { Metadata } from 'next';
import { ContentPageView } from '@/components/content/content-page-view';
import { routeOf, routesOf } from '@/lib/routes';
import { lastSegment, problemPath } from '@/lib/routes/addresses';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

// Every problem page and its older addresses: the alias /problems/relationship-trauma is a route
// of its own (its booking code, its canonical /problems/love) that renders the same page.
export function generateStaticParams() {
  return routesOf('problem').map((route) => ({ slug: lastSegment(route.path) }));
}

const routeFor = async ({ params }: Props) => routeOf('problem', problemPath((await params).slug));

export async function generateMetadata(props: Props): Promise<Metadata> {
  return pageMetadata(await routeFor(props));
}

export default async function ProblemPage(props: Props) {
  const route = await routeFor(props);
  return <ContentPageView route={route} page={route.page} />;
}
