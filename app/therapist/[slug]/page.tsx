import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld-script';
import { TherapistProfile } from '@/components/therapist/therapist-profile';
import { blogPosts } from '@/content/pages/blog';
import { routeOf, routesOf } from '@/lib/routes';
import { lastSegment, therapistPath } from '@/lib/routes/addresses';
import { profilePageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return routesOf('therapist').map((route) => ({ slug: lastSegment(route.path) }));
}

const routeFor = async ({ params }: Props) => routeOf('therapist', therapistPath((await params).slug));

export async function generateMetadata(props: Props): Promise<Metadata> {
  return pageMetadata(await routeFor(props));
}

export default async function TherapistPage(props: Props) {
  const route = await routeFor(props);
  const { therapist } = route;
  return (
    <>
      <JsonLd data={profilePageJsonLd(therapist)} />
      <TherapistProfile route={route} articles={blogPosts.filter((post) => post.authorSlug === therapist.slug)} />
    </>
  );
}
